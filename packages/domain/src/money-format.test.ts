import { describe, expect, it } from 'vitest';
import { amountForInput, formatMoney, parseMoney } from './money-format.ts';

describe('formatMoney', () => {
  it('shows minor units in the language’s way', () => {
    expect(formatMoney(2499, 'EUR', 'en')).toBe('€24.99');
    expect(formatMoney(2499, 'EUR', 'de')).toMatch(/^24,99\s€$/);
  });
});

describe('parseMoney', () => {
  it('reads a typed amount as minor units, with a point or a comma', () => {
    expect(parseMoney('24.99', 'EUR')).toBe(2499);
    expect(parseMoney(' 24,9 ', 'EUR')).toBe(2490);
    expect(parseMoney('25', 'EUR')).toBe(2500);
  });
  it('knows currencies without cents', () => {
    expect(parseMoney('2500', 'JPY')).toBe(2500);
    expect(parseMoney('25.5', 'JPY')).toBeNull();
  });
  it('refuses what is not a plain amount', () => {
    for (const typed of ['', '-5', '1.234', '1e3', '12.', 'abc', '1,000.00'])
      expect(parseMoney(typed, 'EUR')).toBeNull();
  });
});

describe('amountForInput', () => {
  it('writes the amount as the language types it, and parseMoney reads it back', () => {
    expect(amountForInput(5000, 'EUR', 'fr')).toBe('50,00');
    expect(amountForInput(123456, 'EUR', 'de')).toBe('1234,56');
    expect(amountForInput(5000, 'GBP', 'en')).toBe('50.00');
    expect(amountForInput(1000, 'JPY', 'en')).toBe('1000');
    for (const locale of ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']) {
      expect(parseMoney(amountForInput(123456, 'EUR', locale), 'EUR')).toBe(123456);
    }
  });
});
