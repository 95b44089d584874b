/** Login, current user, language and logout as a browser or loader calls them (spec §7, §8). */
import { loginAttempts, sessions, users } from '@dating/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userResponseSchema } from '@dating/contract';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

describe('POST /api/user.php (login)', () => {
  it('logs a member in with a 30-day HttpOnly SameSite=Lax session cookie and returns the user', async () => {
    const res = await h.login('alice@velvet.demo');
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const user = userResponseSchema.parse(res.body).user!;
    expect(user.email).toBe('alice@velvet.demo');
    expect(user.paid_user).toBe(false);
    expect(user.profile.main_image?.filename).toMatch(/\.webp$/);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    expect((await h.login('  ALICE@Velvet.demo ')).status).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await h.login('bob@velvet.demo');
    const token = cookie.split('=')[1]!;
    const stored = await h.db.select({ id: sessions.id }).from(sessions);
    expect(stored.some((s) => s.id === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
  });

  it('rotates the session at login: the old cookie stops working', async () => {
    const first = await h.login('alice@velvet.demo');
    const second = await h.request('/api/user.php', {
      ...json({ email: 'alice@velvet.demo', password: 'demo-pass-2026' }),
      cookie: first.cookie,
    });
    expect(second.status).toBe(200);
    expect((await h.request('/api/user.php', { cookie: first.cookie })).body.user).toBeNull();
  });

  it.each([
    ['a wrong password', 'alice@velvet.demo', 'wrong-password'],
    ['an unknown e-mail', 'nobody@velvet.demo', 'demo-pass-2026'],
  ])('refuses %s with the spec message', async (_case, email, password) => {
    const res = await h.request('/api/user.php', json({ email, password }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'login_failed', message: 'Login failed, please try again.' } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('does not let a member of one brand log in on another brand', async () => {
    const res = await h.request('/api/user.php', {
      ...json({ email: 'alice@velvet.demo', password: 'demo-pass-2026' }),
      origin: 'http://unknown-brand.localhost',
    });
    expect(res.status).toBe(404);
  });

  it('blocks an account after too many wrong passwords and says for how many minutes', async () => {
    let last = await h.request('/api/user.php', json({ email: 'carol@velvet.demo', password: 'nope-1' }));
    for (let i = 2; i <= 10 && last.status === 401; i++) {
      last = await h.request('/api/user.php', json({ email: 'carol@velvet.demo', password: `nope-${i}` }));
    }
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe('login_blocked');
    expect(last.body.error.params.minutes).toBeGreaterThan(0);
    expect(last.body.error.message).toBe(
      `Too many incorrect attempts, account blocked for ${last.body.error.params.minutes} min.`,
    );
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused while blocked.
    expect((await h.login('carol@velvet.demo')).status).toBe(429);
  });

  describe('bad input: 4xx with field errors, nothing written', () => {
    const cases: [string, RequestInit, number, Record<string, string> | undefined][] = [
      ['malformed JSON', { method: 'POST', body: '{"email":' }, 400, undefined],
      ['an empty body', { method: 'POST', body: '' }, 400, undefined],
      ['missing fields', json({}), 400, { email: 'required', password: 'required' }],
      ['wrong types', json({ email: 42, password: ['x'] }), 400, { email: 'invalid', password: 'invalid' }],
      ['an empty e-mail', json({ email: '', password: 'x' }), 400, { email: 'required' }],
      [
        'an over-long password',
        json({ email: 'a@b.c', password: 'x'.repeat(129) }),
        400,
        { password: 'too_long' },
      ],
    ];
    it.each(cases)('%s', async (_name, init, status, fields) => {
      const before = (await h.db.select({ n: count() }).from(loginAttempts))[0]?.n;
      const res = await h.request('/api/user.php', init);
      expect(res.status).toBe(status);
      expect(res.body.error.code).toBe('validation_failed');
      if (fields) expect(res.body.error.fields).toEqual(fields);
      const after = (await h.db.select({ n: count() }).from(loginAttempts))[0]?.n;
      expect(after).toBe(before);
    });

    it('a body over 1 MiB gets 413', async () => {
      const res = await h.request(
        '/api/user.php',
        json({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
      );
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('payload_too_large');
    });

    it('a state-changing call from a foreign origin is refused', async () => {
      const res = await h.request('/api/user.php', {
        ...json({ email: 'alice@velvet.demo', password: 'demo-pass-2026' }),
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden_origin');
      expect(res.headers.get('set-cookie')).toBeNull();
    });
  });
});

describe('GET /api/user.php', () => {
  it('answers null for a visitor', async () => {
    const res = await h.request('/api/user.php');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });

  it('returns every User field of spec §3 for a member', async () => {
    const { cookie } = await h.login('bob@velvet.demo');
    const res = await h.request('/api/user.php', { cookie });
    const user = userResponseSchema.parse(res.body).user!;
    expect(user).toMatchObject({
      email: 'bob@velvet.demo',
      paid_user: true,
      status: 'confirmed',
      language: 'en',
    });
    expect(user.credits).toBeGreaterThan(0);
    expect(Date.parse(user.signup_date)).not.toBeNaN();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('ignores a forged or over-long cookie', async () => {
    expect((await h.request('/api/user.php', { cookie: 'sid=forged' })).body.user).toBeNull();
    expect((await h.request('/api/user.php', { cookie: `sid=${'x'.repeat(5000)}` })).body.user).toBeNull();
  });
});

describe('PUT /api/user.php (language)', () => {
  it('stores the chosen locale for a member', async () => {
    const { cookie } = await h.login('alice@velvet.demo');
    const res = await h.request('/api/user.php', {
      method: 'PUT',
      body: JSON.stringify({ language: 'de' }),
      cookie,
    });
    expect(res.status).toBe(200);
    const [row] = await h.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.emailNormalized, 'alice@velvet.demo'));
    expect(row?.language).toBe('de');
    await h.request('/api/user.php', { method: 'PUT', body: JSON.stringify({ language: 'en' }), cookie });
  });

  it('needs a member (403 authentication_required)', async () => {
    const res = await h.request('/api/user.php', { method: 'PUT', body: JSON.stringify({ language: 'de' }) });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('refuses an unsupported language without writing', async () => {
    const { cookie } = await h.login('bob@velvet.demo');
    const res = await h.request('/api/user.php', {
      method: 'PUT',
      body: JSON.stringify({ language: 'xx' }),
      cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ language: 'unsupported' });
    expect((await h.request('/api/user.php', { cookie })).body.user.language).toBe('en');
  });
});

describe('POST /api/logout.php', () => {
  it('a GET changes nothing: the session goes on', async () => {
    const { cookie } = await h.login('alice@velvet.demo');
    const res = await h.request('/api/logout.php', { cookie });
    expect(res.status).toBe(404);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await h.request('/api/user.php', { cookie })).body.user?.email).toBe('alice@velvet.demo');
  });

  it('deletes the session on the server and clears the cookie', async () => {
    const { cookie } = await h.login('alice@velvet.demo');
    const res = await h.request('/api/logout.php', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0/);
    expect((await h.request('/api/user.php', { cookie })).body.user).toBeNull();
  });
});
