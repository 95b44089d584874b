/**
 * Form validation (spec §5): username, date of birth, e-mail, new e-mail and new passwords.
 * Every check returns a code of the one catalogue (errors.ts) or null, never text. Bounds the
 * spec leaves open are ours (docs/decisions/0108).
 */
import { ageOnDay } from './age.ts';
import { type Instant, calendarDay } from './calendar.ts';
import type { ErrorCode } from './errors.ts';

/** docs/decisions/0108: username length in characters. */
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;
/** docs/decisions/0108: password length in characters (NIST 800-63B: at least 8, allow long). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
/** Spec §5 (RFC 5321): the longest usable e-mail address. */
export const EMAIL_MAX_LENGTH = 254;
/** Spec §5: the site's minimum age unless its settings say otherwise; and the oldest plausible. */
export const AGE_LIMITS = { min: 18, max: 120 } as const;

const chars = (s: string) => [...s].length;

/**
 * Spec §5: a username must not be empty, start with @, equal the e-mail address (ignoring case)
 * or fall outside 3–30 characters (after trimming).
 */
export function validateUsername(username: string, email: string): ErrorCode | null {
  const name = username.trim();
  if (!name) return 'required';
  if (name.startsWith('@')) return 'username_starts_with_at';
  if (name.toLowerCase() === email.trim().toLowerCase()) return 'username_equals_email';
  if (chars(name) < USERNAME_LENGTH.min) return 'username_too_short';
  if (chars(name) > USERNAME_LENGTH.max) return 'username_too_long';
  return null;
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Spec §5: whether an address is a syntactically usable e-mail (ASCII, one @, a dotted domain). */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (
    at > 0 &&
    value.length <= EMAIL_MAX_LENGTH &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    DOMAIN.test(domain)
  );
}

/** Spec §5: 'required' when empty, 'invalid_email' when not a usable address, else null. */
export function validateEmail(email: string): ErrorCode | null {
  if (!email.trim()) return 'required';
  return isValidEmail(email) ? null : 'invalid_email';
}

/** Spec §5: a new e-mail address: 'new_email_invalid', 'new_email_taken' (already an account), or null. */
export function validateNewEmail(email: string, taken: boolean): ErrorCode | null {
  if (!isValidEmail(email)) return 'new_email_invalid';
  return taken ? 'new_email_taken' : null;
}

/** Spec §5: a new password and its repetition: length 8–128 (not trimmed), then they must match. */
export function validateNewPassword(password: string, confirmation: string): ErrorCode | null {
  if (!password) return 'required';
  if (chars(password) < PASSWORD_LENGTH.min) return 'password_too_short';
  if (chars(password) > PASSWORD_LENGTH.max) return 'password_too_long';
  return password === confirmation ? null : 'passwords_differ';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec §5: whether a YYYY-MM-DD string is a real calendar date (no 30 February). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Spec §5 date of birth (YYYY-MM-DD): 'required'; 'invalid_date_of_birth' when not a real date,
 * in the future or over 120 years ago; 'date_of_birth_min_age' under the site's minimum age on
 * today's date (UTC unless a time zone is given; 29 February birthdays count from 1 March).
 */
export function validateDateOfBirth(
  dateOfBirth: string,
  now: Instant,
  options: { minAge?: number; timeZone?: string } = {},
): ErrorCode | null {
  const dob = dateOfBirth.trim();
  if (!dob) return 'required';
  const today = calendarDay(now, options.timeZone ?? 'UTC');
  if (!isIsoDate(dob) || dob > today) return 'invalid_date_of_birth';
  const age = ageOnDay(dob, today);
  if (age > AGE_LIMITS.max) return 'invalid_date_of_birth';
  return age < (options.minAge ?? AGE_LIMITS.min) ? 'date_of_birth_min_age' : null;
}

/** Spec §3 signup form state. */
export interface SignupForm {
  email: string;
  name: string;
  date_of_birth: string;
  password: string;
}

/** Spec §5: every field error of the signup form at once, field name → code (empty when valid). */
export function validateSignupForm(
  form: SignupForm,
  now: Instant,
  options: { minAge?: number; timeZone?: string } = {},
): Partial<Record<keyof SignupForm, ErrorCode>> {
  const errors: Partial<Record<keyof SignupForm, ErrorCode>> = {};
  const checks: [keyof SignupForm, ErrorCode | null][] = [
    ['email', validateEmail(form.email)],
    ['name', validateUsername(form.name, form.email)],
    ['date_of_birth', validateDateOfBirth(form.date_of_birth, now, options)],
    ['password', validateNewPassword(form.password, form.password)],
  ];
  for (const [field, code] of checks) if (code) errors[field] = code;
  return errors;
}
