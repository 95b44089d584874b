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
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('is cleared as Secure at logout', async () => {
    const { cookie } = await h.login('bob@velvet.demo');
    const res = await h.request('/api/logout.php', { cookie });
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0.*Secure/);
  });
});
