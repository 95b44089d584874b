/** Password reset, password change and e-mail change (spec §2, §5, §8), through the real API. */
import { emailTokens, sessions, users } from '@dating/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Harness, createHarness } from '../test/harness.ts';
import { RESET_MAILS_PER_DAY } from './commands.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 4 });
});
afterAll(() => h.close());

const send = (method: string, body: unknown, cookie?: string) => ({
  method,
  body: JSON.stringify(body),
  cookie,
});
let n = 0;
async function member() {
  const email = `cred${++n}@example.org`;
  const res = await h.request(
    '/api/signup.php',
    send('POST', {
      email,
      name: `Cred${n}`,
      date_of_birth: '1985-06-01',
      password: PASSWORD,
      gender: 'female',
      looking_for: 'male',
      terms: true,
    }),
  );
  return {
    email,
    id: res.body.user.id as number,
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!,
  };
}

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old does not, and sessions end', async () => {
    const m = await member();
    const asked = await h.request('/api/reset-password.php', send('POST', { email: m.email.toUpperCase() }));
    expect(asked.status).toBe(200);
    const mail = (await h.lastMail(m.email))!;
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.textBody).toContain('/reset-password/do?token=');
    expect((await h.request(`/api/reset-password.php?token=${mail.token}`)).body.valid).toBe(true);
    const set = await h.request(
      '/api/reset-password.php',
      send('PUT', { token: mail.token, password: 'brand-new-pass', password_confirm: 'brand-new-pass' }),
    );
    expect(set.status).toBe(200);
    expect((await h.request('/api/user.php', { cookie: m.cookie })).body.user).toBeNull();
    expect((await h.login(m.email)).status).toBe(401);
    expect((await h.login(m.email, 'brand-new-pass')).status).toBe(200);
    const reused = await h.request(
      '/api/reset-password.php',
      send('PUT', { token: mail.token, password: 'another-pass-1', password_confirm: 'another-pass-1' }),
    );
    expect(reused.status).toBe(410);
    expect(reused.body.error.code).toBe('reset_link_invalid');
    expect((await h.request(`/api/reset-password.php?token=${mail.token}`)).body.valid).toBe(false);
  });

  it('says the e-mail address is not found', async () => {
    const res = await h.request('/api/reset-password.php', send('POST', { email: 'nobody@example.org' }));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'email_not_found', fields: { email: 'email_not_found' } });
  });

  it('refuses an expired link', async () => {
    const m = await member();
    await h.request('/api/reset-password.php', send('POST', { email: m.email }));
    const { token } = (await h.lastMail(m.email))!;
    await h.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.email, m.email));
    const res = await h.request(
      '/api/reset-password.php',
      send('PUT', { token, password: 'brand-new-pass', password_confirm: 'brand-new-pass' }),
    );
    expect(res.status).toBe(410);
  });

  it('checks the new passwords before using the link', async () => {
    const m = await member();
    await h.request('/api/reset-password.php', send('POST', { email: m.email }));
    const { token } = (await h.lastMail(m.email))!;
    const differ = await h.request(
      '/api/reset-password.php',
      send('PUT', { token, password: 'brand-new-pass', password_confirm: 'brand-new-pazz' }),
    );
    expect(differ.status).toBe(400);
    expect(differ.body.error.fields).toEqual({ password_confirm: 'passwords_differ' });
    expect((await h.request(`/api/reset-password.php?token=${token}`)).body.valid).toBe(true);
  });

  it(`sends at most ${RESET_MAILS_PER_DAY.perAddress} reset mails a day to one address`, async () => {
    const m = await member();
    for (let i = 0; i < RESET_MAILS_PER_DAY.perAddress; i++) {
      expect((await h.request('/api/reset-password.php', send('POST', { email: m.email }))).status).toBe(200);
    }
    const over = await h.request('/api/reset-password.php', send('POST', { email: m.email }));
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('reset_too_many');
    const mails = await h.db
      .select({ n: count() })
      .from(emailTokens)
      .where(and(eq(emailTokens.email, m.email.toLowerCase()), eq(emailTokens.purpose, 'password_reset')));
    expect(Number(mails[0]!.n)).toBe(RESET_MAILS_PER_DAY.perAddress);
  });

  it('answers bad input with field errors', async () => {
    const res = await h.request('/api/reset-password.php', send('POST', { email: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: 'required' });
  });
});

