import { describe, expect, it } from 'vitest';
import { ageOn, ageOnDay, birthDateBoundsForAge } from './age.ts';

const on = (s: string) => new Date(`${s}T12:00:00Z`);

describe('§3 age, §5 date of birth: birthdays', () => {
  it.each([
    ['2000-11-22', '2026-11-22', 26],
    ['2000-11-23', '2026-11-22', 25],
    ['2000-10-30', '2026-11-22', 26],
    ['2000-12-01', '2026-11-22', 25],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
    ['2008-02-29', '2028-02-28', 19],
  ])('born %s, on %s → %i', (dob, today, age) => {
    expect(ageOnDay(dob, today)).toBe(age);
    expect(ageOn(dob, on(today))).toBe(age);
  });

  it('counts the calendar day of the given time zone', () => {
    const now = new Date('2026-11-21T23:30:00Z');
    expect(ageOn('2008-11-22', now)).toBe(17);
    expect(ageOn('2008-11-22', now, 'Europe/Amsterdam')).toBe(18);
  });
});

describe('§3 search by age: birth-date bounds', () => {
  it.each([
    ['2026-11-22', 30, '1995-11-23', '1996-11-22'],
    ['2026-03-01', 18, '2007-03-02', '2008-03-01'],
    // On 29 February the bounds fall on 28 February / 1 March of common years.
    ['2028-02-29', 18, '2009-03-01', '2010-02-28'],
    ['2028-02-29', 20, '2007-03-01', '2008-02-29'],
  ])('on %s, age %i → %s … %s', (today, age, earliest, latest) => {
    const now = on(today);
    expect(birthDateBoundsForAge(age, now)).toEqual({ earliest, latest });
    expect(ageOn(earliest, now)).toBe(age);
    expect(ageOn(latest, now)).toBe(age);
    const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(ageOn(dayBefore, now)).toBe(age + 1);
    expect(ageOn(dayAfter, now)).toBe(age - 1);
  });
});
