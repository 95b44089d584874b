/**
 * A refusal that names when trying again makes sense (a lockout, a daily limit): the reason
 * and its `minutes` for the translated text, and the exact wait for the HTTP Retry-After
 * header the API adds (http/refusal.ts). Commands know the wait, not the header.
 */
import type { ErrorCode } from '@dating/domain';
import type { Refusal, Result } from './result.ts';

export interface WaitRefusal<R extends ErrorCode = ErrorCode> extends Refusal<R> {
  retryAfterMs: number;
}

/** Refused until `msBeforeNext` has passed; `minutes` rounds up, as the message says. */
export function refuseFor<R extends ErrorCode>(
  reason: R,
  msBeforeNext: number,
  minutes?: number,
): WaitRefusal<R> {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return {
    ok: false,
    reason,
    params: { minutes: minutes ?? Math.ceil(seconds / 60) },
    retryAfterMs: seconds * 1000,
  };
}

export const isWait = (result: Result<unknown>): result is WaitRefusal =>
  !result.ok && typeof (result as Partial<WaitRefusal>).retryAfterMs === 'number';
