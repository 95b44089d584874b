import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money-format.ts';

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
