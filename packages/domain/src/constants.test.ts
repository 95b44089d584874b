import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE_S,
  DEFAULT_DATE_LOCALE,
  DEFAULT_LOCALE,
  GEOLOCATION_MAX_AGE_MS,
  LIKES_RELOAD_AFTER_AUTO_LIKE_MS,
  LOADING_BAR,
  LOCALES,
  NICHES,
  PREFETCH_IDLE_TIMEOUT_MS,
  PREMIUM_MATCH_CLAIM_PERCENT,
  REGION_COUNTRIES,
  TERMS_VERSION_DEFAULT,
  WELCOME_DISCOUNT_PERCENT,
  cleanSupportPhone,
  hasRegionLabel,
  nicheSlugPrefix,
  termsVersionDate,
} from './constants.ts';

describe('§9 Terms version date', () => {
  it.each([
    [null, '2023-12-01T12:00:00.000Z'],
    ['2022-05-01T00:00:00Z', '2023-12-01T12:00:00.000Z'],
    ['2023-12-01T12:00:00Z', '2023-12-01T12:00:00.000Z'],
    ['2023-12-01T12:00:00.001Z', '2023-12-01T12:00:00.001Z'],
    ['2024-03-01T12:00:00Z', '2024-03-01T12:00:00.000Z'],
    ['not a date', '2023-12-01T12:00:00.000Z'],
  ])('company added %s → %s', (added, expected) => {
    expect(termsVersionDate(added).toISOString()).toBe(expected);
  });

  it('accepts a Date or epoch ms', () => {
    expect(termsVersionDate(new Date('2025-01-01T00:00:00Z')).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(termsVersionDate(0)).toEqual(TERMS_VERSION_DEFAULT);
  });
});

describe('§9 Support phone cleaned of dashes and spaces', () => {
  it.each([
    ['+31 20-794-6000', '+31207946000'],
    ['0800 123 456', '0800123456'],
    ['+4930123', '+4930123'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanSupportPhone(raw)).toBe(clean);
  });
});

describe('§9 Countries with a region label', () => {
  it('lists the 19', () => {
    expect(REGION_COUNTRIES.join(' ')).toBe('NL BE GB IE DE AT IT FR CH ES US CA AU NZ PL DK FI NO SE');
  });
  it.each([
    ['NL', true],
    ['se', true],
    ['JP', false],
  ])('%s → %s', (c, has) => {
    expect(hasRegionLabel(c)).toBe(has);
  });
});

describe('§1/§9 Niches 1–7 and slug prefixes', () => {
  it.each([
    [1, null],
    [2, 'she'],
    [3, 'bdsm'],
    [4, 'bbw'],
    [5, 'gilf'],
    [6, 'milf'],
    [7, 'gay'],
    [8, null],
  ])('niche %i → %s', (niche, prefix) => {
    expect(nicheSlugPrefix(niche)).toBe(prefix);
  });
  it('has 7', () => {
    expect(NICHES.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('§1/§9 Constants', () => {
  it('has 11 locales, default en, date locale nl', () => {
    expect(LOCALES).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(DEFAULT_DATE_LOCALE).toBe('nl');
  });
  it('has the timing and cookie constants', () => {
    expect(COOKIE_MAX_AGE_S).toEqual({ i18n_redirected: 31_536_000, auth: 2_592_000 });
    expect(GEOLOCATION_MAX_AGE_MS).toBe(3_600_000);
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2_000);
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5_000 });
    expect(LIKES_RELOAD_AFTER_AUTO_LIKE_MS).toBe(500);
    expect(PREMIUM_MATCH_CLAIM_PERCENT).toBe(46);
    expect(WELCOME_DISCOUNT_PERCENT).toBe(25);
  });
});
