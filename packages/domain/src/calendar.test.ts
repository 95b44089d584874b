import { describe, expect, it } from 'vitest';
import { calendarDay, startOfNextDay, toMs } from './calendar.ts';

describe('§4 swipe day: instants and calendar days', () => {
  it('accepts Date and epoch ms alike', () => {
    expect(toMs(new Date('2026-11-22T10:00:00Z'))).toBe(Date.UTC(2026, 10, 22, 10));
    expect(toMs(123)).toBe(123);
  });

  it.each([
    ['2026-11-22T22:59:59Z', 'Europe/Amsterdam', '2026-11-22'],
    ['2026-11-22T23:00:00Z', 'Europe/Amsterdam', '2026-11-23'],
    ['2026-11-22T23:00:00Z', 'UTC', '2026-11-22'],
    ['2026-11-22T04:59:59Z', 'America/New_York', '2026-11-21'],
    ['2026-11-22T15:00:00Z', 'Asia/Tokyo', '2026-11-23'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(calendarDay(new Date(instant), zone)).toBe(day);
  });

  it.each([
    ['2026-11-22T14:59:59Z', 'Asia/Tokyo', '2026-11-22T15:00:00.000Z'],
    ['2026-03-28T22:30:00Z', 'Europe/Amsterdam', '2026-03-28T23:00:00.000Z'],
    // 29 March 2026 has 23 hours in Amsterdam; 25 October 25 hours.
    ['2026-03-29T12:00:00Z', 'Europe/Amsterdam', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25T12:00:00Z', 'Europe/Amsterdam', '2026-10-25T23:00:00.000Z'],
    // Chile skips midnight when DST starts: the day begins at 01:00 local.
    ['2026-09-05T12:00:00Z', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    ['2026-11-22T23:59:59.999Z', 'UTC', '2026-11-23T00:00:00.000Z'],
  ])('the day after %s in %s starts at %s', (instant, zone, next) => {
    expect(new Date(startOfNextDay(Date.parse(instant), zone)).toISOString()).toBe(next);
  });

  it('rejects an unknown time zone', () => {
    expect(() => calendarDay(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
