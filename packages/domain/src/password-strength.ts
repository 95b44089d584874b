/**
 * ADR 0045, NIST SP 800-63B §5.1.1.2: what makes a new password acceptable beyond its length.
 * No composition rules and no expiry; instead a guessability score (0–4, as zxcvbn estimates it
 * against lists of breached and common passwords — the API and the site's meter compute it)
 * must reach PASSWORD_MIN_SCORE, and the password must not contain the member's e-mail address,
 * its local part or the username.
 */
import type { ErrorCode } from './errors.ts';

/** zxcvbn's 3: "safely unguessable", about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;
/** Shorter personal parts ("al", "jo") would refuse ordinary passwords by chance. */
const PERSONAL_MIN_LENGTH = 3;

/** The personal words a password may not contain: the address, its local part, the name. */
export function personalWords(email: string, name: string): string[] {
  const address = email.trim().toLowerCase();
  const local = address.slice(0, Math.max(0, address.indexOf('@')));
  return [address, local, name.trim().toLowerCase()].filter((w) => w.length >= PERSONAL_MIN_LENGTH);
}

/** 'password_personal', 'password_weak' (score below the minimum), or null when acceptable. */
export function passwordStrengthProblem(
  password: string,
  score: number,
  personal: { email: string; name: string },
): ErrorCode | null {
  const lower = password.toLowerCase();
  if (personalWords(personal.email, personal.name).some((w) => lower.includes(w))) return 'password_personal';
  return score < PASSWORD_MIN_SCORE ? 'password_weak' : null;
}

/** The meter's step (0–4) and whether that step is enough, for a score from zxcvbn. */
export function passwordMeterLevel(score: number): { level: 0 | 1 | 2 | 3 | 4; acceptable: boolean } {
  const level = Math.max(0, Math.min(4, Math.round(score))) as 0 | 1 | 2 | 3 | 4;
  return { level, acceptable: level >= PASSWORD_MIN_SCORE };
}
