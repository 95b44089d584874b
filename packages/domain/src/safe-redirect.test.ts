import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const ORIGIN = 'http://velvet.localhost:3000';

describe('safeRedirect', () => {
  it.each([
    ['/members', '/members'],
    ['/members?page=2#top', '/members?page=2#top'],
    ['/members/%2F%2Fevil.example', '/members/%2F%2Fevil.example'],
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['http://velvet.localhost:3000/likes', '/likes'],
    ['/a/../chats', '/chats'],
  ])('keeps the same-origin target %j as %j', (target, path) => {
    expect(safeRedirect(target, ORIGIN)).toBe(path);
  });

  it.each([
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline (an invalid header)', '/members\nSet-Cookie: x=1'],
    ['a carriage return', '/members\r'],
    ['a NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['protocol-relative', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['another origin', 'https://evil.example'],
    ['another scheme of this host', 'https://velvet.localhost:3000/members'],
    ['another port of this host', 'http://velvet.localhost:4000/members'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a path normalised to //', '/.//evil.example'],
    ['userinfo to another host', 'http://velvet.localhost:3000@evil.example/'],
    ['an unparsable URL', 'http://[::1'],
    ['empty', ''],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirect(target, ORIGIN, '/fallback')).toBe('/fallback');
  });

  it('refuses what is not a string and defaults to the home page', () => {
    expect(safeRedirect(null, ORIGIN)).toBe('/');
    expect(safeRedirect(undefined, ORIGIN)).toBe('/');
    expect(safeRedirect(['/members'], ORIGIN)).toBe('/');
  });

  it('refuses everything when the site origin itself is not a URL', () => {
    expect(safeRedirect('/members', 'not an origin')).toBe('/');
  });
});
