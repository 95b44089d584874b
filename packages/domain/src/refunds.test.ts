import { describe, expect, it } from 'vitest';
import {
  refundCredits,
  premiumAfterRefund,
  refundDeadline,
  refundRefusal,
  staffMayRefund,
} from './refunds.ts';
import { SUPPORT_REFUND_LIMIT_CENTS } from './staff.ts';

const settledAt = new Date('2026-03-01T12:00:00Z');
const paid = { status: 'completed', totalMinor: 2_499, settledAt, refunded: false };
const at = (days: number) => new Date(settledAt.getTime() + days * 86_400_000);
const check = (over: Partial<Parameters<typeof refundRefusal>[0]> = {}) =>
  refundRefusal({ payment: paid, kind: 'refund', amountMinor: 2_499, refundDays: 14, now: at(1), ...over });

describe('refundRefusal', () => {
  it('allows the whole amount or part of it within refund_days', () => {
    expect(check()).toBeNull();
    expect(check({ amountMinor: 1 })).toBeNull();
    expect(check({ now: at(14) })).toBeNull();
  });
  it('refuses after refund_days, a second refund, and more than was paid', () => {
    expect(check({ now: new Date(at(14).getTime() + 1) })).toBe('refund_too_late');
    expect(check({ payment: { ...paid, refunded: true } })).toBe('refund_already_made');
    expect(check({ amountMinor: 2_500 })).toBe('refund_above_paid');
    expect(check({ amountMinor: 0 })).toBe('refund_above_paid');
    expect(check({ amountMinor: 1.5 })).toBe('refund_above_paid');
  });
  it('refuses a payment that never completed', () => {
    for (const status of ['pending', 'failed', 'cancelled', 'expired'])
      expect(check({ payment: { ...paid, status } })).toBe('payment_not_refundable');
    expect(check({ payment: { ...paid, settledAt: null } })).toBe('payment_not_refundable');
  });
  it('lets the bank charge back or return a debit after refund_days', () => {
    expect(check({ kind: 'chargeback', now: at(90) })).toBeNull();
    expect(check({ kind: 'reversal', now: at(60) })).toBeNull();
    expect(check({ kind: 'chargeback', payment: { ...paid, refunded: true } })).toBe('refund_already_made');
  });
  it('lets a refund the provider already gave through whenever it comes (no window)', () => {
    expect(check({ refundDays: null, now: at(400) })).toBeNull();
  });
  it('counts the deadline in whole days from settlement', () => {
    expect(refundDeadline(settledAt, 0)).toEqual(settledAt);
    expect(refundDeadline(settledAt, 14)).toEqual(at(14));
  });
});

describe('staffMayRefund', () => {
  it('lets admins refund any amount, support up to its limit, operators nothing', () => {
    expect(staffMayRefund('admin', 10_000_000)).toBe(true);
    expect(staffMayRefund('support', SUPPORT_REFUND_LIMIT_CENTS)).toBe(true);
    expect(staffMayRefund('support', SUPPORT_REFUND_LIMIT_CENTS + 1)).toBe(false);
    expect(staffMayRefund('operator', 1)).toBe(false);
  });
});

describe('refundCredits', () => {
  const take = (over: Partial<Parameters<typeof refundCredits>[0]>) =>
    refundCredits({
      purchasedCredits: 100,
      amountMinor: 2_499,
      totalMinor: 2_499,
      balance: 500,
      ...over,
    });
  it('takes back every credit of a full refund that is still there, owing nothing', () => {
    expect(take({})).toEqual({ takeBack: 100, owed: 0 });
  });
  it('takes back at most what remains, never below zero, and the rest is owed', () => {
    expect(take({ balance: 30 })).toEqual({ takeBack: 30, owed: 70 });
    expect(take({ balance: 0 })).toEqual({ takeBack: 0, owed: 100 });
    expect(take({ balance: -5 })).toEqual({ takeBack: 0, owed: 100 });
  });
  it('takes back the refunded share of a partial refund, rounded up', () => {
    expect(take({ amountMinor: 1_250 })).toEqual({ takeBack: 51, owed: 0 });
    expect(take({ amountMinor: 1_250, balance: 50 })).toEqual({ takeBack: 50, owed: 1 });
    expect(take({ amountMinor: 1 })).toEqual({ takeBack: 1, owed: 0 });
    expect(take({ amountMinor: 0 })).toEqual({ takeBack: 0, owed: 0 });
  });
});

describe('premiumAfterRefund', () => {
  it('ends premium when nothing paid remains', () => {
    expect(premiumAfterRefund([])).toBe(false);
    expect(premiumAfterRefund([{ totalMinor: 2_499, refundedMinor: 2_499 }])).toBe(false);
  });
  it('keeps premium while another payment or an unrefunded part remains', () => {
    expect(
      premiumAfterRefund([
        { totalMinor: 2_499, refundedMinor: 2_499 },
        { totalMinor: 999, refundedMinor: 0 },
      ]),
    ).toBe(true);
    expect(premiumAfterRefund([{ totalMinor: 2_499, refundedMinor: 1_000 }])).toBe(true);
  });
});