describe('password change', () => {
  it('needs the old password and matching new ones, then ends the other sessions only', async () => {
    const m = await member();
    const other = await h.login(m.email);
    const wrongOld = await h.request(
      '/api/password.php',
      send(
        'PUT',
        {
          old_password: 'nope-nope',
          password: 'next-lantern-harbour',
          password_confirm: 'next-lantern-harbour',
        },
        m.cookie,
      ),
    );
    expect(wrongOld.body.error.fields).toEqual({ old_password: 'old_password_wrong' });
    const differ = await h.request(
      '/api/password.php',
      send(
        'PUT',
        {
          old_password: PASSWORD,
          password: 'next-lantern-harbour',
          password_confirm: 'next-lantern-harb0ur',
        },
        m.cookie,
      ),
    );
    expect(differ.body.error.fields).toEqual({ password_confirm: 'passwords_differ' });
    const ok = await h.request(
      '/api/password.php',
      send(
        'PUT',
        {
          old_password: PASSWORD,
          password: 'next-lantern-harbour',
          password_confirm: 'next-lantern-harbour',
        },
        m.cookie,
      ),
    );
    expect(ok.status).toBe(200);
    expect((await h.request('/api/user.php', { cookie: m.cookie })).body.user.email).toBe(m.email);
    expect((await h.request('/api/user.php', { cookie: other.cookie })).body.user).toBeNull();
    const left = await h.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, m.id));
    expect(Number(left[0]!.n)).toBe(1);
  });

  it('needs a session', async () => {
    const res = await h.request(
      '/api/password.php',
      send('PUT', { old_password: 'x', password: 'y', password_confirm: 'y' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('e-mail change', () => {
  it('mails the new address and switches only after its link is followed', async () => {
    const m = await member();
    const next = `moved${n}@example.org`;
    const asked = await h.request(
      '/api/mail-change.php',
      send('POST', { email: next, password: PASSWORD }, m.cookie),
    );
    expect(asked.status).toBe(200);
    expect((await h.request('/api/user.php', { cookie: m.cookie })).body.user.email).toBe(m.email);
    const mail = (await h.lastMail(next))!;
    expect(mail.textBody).toContain('/mail-change/do?token=');
    const done = await h.request('/api/mail-change.php', send('PUT', { token: mail.token }));
    expect(done.status).toBe(200);
    const me = (await h.request('/api/user.php', { cookie: m.cookie })).body.user;
    expect(me.email).toBe(next);
    expect(me.status).toBe('confirmed');
    expect((await h.login(next)).status).toBe(200);
    expect((await h.request('/api/mail-change.php', send('PUT', { token: mail.token }))).status).toBe(410);
  });

  it('gives the spec messages for a taken or invalid address and a wrong password', async () => {
    const m = await member();
    const other = await member();
    const taken = await h.request(
      '/api/mail-change.php',
      send('POST', { email: other.email, password: PASSWORD }, m.cookie),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ email: 'new_email_taken' });
    const invalid = await h.request(
      '/api/mail-change.php',
      send('POST', { email: 'nope@', password: PASSWORD }, m.cookie),
    );
    expect(invalid.body.error.fields).toEqual({ email: 'new_email_invalid' });
    const wrong = await h.request(
      '/api/mail-change.php',
      send('POST', { email: 'free@example.org', password: 'wrong-one' }, m.cookie),
    );
    expect(wrong.body.error.fields).toEqual({ password: 'old_password_wrong' });
    const [row] = await h.db.select({ email: users.email }).from(users).where(eq(users.id, m.id));
    expect(row!.email).toBe(m.email);
  });

  it('refuses the change when someone took the address in the meantime', async () => {
    const m = await member();
    const next = `race${n}@example.org`;
    await h.request('/api/mail-change.php', send('POST', { email: next, password: PASSWORD }, m.cookie));
    const { token } = (await h.lastMail(next))!;
    await h.request(
      '/api/signup.php',
      send('POST', {
        email: next,
        name: 'Racer',
        date_of_birth: '1980-01-01',
        password: PASSWORD,
        gender: 'male',
        looking_for: 'female',
        terms: true,
      }),
    );
    const res = await h.request('/api/mail-change.php', send('PUT', { token }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('new_email_taken');
  });
});
