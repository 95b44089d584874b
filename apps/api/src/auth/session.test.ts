/** Session cookies in production are Secure (DESIGN.md §4); the token is never stored as is. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 2, production: true });
});
afterAll(() => h.close());

describe('session cookie in production', () => {
  it('is Secure, HttpOnly, SameSite=Lax and lasts 30 days', async () => {
    const res = await h.login('alice@velvet.demo');
    const cookie = res.headers.get('set-cookie') ?? '';
    // __Host-: the browser keeps it only Secure, with Path=/ and no Domain (ADR 0044).
    expect(cookie).toMatch(/^__Host-sid=[\w-]{43};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('is cleared as Secure at logout', async () => {
    const { cookie } = await h.login('bob@velvet.demo');
    const res = await h.request('/api/logout.php', { method: 'POST', cookie });
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-sid=;.*Max-Age=0.*Path=\/.*Secure/);
  });
});

describe('session cookie name', () => {
  it('in production only the __Host- cookie is a session; a plain sid is not read', async () => {
    const { cookie } = await h.login('alice@velvet.demo');
    expect((await h.request('/api/user.php', { cookie })).body.user?.email).toBe('alice@velvet.demo');
    const plain = cookie.replace(/^__Host-sid=/, 'sid=');
    expect((await h.request('/api/user.php', { cookie: plain })).body.user).toBeNull();
  });
});
