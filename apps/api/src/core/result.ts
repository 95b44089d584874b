/**
 * What a command or query returns (ADR 0047): a value, or a refusal naming a reason code of the
 * catalogue. Commands know nothing of HTTP; the API maps a reason to its status in one place
 * (http/refusal.ts), a job or the staff console reads the same reason.
 */
import type { ErrorCode, StaffErrorCode } from '@dating/domain';

/** A reason a command gives: the member catalogue's codes, and the staff console's own. */
export type ReasonCode = ErrorCode | StaffErrorCode;

export interface Refusal<R extends ReasonCode = ReasonCode> {
  ok: false;
  reason: R;
  /** Field name → reason code, for input that a rule refused. */
  fields?: Record<string, string>;
  /** Values the translated message needs, such as `minutes`. */
  params?: Record<string, string | number>;
}

export interface Done<T> {
  ok: true;
  value: T;
}

export type Result<T, R extends ReasonCode = ReasonCode> = Done<T> | Refusal<R>;

export const done = <T>(value: T): Done<T> => ({ ok: true, value });

export const refuse = <R extends ReasonCode>(
  reason: R,
  extra: { fields?: Record<string, string>; params?: Record<string, string | number> } = {},
): Refusal<R> => ({ ok: false, reason, ...extra });
