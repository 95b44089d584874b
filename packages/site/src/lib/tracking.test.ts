import { describe, expect, it } from 'vitest';
import { withTracking } from './tracking.ts';
import { requestTracking } from './tracking.server.ts';

describe('withTracking', () => {
  it('adds the tracking keys to a link, after an existing query and before a hash', () => {
    expect(withTracking('/signup', { network: 'n1', sub2: 'x y' })).toBe('/signup?network=n1&sub2=x+y');
    expect(withTracking('/signup?a=1#f', { ref: 'r' })).toBe('/signup?a=1&ref=r#f');
    expect(withTracking('/signup', {})).toBe('/signup');
    expect(withTracking('/signup', undefined)).toBe('/signup');
  });
});

describe('requestTracking', () => {
  const form = (entries: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(entries)) f.set(k, v);
    return f;
  };
  it('takes the cookie first, then the query, then the posted form', () => {
    const cookie = `tracking=${encodeURIComponent(JSON.stringify({ network: 'cookie' }))}`;
    const withCookie = new Request('http://x/signup?network=query', { headers: { cookie } });
    expect(requestTracking(withCookie, form({ network: 'form' }))).toEqual({ network: 'cookie' });
    expect(requestTracking(new Request('http://x/signup?network=query'), form({ network: 'form' }))).toEqual({
      network: 'query',
    });
    expect(
      requestTracking(new Request('http://x/signup'), form({ network: 'form', sub3: 's3', name: 'x' })),
    ).toEqual({
      network: 'form',
      sub3: 's3',
    });
    expect(requestTracking(new Request('http://x/signup'))).toEqual({});
  });
});
