/** Ages and birth dates (spec §3 age, §5 date of birth), counted in whole calendar years. */
import { calendarDay } from './calendar.ts';

const splitIso = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/**
 * Spec §3/§5: age in whole years on the calendar day `today` (YYYY-MM-DD). Someone born on
 * 29 February becomes a year older on 1 March in common years (docs/decisions/0108).
 */
export function ageOnDay(dateOfBirth: string, today: string): number {
  const [y, m, d] = splitIso(dateOfBirth);
  const [ty, tm, td] = splitIso(today);
  const hadBirthday = tm > m || (tm === m && td >= d);
  return ty - y - (hadBirthday ? 0 : 1);
}

/** Spec §3: a member's age in whole years on `now` (UTC calendar day, or the given time zone's). */
export function ageOn(dateOfBirth: string, now: Date, timeZone = 'UTC'): number {
  return ageOnDay(dateOfBirth, calendarDay(now, timeZone));
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
/** The same month and day in year `y`, or the month's last day (29 February in a common year). */
const clampedDay = (y: number, m: number, d: number) =>
  Math.min(d, new Date(Date.UTC(y, m + 1, 0)).getUTCDate());

/**
 * Spec §3 search by age: the birth dates of members who are exactly `age` on `now`:
 * `earliest` ≤ date of birth ≤ `latest` (ISO dates, UTC calendar; consistent with `ageOn`).
 */
export function birthDateBoundsForAge(age: number, now: Date): { earliest: string; latest: string } {
  const y = now.getUTCFullYear() - age;
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  return { latest: iso(y, m, clampedDay(y, m, d)), earliest: iso(y - 1, m, clampedDay(y - 1, m, d) + 1) };
}
