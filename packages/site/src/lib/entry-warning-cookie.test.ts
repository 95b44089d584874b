import { describe, expect, it } from 'vitest';
import { entryWarningCookie, readEntryWarningDismissal } from './entry-warning-cookie.ts';

describe('entry warning dismissal cookie', () => {
  it.each([
    ['entry_warning_dismissed=1763800000000', 1763800000000],
    ['a=1; entry_warning_dismissed=5; b=2', 5],
    ['entry_warning_dismissed=abc', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, value) => {
    expect(readEntryWarningDismissal(header)).toBe(value);
  });
  it('keeps the time for ten years', () => {
    expect(entryWarningCookie(42, true)).toBe(
      'entry_warning_dismissed=42; Path=/; Max-Age=315360000; SameSite=Lax; Secure',
    );
  });
});
