import { describe, expect, it } from 'vitest';
import { hasSessionCookie, sessionCookieName, sessionCookiePair } from './session-cookie.ts';

describe('session cookie name', () => {
  it('is __Host- prefixed in production only', () => {
    expect(sessionCookieName(true)).toBe('__Host-sid');
    expect(sessionCookieName(false)).toBe('sid');
  });

  it('finds the session among Set-Cookie headers under either name', () => {
    expect(sessionCookiePair(['i18n_redirected=de; Path=/', 'sid=abc; HttpOnly'])).toBe('sid=abc');
    expect(sessionCookiePair(['__Host-sid=xyz; Secure; Path=/'])).toBe('__Host-sid=xyz');
    expect(sessionCookiePair(['xsid=1'])).toBeUndefined();
  });

  it('sees a session in a Cookie header under either name', () => {
    expect(hasSessionCookie('a=1; sid=abc')).toBe(true);
    expect(hasSessionCookie('__Host-sid=abc')).toBe(true);
    expect(hasSessionCookie('xsid=abc')).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });
});
