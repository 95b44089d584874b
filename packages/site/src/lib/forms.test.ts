/** Redirect targets after login and language switch can never leave the site. */
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './forms.ts';

describe('safeRedirect', () => {
  it.each([
    ['/members?page=2', '/members?page=2'],
    ['/', '/'],
    ['//evil.example/x', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['https://evil.example', '/fallback'],
    ['members', '/fallback'],
    ['', '/fallback'],
    [null, '/fallback'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target, '/fallback')).toBe(expected);
  });
});
