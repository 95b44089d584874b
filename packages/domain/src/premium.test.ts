import { describe, expect, it } from 'vitest';
import { CURRENCIES, countryCurrency } from './prices.ts';
import {
  BUNDLE_TIERS,
  DEFAULT_BUNDLES,
  type PhotoAccess,
  bundleQuote,
  bundlesForCountry,
  bundlesSchema,
  canUploadPhoto,
  defineBundles,
  hasPremiumAccess,
  isPaidAfterPayment,
  isPremiumOnlyPhoto,
  maxPhotos,
  photoVisibility,
  popularBundle,
} from './premium.ts';

describe('§1/§4 Premium: buying any bundle makes a member paid', () => {
  it.each([
    [false, 'completed', true],
    [false, 'pending', false],
    [false, 'loading', false],
    [false, 'failed', false],
    [false, 'cancelled', false],
    [true, 'failed', true],
  ] as const)('was paid %s, payment %s → paid %s', (was, status, paid) => {
    expect(isPaidAfterPayment(was, status)).toBe(paid);
  });

  it.each([
    [true, 0, true],
    [true, 500, true],
    [false, 500, false],
    [false, 0, false],
  ])('paid %s with %i credits → premium features %s', (paid, credits, access) => {
    expect(hasPremiumAccess({ paid, credits })).toBe(access);
  });
});

describe('§5 Photos: 3 free, 25 premium', () => {
  it.each([
    [false, 3],
    [true, 25],
  ])('paid %s → max %i', (paid, max) => {
    expect(maxPhotos(paid)).toBe(max);
  });

  it.each([
    [0, false, true],
    [2, false, true],
    [3, false, false],
    [24, true, true],
    [25, true, false],
    [3, true, true],
  ])('%i photos, paid %s → may upload %s', (count, paid, ok) => {
    expect(canUploadPhoto(count, paid)).toBe(ok);
  });
});

describe('§6 Premium-only photos are blurred for members who are not paid', () => {
  const main: PhotoAccess = { ownerId: 1, isMain: true, premiumOnly: false };
  const open: PhotoAccess = { ownerId: 1, isMain: false, premiumOnly: false };
  const locked: PhotoAccess = { ownerId: 1, isMain: false, premiumOnly: true };
  const lockedMain: PhotoAccess = { ownerId: 1, isMain: true, premiumOnly: true };

  it.each([
    ['a main image, logged out', main, null, false, 'clear'],
    ['a main marked premium, free member', lockedMain, 2, false, 'clear'],
    ['another photo, logged out', open, null, false, 'blurred'],
    ['an open photo, free member', open, 2, false, 'clear'],
    ['a premium photo, free member', locked, 2, false, 'blurred'],
    ['a premium photo, paid member', locked, 2, true, 'clear'],
    ['a premium photo, its owner (free)', locked, '1', false, 'clear'],
  ] as const)('%s → %s', (_case, photo, id, paid, visibility) => {
    expect(photoVisibility(photo, { id, paid })).toBe(visibility);
  });

  it.each([
    [main, false],
    [open, false],
    [locked, true],
    [lockedMain, false],
  ])('premium-only %#', (photo, premiumOnly) => {
    expect(isPremiumOnlyPhoto(photo)).toBe(premiumOnly);
  });
});

describe('§9 Premium packages: 4 tiers, one popular', () => {
  it('has p0–p3 with prices in every currency and exactly one popular', () => {
    expect(DEFAULT_BUNDLES.map((b) => b.tier)).toEqual([...BUNDLE_TIERS]);
    expect(DEFAULT_BUNDLES.filter((b) => b.popular)).toHaveLength(1);
    expect(bundlesSchema.safeParse(DEFAULT_BUNDLES).success).toBe(true);
    for (const b of DEFAULT_BUNDLES) expect(Object.keys(b.prices).sort()).toEqual([...CURRENCIES].sort());
    expect(popularBundle(DEFAULT_BUNDLES).tier).toBe('p2');
  });

  it('bigger bundles cost less per credit in every currency', () => {
    for (const c of CURRENCIES) {
      const perCredit = DEFAULT_BUNDLES.map((b) => b.prices[c] / b.credits);
      expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
    }
  });

  it('lets an operator override credits, prices and the popular tier', () => {
    const bundles = defineBundles({
      p0: { credits: 25, prices: { EUR: 1995 } },
      p1: { popular: true },
      p2: { popular: false },
    });
    expect(bundles[0]).toMatchObject({ credits: 25, prices: { EUR: 1995, USD: 1599 } });
    expect(popularBundle(bundles).tier).toBe('p1');
    expect(defineBundles()).toEqual(DEFAULT_BUNDLES);
  });

  it.each([
    ['two popular', { p0: { popular: true } }],
    ['none popular', { p2: { popular: false } }],
    ['a fractional price', { p0: { prices: { EUR: 14.95 } } }],
    ['a zero price', { p3: { prices: { SEK: 0 } } }],
  ])('rejects %s', (_case, overrides) => {
    expect(() => defineBundles(overrides)).toThrow();
  });

  it('rejects tiers out of order', () => {
    expect(bundlesSchema.safeParse([...DEFAULT_BUNDLES].reverse()).success).toBe(false);
  });

  it('quotes a bundle with the welcome discount and a card fee', () => {
    const p0 = DEFAULT_BUNDLES[0]!;
    expect(bundleQuote(p0, 'EUR')).toMatchObject({ base: 1495, total: 1495 });
    expect(
      bundleQuote(p0, 'EUR', { discount: { valuePercentage: 25 }, fee: { percentBp: 180, fixedMinor: 25 } }),
    ).toMatchObject({ base: 1495, discount: 374, subtotal: 1121, fee: 45, total: 1166 });
  });
});

describe('§9 prices for single countries (ADR 0070)', () => {
  const bundles = defineBundles({ p1: { country_prices: { AT: { EUR: 2995 }, CH: { CHF: 3190 } } } });

  it('charges a member from the country its own price, in that country’s currency only', () => {
    const at = bundlesForCountry(bundles, 'at');
    expect(at[1]!.prices.EUR).toBe(2995);
    expect(at[1]!.prices.CHF).toBe(3390);
    expect(at[0]).toBe(bundles[0]);
    expect(bundlesForCountry(bundles, 'CH')[1]!.prices).toMatchObject({ EUR: 3495, CHF: 3190 });
  });

  it('leaves every other country, and an unknown one, at the site’s prices', () => {
    expect(bundlesForCountry(bundles, 'DE')).toEqual(bundles);
    expect(bundlesForCountry(bundles, null)).toEqual(bundles);
    expect(defineBundles()[1]!.country_prices).toBeUndefined();
  });

  it('knows the currency each priced country pays in', () => {
    expect([
      countryCurrency('at'),
      countryCurrency('CH'),
      countryCurrency('GB'),
      countryCurrency('CA'),
    ]).toEqual(['EUR', 'CHF', 'GBP', null]);
  });
});
