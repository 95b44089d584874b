/**
 * Direct debit (spec §2 /directdebit, §4 direct debit flow, §8 direct debit errors; issue 8):
 * the mandate form's checks — IBAN (ibantools) and mobile number (libphonenumber-js) — the SMS
 * code's limits, and when a member may not pay by direct debit (blocked after a returned debit,
 * or the limit of debits in a window reached). docs/decisions/0026.
 */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { type Instant, toMs } from './calendar.ts';

export const DIRECT_DEBIT = Object.freeze({
  /** Digits in the SMS code. */
  codeLength: 6,
  /** How long a code is valid. */
  codeTtlSeconds: 10 * 60,
  /** Wrong codes before the request is void and the member starts over. */
  maxAttempts: 5,
  /** Codes sent per request (the first and two resends). */
  maxSends: 3,
  /** Wait before another code may be sent. */
  resendAfterSeconds: 30,
  /** Direct debits (pending or completed) allowed in the window… */
  maxDebitsPerWindow: 3,
  /** …of this many days. */
  windowDays: 30,
});

/** The IBAN in electronic format (no spaces, upper case), or null when it is not a valid IBAN. */
export function normaliseIban(input: string): string | null {
  const iban = electronicFormatIBAN(input.trim());
  return iban && isValidIBAN(iban) ? iban : null;
}

/** Spec §2: an IBAN as people read it, the middle hidden (NL91 •••• •••• •••• 4300 → last 4). */
export function maskIban(iban: string): string {
  const groups = iban.match(/.{1,4}/g)!;
  return groups.map((g, i) => (i === 0 || i === groups.length - 1 ? g : '••••')).join(' ');
}

/** The character a stored, redacted IBAN carries in place of its hidden digits. */
export const IBAN_REDACTION = '*';

/**
 * An IBAN kept after its retention period (ADR 0029): country and last four, the rest starred,
 * "DE89370400440532013000" → "DE****************3000" — enough to recognise, not to collect.
 * Unlike `maskIban` (for display) it keeps the length and is safe to apply twice.
 */
export function redactIban(iban: string): string {
  if (iban.includes(IBAN_REDACTION) || iban.length <= 6) return iban;
  return `${iban.slice(0, 2)}${IBAN_REDACTION.repeat(iban.length - 6)}${iban.slice(-4)}`;
}

/** A mobile number in E.164 (+31612345678), read in the member's country; null when it is not a mobile number. */
export function normaliseMobile(input: string, country: string): string | null {
  // The mobile-only metadata: a landline number is not valid here.
  const phone = parsePhoneNumberFromString(input.trim(), country.toUpperCase() as CountryCode);
  return phone?.isValid() ? phone.number : null;
}

/** A number shown back to the member with only the last digits (+31 •••• 5678). */
export function maskMobile(e164: string): string {
  return `+${parsePhoneNumberFromString(e164)!.countryCallingCode} •••• ${e164.slice(-4)}`;
}

/**
 * Spec §8: whether a member may start a direct debit now — 'dd_blocked' after a debit their bank
 * returned, 'dd_limit_reached' at the window's limit, else null.
 */
export function directDebitRefusal(input: {
  returnedDebits: number;
  /** Start times of the member's pending and completed direct debits. */
  recentDebits: readonly Instant[];
  now: Instant;
}): 'dd_blocked' | 'dd_limit_reached' | null {
  if (input.returnedDebits > 0) return 'dd_blocked';
  const since = toMs(input.now) - DIRECT_DEBIT.windowDays * 86_400_000;
  const inWindow = input.recentDebits.filter((at) => toMs(at) > since).length;
  return inWindow >= DIRECT_DEBIT.maxDebitsPerWindow ? 'dd_limit_reached' : null;
}

/** Spec §4: whether another SMS code may be sent for a request now (else wait or start over). */
export function canResendCode(input: { sends: number; lastSentAt: Instant; now: Instant }): boolean {
  return (
    input.sends < DIRECT_DEBIT.maxSends &&
    toMs(input.now) - toMs(input.lastSentAt) >= DIRECT_DEBIT.resendAfterSeconds * 1000
  );
}

/** Spec §4: whether a typed code is accepted: the right one, in time, before too many tries. */
export function codeAccepted(input: {
  typed: string;
  /** Compares the typed code with the one sent (the caller keeps only a hash). */
  matches: (code: string) => boolean;
  attempts: number;
  sentAt: Instant;
  now: Instant;
}): boolean {
  const code = input.typed.replace(/\s/g, '');
  return (
    input.attempts < DIRECT_DEBIT.maxAttempts &&
    toMs(input.now) - toMs(input.sentAt) <= DIRECT_DEBIT.codeTtlSeconds * 1000 &&
    new RegExp(`^\\d{${DIRECT_DEBIT.codeLength}}$`).test(code) &&
    input.matches(code)
  );
}
