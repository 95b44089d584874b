import { describe, expect, it } from 'vitest';
import { requestTracking, trackingCookie } from './tracking.server.ts';

const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });

describe('the tracking cookie follows the cookie consent', () => {
  it('is not set before the visitor chose, nor after a reject; the query still carries the source', () => {
    const url = 'http://velvet.localhost/?network=partner1&ref=abc';
    expect(trackingCookie(request(url))).toBeNull();
    expect(trackingCookie(request(url, 'cookie_consent=rejected%3A2026-11-23'))).toBeNull();
    expect(requestTracking(request(url))).toEqual({ network: 'partner1', ref: 'abc' });
  });

  it('is removed when it exists without consent', () => {
    const header = trackingCookie(
      request('http://velvet.localhost/', 'tracking=%7B%22network%22%3A%22x%22%7D'),
    );
    expect(header).toMatch(/^tracking=; Path=\/; Max-Age=0/);
  });

  it('is set after an accept, once (first touch wins)', () => {
    const accepted = 'cookie_consent=accepted%3A2026-11-23';
    const header = trackingCookie(request('http://velvet.localhost/?network=partner1', accepted));
    expect(header).toContain('tracking=');
    expect(header).toContain('HttpOnly');
    const stored = `${accepted}; tracking=${encodeURIComponent(JSON.stringify({ network: 'first' }))}`;
    expect(trackingCookie(request('http://velvet.localhost/?network=second', stored))).toBeNull();
    expect(trackingCookie(request('http://velvet.localhost/', accepted))).toBeNull();
  });
});
