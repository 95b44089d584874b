import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  isValidEmail,
  validateDateOfBirth,
  validateEmail,
  validateNewEmail,
  validateNewPassword,
  validateSignupForm,
  validateUsername,
} from './validation.ts';
import { suggestEmail } from './email-suggest.ts';

describe('§5 Validation: username', () => {
  it.each([
    ['Anna', 'anna@example.com', null],
    ['anna@example.com', 'anna@example.com', 'username_equals_email'],
    ['Anna@Example.com ', ' anna@example.COM', 'username_equals_email'],
    ['@anna', 'anna@example.com', 'username_starts_with_at'],
    ['', 'a@b.nl', 'required'],
    ['   ', 'a@b.nl', 'required'],
    ['ab', 'a@b.nl', 'username_too_short'],
    ['abc', 'a@b.nl', null],
    ['x'.repeat(30), 'a@b.nl', null],
    ['x'.repeat(31), 'a@b.nl', 'username_too_long'],
    ['Zoë', 'a@b.nl', null],
  ])('%j with e-mail %j → %s', (name, email, code) => {
    expect(validateUsername(name, email)).toBe(code);
  });
});

describe('§5 Validation: e-mail', () => {
  it.each([
    ['anna@example.com', null],
    [' anna.de-vries+dating@mail.example.nl ', null],
    ['a@xn--bcher-kva.example', null],
    ['a@b.xn--p1ai', null],
    ['', 'required'],
    ['anna', 'invalid_email'],
    ['@example.com', 'invalid_email'],
    ['anna@', 'invalid_email'],
    ['anna@example', 'invalid_email'],
    ['anna@@example.com', 'invalid_email'],
    ['an na@example.com', 'invalid_email'],
    ['anna.@example.com', 'invalid_email'],
    ['anna@-example.com', 'invalid_email'],
    ['anna@example.c', 'invalid_email'],
    [`${'a'.repeat(65)}@example.com`, 'invalid_email'],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`, 'invalid_email'],
  ])('%j → %s', (email, code) => {
    expect(validateEmail(email)).toBe(code);
  });

  it('accepts a 64-character local part', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
  });

  it.each([
    ['john@gmial.com', 'john@gmail.com'],
    ['John@GMAIL.CON', 'John@gmail.com'],
    ['a@hotmial.com', 'a@hotmail.com'],
    ['x@yaho.fr', 'x@yahoo.fr'],
    ['x@outlok.com', 'x@outlook.com'],
    ['x@zigo.nl', 'x@ziggo.nl'],
    ['x@gmail.com', null],
    ['x@ziggo.nl', null],
    ['x@my-own-company.example', null],
    ['no-at-sign', null],
    ['@gmial.com', null],
  ])('did you mean: %s → %s', (typed, suggestion) => {
    expect(suggestEmail(typed)).toBe(suggestion);
  });

  it.each([
    ['new@example.com', false, null],
    ['new@example.com', true, 'new_email_taken'],
    ['new@', false, 'new_email_invalid'],
  ])('new e-mail %s (taken %s) → %s', (email, taken, code) => {
    expect(validateNewEmail(email, taken)).toBe(code);
  });
});

describe('§5 Validation: new passwords', () => {
  it.each([
    ['correct horse', 'correct horse', null],
    ['correct horse', 'correct hors', 'passwords_differ'],
    ['', '', 'required'],
    ['1234567', '1234567', 'password_too_short'],
    ['12345678', '12345678', null],
    ['x'.repeat(128), 'x'.repeat(128), null],
    ['x'.repeat(129), 'x'.repeat(129), 'password_too_long'],
    ['🔑🔑🔑🔑🔑🔑🔑', '🔑🔑🔑🔑🔑🔑🔑', 'password_too_short'],
  ])('%j / %j → %s', (password, confirmation, code) => {
    expect(validateNewPassword(password, confirmation)).toBe(code);
  });
});

describe('§5 Validation: date of birth (18+)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2008-11-22', null], // 18 today
    ['2008-11-23', 'date_of_birth_min_age'], // 18 tomorrow
    ['1990-01-31', null],
    ['2026-11-22', 'date_of_birth_min_age'],
    ['2026-11-23', 'invalid_date_of_birth'], // in the future
    ['1906-11-22', null], // 120 today: the oldest accepted
    ['1905-11-22', 'invalid_date_of_birth'], // 121
    ['2001-02-29', 'invalid_date_of_birth'],
    ['2000-13-01', 'invalid_date_of_birth'],
    ['22-11-2000', 'invalid_date_of_birth'],
    ['', 'required'],
  ])('%j → %s', (dob, code) => {
    expect(validateDateOfBirth(dob, now)).toBe(code);
  });

  it.each([
    ['2026-02-28T12:00:00Z', '2008-02-29', 'date_of_birth_min_age'],
    ['2026-03-01T12:00:00Z', '2008-02-29', null],
    ['2028-02-29T12:00:00Z', '2010-02-28', null],
    ['2028-02-29T12:00:00Z', '2010-03-01', 'date_of_birth_min_age'],
  ])('born on or near 29 February: on %s, %s → %s', (at, dob, code) => {
    expect(validateDateOfBirth(dob, new Date(at))).toBe(code);
  });

  it('uses the site minimum age and time zone when given', () => {
    expect(validateDateOfBirth('2005-11-22', now, { minAge: 21 })).toBe(null);
    expect(validateDateOfBirth('2005-11-23', now, { minAge: 21 })).toBe('date_of_birth_min_age');
    const lateEvening = new Date('2026-11-21T23:30:00Z'); // already 22 November in Amsterdam
    expect(validateDateOfBirth('2008-11-22', lateEvening)).toBe('date_of_birth_min_age');
    expect(validateDateOfBirth('2008-11-22', lateEvening, { timeZone: 'Europe/Amsterdam' })).toBe(null);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-04-31', false],
    ['2023-4-3', false],
  ])('%s is a date: %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });
});

describe('§5 Validation: the signup form', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('returns every field error at once', () => {
    expect(
      validateSignupForm(
        { email: 'anna@', name: '@anna', date_of_birth: '2010-01-01', password: 'short' },
        now,
      ),
    ).toEqual({
      email: 'invalid_email',
      name: 'username_starts_with_at',
      date_of_birth: 'date_of_birth_min_age',
      password: 'password_too_short',
    });
  });
  it('returns nothing for a valid form', () => {
    expect(
      validateSignupForm(
        { email: 'anna@example.com', name: 'Anna', date_of_birth: '1990-05-05', password: 'correct horse' },
        now,
      ),
    ).toEqual({});
  });
});
