import { describe, expect, it } from 'vitest';
import { type RefundRequestFacts, bundleUnused, refundRequestRefusal } from './refund-requests.ts';

const settledAt = new Date('2026-03-01T12:00:00Z');
const day = (n: number) => new Date(settledAt.getTime() + n * 86_400_000);
const facts: RefundRequestFacts = {
  status: 'completed',
  settledAt,
  refunded: false,
  requested: false,
  credits: 100,
  purchaseRow: 50,
  lastSpendRow: 49,
  balance: 100,
};
const ask = (over: Partial<RefundRequestFacts> = {}, now = day(1)) =>
  refundRequestRefusal({ ...facts, ...over }, 14, now);

describe('refundRequestRefusal', () => {
  it('lets the member ask for an unused bundle within refund_days', () => {
    expect(ask()).toBeNull();
    expect(ask({ lastSpendRow: null, balance: 130 }, day(14))).toBeNull();
  });
  it('refuses a second request, whatever became of the first', () => {
    expect(ask({ requested: true })).toBe('refund_request_exists');
  });
  it('refuses after refund_days', () => {
    expect(ask({}, new Date(day(14).getTime() + 1))).toBe('refund_request_too_late');
  });
  it('refuses a payment that did not complete or already went back', () => {
    expect(ask({ status: 'pending', settledAt: null })).toBe('refund_not_possible');
    expect(ask({ status: 'refunded', refunded: true })).toBe('refund_not_possible');
  });
  it('refuses a spent bundle', () => {
    expect(ask({ lastSpendRow: 51 })).toBe('refund_bundle_used');
    expect(ask({ balance: 99 })).toBe('refund_bundle_used');
    expect(ask({ purchaseRow: null })).toBe('refund_bundle_used');
  });
});

describe('bundleUnused', () => {
  it('holds when nothing left the balance since the purchase and its credits are there', () => {
    expect(bundleUnused(facts)).toBe(true);
    expect(bundleUnused({ ...facts, lastSpendRow: 60 })).toBe(false);
  });
});
