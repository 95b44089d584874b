import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_IDS,
  availablePaymentMethods,
  isPaymentMethodAvailable,
  methodFee,
  paymentMethodById,
  paymentMethodError,
  paymentMethodIdSchema,
} from './payment-methods.ts';
import { CURRENCIES, priceQuote } from './prices.ts';

const ids = (list: readonly { id: string }[]) => list.map((m) => m.id);

describe('§9 Payment methods', () => {
  it('lists the 19 methods of the spec, in order, each with a fee in at least one currency', () => {
    expect(PAYMENT_METHOD_IDS).toHaveLength(19);
    expect(ids(PAYMENT_METHODS)).toEqual([...PAYMENT_METHOD_IDS]);
    for (const m of PAYMENT_METHODS) {
      expect(Object.keys(m.fee.fixed).length).toBeGreaterThan(0);
      for (const c of Object.keys(m.fee.fixed)) expect(CURRENCIES).toContain(c);
      expect(m.fee.percentBp).toBeGreaterThanOrEqual(0);
      expect(m.countries.length).toBeGreaterThan(0);
    }
    expect(paymentMethodIdSchema.safeParse('ideal').success).toBe(true);
    expect(paymentMethodIdSchema.safeParse('bitcoin').success).toBe(false);
  });

  it('marks Sofort and Giropay discontinued', () => {
    expect(PAYMENT_METHODS.filter((m) => m.discontinued).map((m) => m.id)).toEqual(['giropay', 'sofort']);
  });

  it.each([
    [
      'NL',
      'EUR',
      [
        'sepa_direct_debit',
        'wire_transfer',
        'mastercard',
        'visa',
        'credit_card',
        'ideal',
        'apple_pay',
        'paysafecard',
        'maestro',
        'paypal',
      ],
    ],
    [
      'PL',
      'PLN',
      [
        'przelewy24',
        'blik',
        'wire_transfer',
        'mastercard',
        'visa',
        'credit_card',
        'apple_pay',
        'paysafecard',
        'maestro',
        'paypal',
      ],
    ],
    [
      'DK',
      'DKK',
      [
        'wire_transfer',
        'mastercard',
        'visa',
        'credit_card',
        'dankort',
        'apple_pay',
        'paysafecard',
        'maestro',
        'paypal',
      ],
    ],
    [
      'US',
      'USD',
      ['wire_transfer', 'mastercard', 'visa', 'credit_card', 'apple_pay', 'paysafecard', 'paypal'],
    ],
    [
      'de',
      'eur',
      [
        'sepa_direct_debit',
        'wire_transfer',
        'mastercard',
        'visa',
        'credit_card',
        'apple_pay',
        'paysafecard',
        'maestro',
        'paypal',
      ],
    ],
  ])('in %s paying %s: %j', (country, currency, expected) => {
    expect(ids(availablePaymentMethods({ country, currency }))).toEqual(expected);
  });

  it('lets an operator switch methods on and off', () => {
    const sofort = paymentMethodById('sofort')!;
    const ideal = paymentMethodById('ideal')!;
    expect(isPaymentMethodAvailable(sofort, { country: 'DE', currency: 'EUR' })).toBe(false);
    expect(
      isPaymentMethodAvailable(sofort, { country: 'DE', currency: 'EUR', enabled: { sofort: true } }),
    ).toBe(true);
    expect(
      isPaymentMethodAvailable(ideal, { country: 'NL', currency: 'EUR', enabled: { ideal: false } }),
    ).toBe(false);
  });

  it.each([
    ['visa', 'EUR', { percentBp: 180, fixedMinor: 25 }],
    ['paypal', 'gbp', { percentBp: 349, fixedMinor: 30 }],
    ['ideal', 'EUR', { percentBp: 0, fixedMinor: 29 }],
    ['ideal', 'USD', null],
  ])('fee of %s in %s → %j', (id, currency, fee) => {
    expect(methodFee(paymentMethodById(id)!, currency)).toEqual(fee);
  });

  it('adds the fee to a price', () => {
    const fee = methodFee(paymentMethodById('paypal')!, 'EUR');
    // 3.49 % of 69.95 = 2.441… → 2.44, plus 0.35
    expect(priceQuote({ amountMinor: 6995, currency: 'EUR', fee }).total).toBe(6995 + 244 + 35);
  });

  it.each([
    ['ideal', 'NL', 'EUR', null],
    ['ideal', 'BE', 'EUR', 'payment_method_unavailable'],
    ['bitcoin', 'NL', 'EUR', 'payment_method_unavailable'],
    ['giropay', 'DE', 'EUR', 'payment_method_unavailable'],
  ])('choosing %s in %s/%s → %s', (id, country, currency, error) => {
    expect(paymentMethodError(id, { country, currency })).toBe(error);
  });
});
