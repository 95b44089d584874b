import { describe, expect, it } from 'vitest';
import { dateFormatter, dateLocale } from './date-format.ts';

const day = new Date('2026-03-05T12:00:00Z');
const long = { dateStyle: 'long', timeZone: 'UTC' } as const;

describe('dates (spec §9 default date locale nl)', () => {
  it('writes dates in the member’s language', () => {
    expect(dateLocale('de')).toBe('de');
    expect(dateFormatter('de', long).format(day)).toBe('5. März 2026');
    expect(dateFormatter('en', long).format(day)).toBe('March 5, 2026');
  });

  it('writes them the Dutch way without a usable language', () => {
    for (const missing of [undefined, null, '', 'en_US', 'zz']) {
      expect(dateLocale(missing)).toBe('nl');
    }
    expect(dateFormatter(undefined, long).format(day)).toBe('5 maart 2026');
  });
});

describe('dateFormatter made once per language and options', () => {
  it('gives every caller asking the same the same formatter, and others their own', () => {
    const short = dateFormatter('de', { dateStyle: 'short' });
    expect(dateFormatter('de', { dateStyle: 'short' })).toBe(short);
    expect(dateFormatter('fr', { dateStyle: 'short' })).not.toBe(short);
    expect(dateFormatter('de', { dateStyle: 'long' })).not.toBe(short);
    expect(dateFormatter('de', { dateStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 28))).toBe(
      '28.11.26',
    );
  });
});
