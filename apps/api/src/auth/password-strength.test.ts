/**
 * ADR 0045 / NIST SP 800-63B: new passwords are checked against common and breached passwords
 * and the member's own e-mail and name, on signup, password change and reset, with the field
 * error the forms translate. Nothing is written when refused.
 */
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PASSWORD, createHarness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 4 });
});
afterAll(() => h.close());

const send = (method: string, path: string, body: unknown, cookie?: string) =>
  h.request(path, { method, body: JSON.stringify(body), cookie });
const signup = (over: Record<string, unknown>) =>
  send('POST', '/api/signup.php', {
    email: 'marta.kowalska@example.org',
    name: 'Marta',
    date_of_birth: '1990-04-12',
    password: 'violet-harbour-lantern',
    gender: 'female',
    looking_for: 'male',
    terms: true,
    ...over,
  });

describe('new passwords', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1'])(
    'refuses the common password %s at signup with the password field error',
    async (password) => {
      const res = await signup({ password });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ password: 'password_weak' });
      expect(await h.db.$count(users, eq(users.email, 'marta.kowalska@example.org'))).toBe(0);
    },
  );

  it('refuses a password made of the e-mail address or the username', async () => {
    expect((await signup({ password: 'marta.kowalska-1990' })).body.error.fields).toEqual({
      password: 'password_personal',
    });
    expect((await signup({ password: 'Marta-likes-long-walks' })).body.error.fields).toEqual({
      password: 'password_personal',
    });
  });

  it('accepts a long passphrase without special characters (no composition rules)', async () => {
    expect((await signup({ password: 'violet harbour lantern' })).status).toBe(201);
  });

  it('checks the new password on a password change', async () => {
    const alice = await h.member('alice@velvet.demo');
    const weak = await send(
      'PUT',
      '/api/password.php',
      { old_password: PASSWORD, password: '12345678', password_confirm: '12345678' },
      alice.cookie,
    );
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual({ password: 'password_weak' });
    const personal = await send(
      'PUT',
      '/api/password.php',
      { old_password: PASSWORD, password: 'alice@velvet.demo!', password_confirm: 'alice@velvet.demo!' },
      alice.cookie,
    );
    expect(personal.body.error.fields).toEqual({ password: 'password_personal' });
    expect((await h.login('alice@velvet.demo')).status).toBe(200);
  });

  it('checks the new password on a reset, and the link still works afterwards', async () => {
    await send('POST', '/api/reset-password.php', { email: 'bob@velvet.demo' });
    const { token } = (await h.lastMail('bob@velvet.demo'))!;
    const weak = await send('PUT', '/api/reset-password.php', {
      token,
      password: 'password1',
      password_confirm: 'password1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual({ password: 'password_weak' });
    const ok = await send('PUT', '/api/reset-password.php', {
      token,
      password: 'amber-falcon-meadow',
      password_confirm: 'amber-falcon-meadow',
    });
    expect(ok.status).toBe(200);
  });
});
