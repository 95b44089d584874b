/**
 * NUL (U+0000) and other control characters in typed text (issue 16 point 3, ADR 0044):
 * PostgreSQL refuses NUL in text, which was a 500 on each of these calls. Now each answers 400
 * with a field error and writes nothing; multi-line fields keep their line breaks.
 */
import { profiles, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PASSWORD, createHarness } from '../test/harness.ts';

let h: Harness;
let bob: { id: number; cookie: string };
let alice: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 4 });
  bob = await h.member('bob@velvet.demo');
  alice = await h.member('alice@velvet.demo');
});
afterAll(() => h.close());

const NUL = '\u0000';
/** A JSON request, built when the test runs (members are known only then). */
const json = (method: string, body: unknown | (() => unknown), who?: () => { cookie: string }) => () => ({
  method,
  body: JSON.stringify(typeof body === 'function' ? body() : body),
  cookie: who?.().cookie,
});

type Case = [name: string, path: () => string, init: () => RequestInit & { cookie?: string }, field: string];
const cases: Case[] = [
  [
    'login e-mail',
    () => '/api/user.php',
    json('POST', { email: `bob${NUL}@velvet.demo`, password: PASSWORD }),
    'email',
  ],
  [
    'login password',
    () => '/api/user.php',
    json('POST', { email: 'bob@velvet.demo', password: `x${NUL}` }),
    'password',
  ],
  [
    'password reset request',
    () => '/api/reset-password.php',
    json('POST', { email: `a${NUL}@b.example` }),
    'email',
  ],
  [
    'new password with a reset token',
    () => '/api/reset-password.php',
    json('PUT', { token: `t${NUL}`, password: 'a-long-password', password_confirm: 'a-long-password' }),
    'token',
  ],
  [
    'signup name',
    () => '/api/signup.php',
    json('POST', {
      email: 'nul@example.org',
      name: `Nul${NUL}name`,
      date_of_birth: '1990-04-12',
      password: 'a-long-password',
      gender: 'male',
      looking_for: 'female',
      terms: true,
    }),
    'name',
  ],
  [
    'profile about me',
    () => '/api/profile.php',
    json('PATCH', { about_me: `Hi${NUL}` }, () => bob),
    'about_me',
  ],
  ['profile city', () => '/api/profile.php', json('PATCH', { city: `Ber${NUL}lin` }, () => bob), 'city'],
  [
    'message text',
    () => '/api/message.php',
    json(
      'POST',
      () => ({ profile: alice.id, text: `hello${NUL}` }),
      () => bob,
    ),
    'text',
  ],
  [
    'e-mail change',
    () => '/api/mail-change.php',
    json('POST', { email: `new${NUL}@example.org`, password: PASSWORD }, () => bob),
    'email',
  ],
  [
    'discount code of a payment',
    () => '/api/payment.php',
    json('POST', { tier: 'small', method: 'creditcard', discount_code: `FLAME${NUL}` }, () => bob),
    'discount_code',
  ],
  [
    'search region',
    () => `/api/members.php?countryregion=Bay${encodeURIComponent(NUL)}ern`,
    () => ({}),
    'countryregion',
  ],
  [
    'discount code lookup',
    () => `/api/discountcode.php?code=FLAME${encodeURIComponent(NUL)}`,
    () => ({ cookie: bob.cookie }),
    'code',
  ],
  [
    'complaint message',
    () => '/api/complaints.php',
    json('POST', { reason: 'other', message: `a${NUL}`, name: 'Ann', email: 'ann@example.org' }),
    'message',
  ],
  [
    'report reason text',
    () => '/api/report.php',
    json(
      'POST',
      () => ({ id: alice.id, reason: 'spam', message: `a\u001b[31m` }),
      () => bob,
    ),
    'message',
  ],
];

describe('a control character in a text field', () => {
  it.each(cases)('%s: 400 with a field error', async (_name, path, init, field) => {
    const res = await h.request(path(), init());
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields[field]).toBe('control_characters');
  });

  it('writes nothing', async () => {
    const [before] = await h.db.select().from(profiles).where(eq(profiles.userId, bob.id));
    await h.request('/api/profile.php', json('PATCH', { about_me: `x${NUL}`, city: 'Oslo' }, () => bob)());
    const [after] = await h.db.select().from(profiles).where(eq(profiles.userId, bob.id));
    expect(after).toEqual(before);
    const [user] = await h.db.select().from(users).where(eq(users.email, 'nul@example.org'));
    expect(user).toBeUndefined();
  });

  it('a line break and a tab stay allowed where text has lines; one-line fields refuse them', async () => {
    const about = 'First line\r\nSecond line\twith a tab';
    const ok = await h.request('/api/profile.php', json('PATCH', { about_me: about }, () => bob)());
    expect(ok.status).toBe(200);
    expect(ok.body.profile.about_me).toBe(about);
    const city = await h.request('/api/profile.php', json('PATCH', { city: 'Ber\nlin' }, () => bob)());
    expect(city.status).toBe(400);
    expect(city.body.error.fields).toEqual({ city: 'control_characters' });
  });
});
