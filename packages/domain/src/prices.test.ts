import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencySchema,
  discountApplies,
  divideRoundHalfUp,
  fromMinorUnits,
  minorUnitDigits,
  percentOf,
  priceQuote,
  toBasisPoints,
  toMinorUnits,
} from './prices.ts';

describe('§9 money in minor units: rounding half-up', () => {
  it.each([
    [10, 4, 3], // 2.5 → 3
    [9, 4, 2], // 2.25 → 2
    [11, 4, 3], // 2.75 → 3
    [8, 4, 2],
    [0, 7, 0],
    [-10, 4, -3], // half away from zero
    [-9, 4, -2],
  ])('%i / %i → %i', (n, d, q) => {
    expect(divideRoundHalfUp(n, d)).toBe(q);
  });

  it.each([
    [1495, 25, 374], // 373.75
    [1000, 12.5, 125],
    [999, 12.5, 125], // 124.875
    [199, 50, 100], // 99.5 → 100
    [1, 49.99, 0],
    [1000, 0, 0],
  ])('%i minor × %s %% → %i', (amount, pct, off) => {
    expect(percentOf(amount, pct)).toBe(off);
  });

  it('keeps percentages as integer basis points', () => {
    expect(toBasisPoints(12.5)).toBe(1250);
    expect(toBasisPoints(0.1 + 0.2)).toBe(30);
  });
});

describe('§9 currencies and minor-unit digits', () => {
  it('prices in 8 currencies, all with 2 decimals', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'GBP', 'PLN', 'DKK', 'SEK', 'NOK', 'CHF']);
    for (const c of CURRENCIES) expect(minorUnitDigits(c)).toBe(2);
    expect(currencySchema.safeParse('JPY').success).toBe(false);
  });

  it.each([
    ['JPY', 0],
    ['isk', 0],
    ['KWD', 3],
    ['XYZ', 2],
  ])('%s has %i decimals', (c, digits) => {
    expect(minorUnitDigits(c)).toBe(digits);
  });

  it.each([
    ['14.95', 'EUR', 1495],
    [14.95, 'EUR', 1495],
    ['0.1', 'EUR', 10],
    ['14', 'EUR', 1400],
    ['14.955', 'EUR', 1496],
    ['14.954', 'EUR', 1495],
    [' 3 ', 'CHF', 300],
    ['-1.005', 'EUR', -101],
    ['1000', 'JPY', 1000],
    ['999.5', 'JPY', 1000],
    ['1.2345', 'KWD', 1235],
  ])('%j %s → %i minor units', (major, currency, minor) => {
    expect(toMinorUnits(major, currency)).toBe(minor);
  });

  it.each(['', '1,50', 'abc', '1e3', '.5'])('rejects %j', (text) => {
    expect(() => toMinorUnits(text, 'EUR')).toThrow(RangeError);
  });

  it.each([
    [1495, 'EUR', '14.95'],
    [5, 'EUR', '0.05'],
    [0, 'EUR', '0.00'],
    [-250, 'GBP', '-2.50'],
    [1000, 'JPY', '1000'],
    [1235, 'KWD', '1.235'],
  ])('%i %s → %s', (minor, currency, text) => {
    expect(fromMinorUnits(minor, currency)).toBe(text);
  });
});

describe('§9 price with discount and payment fee', () => {
  it.each([
    [{ valuePercentage: 25 }, 1495, 'EUR', null],
    [{ valuePercentage: 25, currency: 'eur' }, 1495, 'EUR', null],
    [{ valuePercentage: 25, currency: 'GBP' }, 1495, 'EUR', 'code_wrong_country'],
    [{ valuePercentage: 25, minimumOrderValue: 1495 }, 1495, 'EUR', null],
    [{ valuePercentage: 25, minimumOrderValue: 1496 }, 1495, 'EUR', 'code_below_minimum'],
    [{ valuePercentage: 25, minimumOrderValue: null, currency: null }, 1, 'EUR', null],
  ])('%j on %i %s → %s', (discount, amount, currency, error) => {
    expect(discountApplies(discount, amount, currency)).toBe(error);
  });

  it('without discount or fee the total is the price', () => {
    expect(priceQuote({ amountMinor: 6995, currency: 'EUR' })).toEqual({
      currency: 'EUR',
      base: 6995,
      discount: 0,
      discountError: null,
      subtotal: 6995,
      fee: 0,
      total: 6995,
    });
  });

  it('takes the discount first, then the fee on what remains', () => {
    // 25 % of 69.95 = 17.4875 → 17.49; fee 1.8 % of 52.46 = 0.94428 → 0.94, plus 0.25.
    expect(
      priceQuote({
        amountMinor: 6995,
        currency: 'EUR',
        discount: { valuePercentage: 25 },
        fee: { percentBp: 180, fixedMinor: 25 },
      }),
    ).toEqual({
      currency: 'EUR',
      base: 6995,
      discount: 1749,
      discountError: null,
      subtotal: 5246,
      fee: 119,
      total: 5365,
    });
  });

  it('ignores a discount that does not apply and says why', () => {
    const q = priceQuote({
      amountMinor: 1495,
      currency: 'EUR',
      discount: { valuePercentage: 25, minimumOrderValue: 3000 },
      fee: null,
    });
    expect(q).toMatchObject({ discount: 0, discountError: 'code_below_minimum', total: 1495 });
  });

  it('works for a currency without decimals', () => {
    expect(
      priceQuote({
        amountMinor: 2999,
        currency: 'JPY',
        discount: { valuePercentage: 12.5 },
        fee: { percentBp: 349, fixedMinor: 40 },
      }),
    ).toMatchObject({ discount: 375, subtotal: 2624, fee: 132, total: 2756 });
  });
});
