import { describe, expect, it } from 'vitest';
import { reversalInWindow, reversalWindowEnds } from './reversal-windows.ts';

const collectedAt = new Date('2026-01-31T10:00:00Z');

describe('reversal windows', () => {
  it('accepts a returned debit up to 8 weeks after collection', () => {
    expect(reversalWindowEnds(collectedAt, 'returned')).toEqual(new Date('2026-03-28T10:00:00Z'));
    const at = (iso: string) => reversalInWindow({ collectedAt, reason: 'returned', now: new Date(iso) });
    expect(at('2026-03-28T10:00:00Z')).toBe(true);
    expect(at('2026-03-28T10:00:01Z')).toBe(false);
  });
  it('accepts an unauthorised debit up to 13 months after collection', () => {
    // 31 January + 13 months: February has no 31st, so the window ends on its last day.
    expect(reversalWindowEnds(collectedAt, 'unauthorised')).toEqual(new Date('2027-02-28T10:00:00Z'));
    expect(reversalWindowEnds(new Date('2026-05-15T00:00:00Z'), 'unauthorised')).toEqual(
      new Date('2027-06-15T00:00:00Z'),
    );
    const at = (iso: string) => reversalInWindow({ collectedAt, reason: 'unauthorised', now: new Date(iso) });
    expect(at('2026-12-01T00:00:00Z')).toBe(true);
    expect(at('2027-03-01T00:00:00Z')).toBe(false);
  });
});
