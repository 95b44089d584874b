/** The locale cookie and the first-visit rule (spec §7, §9). */
import { describe, expect, it } from 'vitest';
import { countryName } from './format.ts';
import { localeCookie, readLocaleCookie, resolveLocale } from './config.ts';

describe('locale cookie i18n_redirected', () => {
  it('holds the plain locale code for 365 days', () => {
    expect(localeCookie('de', false)).toBe('i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('nl', true)).toMatch(/; Secure$/);
  });

  it.each([
    ['i18n_redirected=de', 'de'],
    ['a=1; i18n_redirected=sv; b=2', 'sv'],
    ['i18n_redirected=xx', null],
    ['i18n_redirected=ImRlIg%3D%3D', null],
    ['', null],
    [null, null],
  ])('reads %s as %s', (header, expected) => {
    expect(readLocaleCookie(header)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it('keeps the cookie when the domain offers it', () => {
    expect(resolveLocale({ cookie: 'fr', domainLanguage: 'de', allowed: ['de', 'fr'] })).toEqual({
      locale: 'fr',
      setCookie: false,
    });
  });
  it('uses the domain language on a first visit and sets the cookie', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: 'nl', allowed: ['nl', 'en'] })).toEqual({
      locale: 'nl',
      setCookie: true,
    });
  });
  it('replaces a cookie the domain does not offer', () => {
    expect(resolveLocale({ cookie: 'pl', domainLanguage: 'de', allowed: ['de', 'en'] })).toEqual({
      locale: 'de',
      setCookie: true,
    });
  });
  it('falls back to English for an unsupported domain language', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: 'pt', allowed: ['en'] })).toEqual({
      locale: 'en',
      setCookie: true,
    });
  });
});

describe('countryName', () => {
  it('names countries in the member’s language', () => {
    expect(countryName('DE', 'nl')).toBe('Duitsland');
    expect(countryName('NL', 'en')).toBe('Netherlands');
  });
});
