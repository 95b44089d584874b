/**
 * A command's refusal as the API's answer: the reason's status from the one map
 * (error-status.ts), Retry-After when the refusal names a wait (core/wait.ts), and the error
 * envelope. Route handlers call `orRefuse(result)` and map only the value; the two answers older
 * than the one status map pass their status (ADR 0048).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReasonCode, Refusal, Result } from '../core/result.ts';
import { isWait } from '../core/wait.ts';
import { ApiHttpError } from './errors.ts';
import { httpStatusFor } from './error-status.ts';

/** Spec §8's English texts, where it has one; else the code in words. */
const SPEC_MESSAGES: Partial<Record<ReasonCode, (params: Record<string, string | number>) => string>> = {
  login_failed: () => 'Login failed, please try again.',
  login_blocked: (p) => `Too many incorrect attempts, account blocked for ${p.minutes} min.`,
  rate_limited: (p) => `Too many requests, please try again in ${p.minutes} min.`,
  reset_too_many: () => 'Too many password reset emails sent, please try again tomorrow.',
  email_not_found: () => 'E-mail address not found',
  reset_link_invalid: () => 'Link expired or invalid, request a new email',
  email_taken: () => 'An account with this e-mail address already exists',
  account_pending_deletion: () => 'The account is pending deletion',
  signup_closed: () => 'Signing up is by invitation only',
  account_banned: () => 'This account is banned',
  activation_failed: () => 'Activation failed',
  validation_failed: () => 'Invalid input',
};

/** The message is for developers reading a response; members see the code translated. */
const messageOf = (refusal: Refusal) =>
  SPEC_MESSAGES[refusal.reason]?.(refusal.params ?? {}) ?? refusal.reason.replaceAll('_', ' ');

export function refusalError(
  refusal: Refusal,
  headers?: Record<string, string>,
  status: ContentfulStatusCode = httpStatusFor(refusal.reason) as ContentfulStatusCode,
): ApiHttpError {
  return new ApiHttpError(
    status,
    refusal.reason,
    messageOf(refusal),
    refusal.fields,
    refusal.params,
    headers,
  );
}

/** The value of a result, or the refusal thrown as the API's error answer. */
export function orRefuse<T>(
  result: Result<T>,
  statusOf: Partial<Record<ReasonCode, ContentfulStatusCode>> = {},
): T {
  if (result.ok) return result.value;
  const headers = isWait(result)
    ? { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) }
    : undefined;
  throw refusalError(result, headers, statusOf[result.reason]);
}
