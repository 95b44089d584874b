import { describe, expect, it } from 'vitest';
import {
  SPENDING_CAP_COOLING_OFF_MS,
  changeSpendingCap,
  effectiveSpendingCap,
  monthPaidTotal,
  parseSpendingCap,
  spendingCapHoldsFrom,
  withinSpendingCap,
} from './spending-cap.ts';

const T0 = Date.UTC(2026, 10, 15, 12);
const none = { cap: null, previous: null, changedAt: null };

describe('spending cap', () => {
  it('a first cap and a lower cap hold at once', () => {
    const first = changeSpendingCap(none, 5000, T0);
    expect(effectiveSpendingCap(first, T0)).toBe(5000);
    expect(spendingCapHoldsFrom(first)).toBeNull();
    const lower = changeSpendingCap(first, 2000, T0 + 1000);
    expect(effectiveSpendingCap(lower, T0 + 1000)).toBe(2000);
  });

  it('a raise or removal waits out the cooling-off day, and two raises never skip it', () => {
    const first = changeSpendingCap(none, 5000, T0);
    const raised = changeSpendingCap(first, 9000, T0 + 1000);
    expect(effectiveSpendingCap(raised, T0 + 2000)).toBe(5000);
    expect(spendingCapHoldsFrom(raised)).toBe(T0 + 1000 + SPENDING_CAP_COOLING_OFF_MS);
    expect(effectiveSpendingCap(raised, T0 + 1000 + SPENDING_CAP_COOLING_OFF_MS)).toBe(9000);
    const again = changeSpendingCap(raised, null, T0 + 5000);
    expect(effectiveSpendingCap(again, T0 + 5000 + SPENDING_CAP_COOLING_OFF_MS - 1)).toBe(5000);
    expect(effectiveSpendingCap(again, T0 + 5000 + SPENDING_CAP_COOLING_OFF_MS)).toBeNull();
  });

  it('parses a typed cap with field errors', () => {
    expect(parseSpendingCap('50', 'EUR')).toEqual({ ok: true, cap: 5000 });
    expect(parseSpendingCap(' 49,95 ', 'EUR')).toEqual({ ok: true, cap: 4995 });
    expect(parseSpendingCap('', 'EUR')).toEqual({ ok: true, cap: null });
    expect(parseSpendingCap('abc', 'EUR')).toEqual({ ok: false, error: 'invalid' });
    expect(parseSpendingCap('-5', 'EUR')).toEqual({ ok: false, error: 'invalid' });
    expect(parseSpendingCap('0', 'EUR')).toEqual({ ok: false, error: 'too_small' });
    expect(parseSpendingCap('100001', 'EUR')).toEqual({ ok: false, error: 'too_big' });
  });

  it('counts the calendar month of the site zone, in the site currency', () => {
    const paid = [
      { totalMinor: 1495, currency: 'EUR', settledAt: Date.UTC(2026, 10, 1, 0, 30) }, // 1 Nov 01:30 Amsterdam
      { totalMinor: 3495, currency: 'EUR', settledAt: Date.UTC(2026, 9, 31, 22, 30) }, // 31 Oct 23:30 Amsterdam
      { totalMinor: 999, currency: 'USD', settledAt: T0 },
    ];
    expect(monthPaidTotal(paid, 'EUR', T0, 'Europe/Amsterdam')).toBe(1495);
  });

  it('refuses what would go above the cap', () => {
    expect(withinSpendingCap({ cap: null, paidThisMonth: 99999, amount: 1 })).toBe(true);
    expect(withinSpendingCap({ cap: 5000, paidThisMonth: 1495, amount: 3495 })).toBe(true);
    expect(withinSpendingCap({ cap: 5000, paidThisMonth: 1495, amount: 3506 })).toBe(false);
  });
});
