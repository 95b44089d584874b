/** The request context names the page a single-fetch data request is for (ADR 0051). */
import { describe, expect, it } from 'vitest';
import { pageRequest, routePattern } from './context.server.ts';

const url = (href: string, method = 'GET') => pageRequest(new Request(href, { method })).url;

describe('pageRequest', () => {
  it('keeps a document request as it is', () => {
    const request = new Request('http://velvet.localhost/members?page=2');
    expect(pageRequest(request)).toBe(request);
  });

  it('names the page of a data request, without the routes Remix asked for', () => {
    expect(url('http://velvet.localhost/members.data?page=2&_routes=root%2Cmembers')).toBe(
      'http://velvet.localhost/members?page=2',
    );
    expect(url('http://velvet.localhost/_root.data')).toBe('http://velvet.localhost/');
    expect(url('http://velvet.localhost/chats/7.data', 'POST')).toBe('http://velvet.localhost/chats/7');
  });

  it('keeps the method and the headers', () => {
    const request = pageRequest(
      new Request('http://velvet.localhost/chats/7.data', { method: 'POST', headers: { cookie: 'sid=a' } }),
    );
    expect(request.method).toBe('POST');
    expect(request.headers.get('cookie')).toBe('sid=a');
  });
});

describe('routePattern', () => {
  it('joins the matched routes’ paths as the logs name a page, without ids', () => {
    // The root has path '', a layout none, then the page's own route.
    expect(routePattern(['', undefined, 'members/:id'])).toBe('/members/:id');
    expect(routePattern(['', undefined, undefined])).toBe('/');
    expect(routePattern(['', 'chats/:id'])).toBe('/chats/:id');
  });
});
