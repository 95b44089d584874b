import { describe, expect, it } from 'vitest';
import { GIFTS, ICEBREAKERS, isGift } from './gifts.ts';

describe('gift catalogue (issue 7)', () => {
  it('knows its gifts and nothing else', () => {
    expect(GIFTS).toHaveLength(8);
    for (const g of GIFTS) expect(isGift(g)).toBe(true);
    expect(isGift('yacht')).toBe(false);
    expect(isGift(7)).toBe(false);
    expect(isGift(undefined)).toBe(false);
  });

  it('offers several icebreaker lines, each with its own key', () => {
    expect(ICEBREAKERS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(ICEBREAKERS).size).toBe(ICEBREAKERS.length);
  });
});
