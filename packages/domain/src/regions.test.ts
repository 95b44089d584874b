import { describe, expect, it } from 'vitest';
import { checkRegion } from './regions.ts';

describe('checkRegion', () => {
  const nl = ['Noord-Holland', 'Utrecht'];
  it('accepts a region of the country', () => {
    expect(checkRegion('NL', 'Utrecht', nl)).toEqual({ region: 'Utrecht' });
  });
  it('refuses a region of another country or a made-up one', () => {
    expect(checkRegion('NL', 'Bayern', nl)).toBe('invalid');
  });
  it('accepts no region, with or without a region label', () => {
    expect(checkRegion('NL', null, nl)).toEqual({ region: null });
    expect(checkRegion('BR', null, [])).toEqual({ region: null });
  });
  it('refuses any region for a country without a region label', () => {
    expect(checkRegion('BR', 'São Paulo', ['São Paulo'])).toBe('invalid');
  });
});
