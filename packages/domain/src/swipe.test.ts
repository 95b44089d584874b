import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TIME_ZONE, SWIPE_LIKES_PER_DAY, swipeQuota } from './swipe.ts';

const AMS = 'Europe/Amsterdam';
const now = Date.parse('2026-11-22T15:00:00Z'); // 16:00 in Amsterdam
const earlier = (n: number) => Array.from({ length: n }, (_, i) => now - (i + 1) * 60_000);

describe('§4/§9 Swipe game: 4 likes a day', () => {
  it('allows 4 a day, in the site zone by default', () => {
    expect(SWIPE_LIKES_PER_DAY).toBe(4);
    expect(DEFAULT_SITE_TIME_ZONE).toBe(AMS);
  });

  it.each([
    [0, 4, true],
    [3, 1, true], // the 4th like is allowed
    [4, 0, false], // the 5th is not
    [6, 0, false],
  ])('%i likes today → %i left, can like %s', (used, remaining, canLike) => {
    expect(swipeQuota(earlier(used), now, AMS)).toEqual({
      used,
      remaining,
      canLike,
      resetsAt: new Date('2026-11-22T23:00:00Z'),
    });
  });

  it('counts only likes of today in the site zone', () => {
    const likes = [
      Date.parse('2026-11-21T22:59:59Z'), // 23:59:59 yesterday in Amsterdam
      Date.parse('2026-11-21T23:00:00Z'), // 00:00 today
      new Date('2026-11-22T14:00:00Z'),
      now + 60_000, // not yet
    ];
    expect(swipeQuota(likes, new Date(now), AMS)).toMatchObject({ used: 2, remaining: 2 });
    // In UTC both evening likes fall on 21 November.
    expect(swipeQuota(likes, now, 'UTC')).toMatchObject({ used: 1, remaining: 3 });
  });

  it.each([
    ['2026-11-22T22:59:59.999Z', 0, false, '2026-11-22T23:00:00.000Z'],
    ['2026-11-22T23:00:00.000Z', 4, true, '2026-11-23T23:00:00.000Z'],
  ])('at %s the quota is %i (reset at local midnight)', (at, remaining, canLike, resetsAt) => {
    const t = Date.parse(at);
    const likes = [Date.parse('2026-11-22T20:00:00Z'), ...earlier(3)];
    const q = swipeQuota(likes, t);
    expect(q.remaining).toBe(remaining);
    expect(q.canLike).toBe(canLike);
    expect(q.resetsAt.toISOString()).toBe(resetsAt);
  });
});
