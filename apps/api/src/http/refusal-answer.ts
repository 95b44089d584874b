/**
 * A command's refusal as the API's answer (http/refusal.ts), with what the account-side answers
 * always carried (ADR 0048): Retry-After when the refusal names a wait (core/wait.ts), the
 * spec §8 English message of the code, and for two answers older than the one status map,
 * the status they always had.
 */
import type { ErrorCode } from '@dating/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Result } from '../core/result.ts';
import { isWait } from '../core/wait.ts';
import { ApiHttpError } from './errors.ts';
import { refusalError } from './refusal.ts';

/** Spec §8's English texts (for developers reading a response; members see the code translated). */
const SPEC_MESSAGES: Partial<Record<ErrorCode, (params: Record<string, string | number>) => string>> = {
  login_failed: () => 'Login failed, please try again.',
  login_blocked: (p) => `Too many incorrect attempts, account blocked for ${p.minutes} min.`,
  rate_limited: (p) => `Too many requests, please try again in ${p.minutes} min.`,
  reset_too_many: () => 'Too many password reset emails sent, please try again tomorrow.',
  email_not_found: () => 'E-mail address not found',
  reset_link_invalid: () => 'Link expired or invalid, request a new email',
  email_taken: () => 'An account with this e-mail address already exists',
  account_pending_deletion: () => 'The account is pending deletion',
  signup_closed: () => 'Signing up is by invitation only',
  activation_failed: () => 'Activation failed',
  validation_failed: () => 'Invalid input',
};

export function orRefuseWith<T>(
  result: Result<T>,
  statusOf: Partial<Record<ErrorCode, ContentfulStatusCode>> = {},
): T {
  if (result.ok) return result.value;
  const headers = isWait(result)
    ? { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) }
    : undefined;
  const base = refusalError(
    { ok: false, reason: result.reason, fields: result.fields, params: result.params },
    headers,
  );
  throw new ApiHttpError(
    statusOf[result.reason] ?? base.status,
    base.code,
    SPEC_MESSAGES[result.reason]?.(result.params ?? {}) ?? base.message,
    base.fields,
    base.params,
    base.headers,
  );
}
