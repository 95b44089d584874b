import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site.ts';

const host = 'velvet.localhost:3000';
const post = (origin?: string | null, secFetchSite?: string) => ({
  method: 'POST',
  origin,
  secFetchSite,
  host,
});

describe('isCrossSiteRequest', () => {
  it.each([
    ['a foreign origin', post('http://evil.example')],
    ['a sibling subdomain', post('http://nl.velvet.localhost:3000')],
    ['the same host on another port', post('http://velvet.localhost:4000')],
    ['Origin: null', post('null')],
    ['an origin that is no URL', post('evil')],
    ['Sec-Fetch-Site: cross-site', post(undefined, 'cross-site')],
    ['Sec-Fetch-Site: same-site', post(undefined, 'same-site')],
    ['cross-site even with a matching Origin', post('http://velvet.localhost:3000', 'cross-site')],
    ['DELETE from a foreign origin', { ...post('http://evil.example'), method: 'delete' }],
    [
      'an <img> of another site (GET, no-cors)',
      { ...post(undefined, 'cross-site'), method: 'GET', secFetchMode: 'no-cors' },
    ],
    [
      'a sibling subdomain’s fetch (GET, cors)',
      { ...post(undefined, 'same-site'), method: 'GET', secFetchMode: 'cors' },
    ],
  ])('refuses %s', (_name, request) => {
    expect(isCrossSiteRequest(request)).toBe(true);
  });

  it.each([
    ['the same origin', post('http://velvet.localhost:3000')],
    ['the same origin in capitals', post('http://VELVET.localhost:3000')],
    ['Sec-Fetch-Site: same-origin', post(undefined, 'same-origin')],
    ['Sec-Fetch-Site: none (typed by the user)', post(undefined, 'none')],
    ['neither header (no browser)', post()],
    ['an empty Origin', post('')],
    [
      'a link from another site (navigation)',
      { ...post(undefined, 'cross-site'), method: 'GET', secFetchMode: 'navigate' },
    ],
    ['a GET with no Sec-Fetch-Mode', { ...post('http://evil.example', 'cross-site'), method: 'GET' }],
    ['a HEAD from anywhere', { ...post('null'), method: 'HEAD' }],
    ['a same-origin fetch', { ...post(undefined, 'same-origin'), method: 'GET', secFetchMode: 'cors' }],
  ])('accepts %s', (_name, request) => {
    expect(isCrossSiteRequest(request)).toBe(false);
  });
});
