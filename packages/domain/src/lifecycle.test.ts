import { describe, expect, it } from 'vitest';
import {
  LOCKOUT,
  REACTIVATION_WINDOW_MS,
  accountLifecycle,
  canReactivate,
  isEraseDue,
  loginLockout,
  reactivationDeadline,
} from './lifecycle.ts';

const DAY = 86_400_000;
const deleted = new Date('2026-11-01T10:00:00Z');
const day = (d: number, extraMs = 0) => new Date(deleted.getTime() + d * DAY + extraMs);

describe('§4/§9 Account deletion: reactivation within 14 days', () => {
  it('is 14 × 24 h to the millisecond', () => {
    expect(REACTIVATION_WINDOW_MS).toBe(1_209_600_000);
    expect(reactivationDeadline(deleted).toISOString()).toBe('2026-11-15T10:00:00.000Z');
  });

  it.each([
    [day(0), true],
    [day(13), true],
    [day(14, -1), true],
    [day(14), true], // day 14: yes
    [day(14, 1), false],
    [day(15), false], // day 15: no
  ])('at %s → can reactivate %s', (now, ok) => {
    expect(canReactivate(deleted, now)).toBe(ok);
    expect(isEraseDue(deleted.getTime(), now.getTime())).toBe(!ok);
  });

  it.each([
    [null, day(20), { state: 'active' }],
    [deleted, day(14), { state: 'pending_deletion', reactivateUntil: day(14) }],
    [deleted, day(14, 1), { state: 'erase_due' }],
  ])('deleted %s, at %s → %j', (deletedAt, now, state) => {
    expect(accountLifecycle(deletedAt, now)).toEqual(state);
  });
});

const MIN = 60_000;
const now = 100 * MIN;
const failures = (n: number, lastAgoMs = 0) =>
  Array.from({ length: n }, (_, i) => now - lastAgoMs - i * 1_000);

describe('§4/§8 Login lockout: 5 wrong attempts in 15 minutes block for 15 minutes', () => {
  it('uses 5 attempts, 15 min window, 15 min block', () => {
    expect(LOCKOUT).toEqual({ maxFailures: 5, windowMs: 15 * MIN, blockMs: 15 * MIN });
  });

  it.each([
    [0, false, 0],
    [4, false, 0], // the 4th wrong attempt still lets the 5th try
    [5, true, 15], // the 5th blocks
    [6, true, 15],
  ])('%i recent failures → blocked %s for %i min', (n, blocked, minutes) => {
    expect(loginLockout(failures(n), now)).toEqual({ blocked, minutesLeft: minutes });
  });

  it('counts minutes down from the latest failure, rounding up', () => {
    expect(loginLockout(failures(5, 10 * MIN + 1), now)).toEqual({ blocked: true, minutesLeft: 5 });
    expect(loginLockout(failures(5, 14 * MIN + 50_000), new Date(now))).toEqual({
      blocked: true,
      minutesLeft: 1,
    });
  });

  it('ignores failures older than the window and in the future, and unblocks when the block ends', () => {
    expect(loginLockout(failures(5, LOCKOUT.windowMs), now)).toEqual({ blocked: false, minutesLeft: 0 });
    expect(loginLockout([...failures(4), now + 1_000], now)).toEqual({ blocked: false, minutesLeft: 0 });
    const old = [4, 3, 2, 1, 0].map((s) => now - LOCKOUT.blockMs - s * 1_000);
    expect(loginLockout(old, now)).toEqual({ blocked: false, minutesLeft: 0 });
  });

  it('scales the threshold with a factor (per IP)', () => {
    expect(loginLockout(failures(19), now, 4).blocked).toBe(false);
    expect(loginLockout(failures(20), now, 4).blocked).toBe(true);
  });
});
