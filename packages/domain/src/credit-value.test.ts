import { describe, expect, it } from 'vitest';
import { creditsInMoney, valuingBundle } from './credit-value.ts';
import { DEFAULT_BUNDLES } from './premium.ts';

describe('credits in money', () => {
  it('values a credit at the smallest bundle’s price per credit, rounded half-up', () => {
    expect(valuingBundle(DEFAULT_BUNDLES)?.tier).toBe('p0');
    // 20 credits for 14.95: one credit 0.7475 → 0.75, three 2.2425 → 2.24.
    expect(creditsInMoney(1, DEFAULT_BUNDLES, 'EUR')).toBe(75);
    expect(creditsInMoney(3, DEFAULT_BUNDLES, 'EUR')).toBe(224);
    expect(creditsInMoney(0, DEFAULT_BUNDLES, 'GBP')).toBe(0);
    expect(creditsInMoney(1, [], 'EUR')).toBeNull();
  });
});
