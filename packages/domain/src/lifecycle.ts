/**
 * Account lifecycle (spec §4 Account deletion, Login; §8; §9 reactivation): the 14-day window
 * to reactivate a deleted account, and the login lockout after repeated wrong passwords.
 */
import { type Instant, toMs } from './calendar.ts';

const DAY_MS = 86_400_000;

/**
 * Spec §9 / docs/decisions/0107: a deleted account can be reactivated until exactly
 * 14 × 24 h after the deletion request (inclusive); one millisecond later it is due for erasure.
 */
export const REACTIVATION_WINDOW_MS = 14 * DAY_MS;

/** Spec §4: the last instant at which a deletion can still be undone. */
export function reactivationDeadline(deletionRequestedAt: Instant): Date {
  return new Date(toMs(deletionRequestedAt) + REACTIVATION_WINDOW_MS);
}

/** Spec §4: whether the e-mailed link may still reactivate the account (day 14 yes, day 15 no). */
export function canReactivate(deletionRequestedAt: Instant, now: Instant): boolean {
  return toMs(now) <= toMs(deletionRequestedAt) + REACTIVATION_WINDOW_MS;
}

/** Spec §4: whether a pending deletion is past its window and the account must be erased. */
export function isEraseDue(deletionRequestedAt: Instant, now: Instant): boolean {
  return !canReactivate(deletionRequestedAt, now);
}

/** Spec §4: where an account stands: active, pending deletion (reactivatable), or erase due. */
export function accountLifecycle(
  deletionRequestedAt: Instant | null,
  now: Instant,
): { state: 'active' } | { state: 'pending_deletion'; reactivateUntil: Date } | { state: 'erase_due' } {
  if (deletionRequestedAt === null) return { state: 'active' };
  if (isEraseDue(deletionRequestedAt, now)) return { state: 'erase_due' };
  return { state: 'pending_deletion', reactivateUntil: reactivationDeadline(deletionRequestedAt) };
}

/**
 * Spec §4 "too many wrong attempts block the account for a number of minutes" — the numbers
 * are ours (docs/decisions/0011): 5 failures within 15 minutes block for 15 minutes, counted
 * from the latest failure.
 */
export const LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 } as const;

/**
 * Spec §4/§8 login lockout: given the times of failed attempts since the last success, whether
 * the account is blocked now and for how many whole minutes more (rounded up, for
 * login_blocked {minutes}). `factor` scales the allowed failures (the looser per-IP limit).
 */
export function loginLockout(
  failures: readonly Instant[],
  now: Instant,
  factor = 1,
): { blocked: boolean; minutesLeft: number } {
  const nowMs = toMs(now);
  const recent = failures.map(toMs).filter((t) => t <= nowMs && nowMs - t < LOCKOUT.windowMs);
  if (recent.length < LOCKOUT.maxFailures * factor) return { blocked: false, minutesLeft: 0 };
  // The block (15 min) is as long as the window, so a block found here is always still running.
  const until = Math.max(...recent) + LOCKOUT.blockMs;
  return { blocked: true, minutesLeft: Math.ceil((until - nowMs) / 60_000) };
}
