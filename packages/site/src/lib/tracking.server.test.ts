import { describe, expect, it } from 'vitest';
import { latestTracking, requestTracking, trackingCookie } from './tracking.server.ts';

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

describe('the tracking a member logs in with (last touch)', () => {
  const stored = `tracking=${encodeURIComponent(JSON.stringify({ network: 'first' }))}`;
  const form = (fields: Record<string, string> = {}) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };

  it('takes the newest source: the address, then the form, then the stored first touch', () => {
    expect(
      latestTracking(request('http://velvet.localhost/login?network=mail&ref=r2', stored), form()),
    ).toEqual({
      network: 'mail',
      ref: 'r2',
    });
    expect(
      latestTracking(request('http://velvet.localhost/login', stored), form({ network: 'lander' })),
    ).toEqual({
      network: 'lander',
    });
    expect(latestTracking(request('http://velvet.localhost/login', stored), form())).toEqual({
      network: 'first',
    });
    expect(latestTracking(request('http://velvet.localhost/login'), form({ email: 'a@b.c' }))).toEqual({});
  });
});
