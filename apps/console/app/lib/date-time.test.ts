import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('console dates', () => {
  it('are in the staff member’s language on Central European time', () => {
    const iso = '2026-11-25T08:41:07Z';
    expect(formatDateTime('de', iso, 'time')).toBe('09:41');
    expect(formatDateTime('nl', iso, 'medium')).toBe('25 nov 2026, 09:41:07');
    expect(formatDateTime('en', iso, 'short')).toBe('25 Nov 2026, 09:41');
  });

  it('give a day on the operator’s clock, and a stored calendar day as it was entered', () => {
    // 23:30 UTC is already the next day in Amsterdam.
    expect(formatDateTime('en', '2026-11-25T23:30:00Z', 'date')).toBe('26 Nov 2026');
    expect(formatDateTime('en', '2026-12-31T00:00:00Z', 'calendarDay')).toBe('31 Dec 2026');
    expect(formatDateTime('de', '2026-12-31T00:00:00Z', 'calendarDay')).toBe('31.12.2026');
  });

  it('follow summer time', () => {
    expect(formatDateTime('de', '2026-07-01T08:00:00Z', 'time')).toBe('10:00');
  });
});
