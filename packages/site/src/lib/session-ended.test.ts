import { describe, expect, it } from 'vitest';
import { loginAfterSessionEnded, sessionEnded } from './session-ended.ts';

describe('loginAfterSessionEnded (spec §7, ADR 0034)', () => {
  it('opens the login page with the notice and the way back', () => {
    const href = loginAfterSessionEnded('/chats/4?x=1');
    expect(href).toBe('/login?session=ended&redirectTo=%2Fchats%2F4%3Fx%3D1');
    expect(sessionEnded(new URL(href, 'http://site.test').searchParams)).toBe(true);
  });

  it('leaves out a way back that is not a page of this site, or the login page itself', () => {
    expect(loginAfterSessionEnded('')).toBe('/login?session=ended');
    expect(loginAfterSessionEnded('//evil.test/x')).toBe('/login?session=ended');
    expect(loginAfterSessionEnded('/login?session=ended')).toBe('/login?session=ended');
  });

  it('shows no notice on a plain login page', () => {
    expect(sessionEnded(new URLSearchParams('redirectTo=%2Fchats'))).toBe(false);
  });
});
