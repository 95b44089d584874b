/**
 * Instants and calendar days, without reading the clock: every rule receives `now`. Calendar
 * days in a time zone come from Intl.DateTimeFormat (part of the language, not I/O).
 */

import { keptFormatters } from './kept-formatters.ts';

/** Spec §4/§9: an instant, as a Date or as epoch milliseconds; every rule accepts both. */
export type Instant = Date | number;

/** Spec §4/§9 helper: epoch milliseconds of an instant given as Date or number. */
export function toMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

const formatters = keptFormatters<Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  // en-CA writes dates as YYYY-MM-DD; an unknown zone throws a RangeError here.
  return formatters(
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
}

/** Spec §4 swipe day / §5 age: the calendar day (YYYY-MM-DD) of an instant in an IANA time zone. */
export function calendarDay(instant: Instant, timeZone: string): string {
  const parts = dayFormatter(timeZone).formatToParts(toMs(instant));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Spec §4 swipe reset: the first instant after `instant` that falls on a later calendar day in
 * `timeZone` — local midnight, or the first minute after it when DST skips midnight. Found by
 * bisection over at most 48 hours, so it needs no offset tables and copes with 23/25-hour days.
 */
export function startOfNextDay(instant: Instant, timeZone: string): number {
  const today = calendarDay(instant, timeZone);
  let lo = toMs(instant);
  let hi = lo + 48 * 3_600_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (calendarDay(mid, timeZone) === today) lo = mid;
    else hi = mid;
  }
  return hi;
}
