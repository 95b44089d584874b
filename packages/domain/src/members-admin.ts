/**
 * The back office's member rules (issue 19 point 1): the status a member is filed under in the
 * console, and the limits of what staff type when they ban, unban or change a balance.
 */

/**
 * A member's status as the console lists and filters it, from the account's own state:
 * erased (the anonymous stub the erase job leaves), banned, pending deletion, unactivated
 * (e-mail not confirmed yet) or active.
 */
export const MEMBER_ADMIN_STATUSES = [
  'active',
  'unactivated',
  'banned',
  'pending_deletion',
  'erased',
] as const;
export type MemberAdminStatus = (typeof MEMBER_ADMIN_STATUSES)[number];

export interface MemberStateFacts {
  accountStatus: 'not_confirmed' | 'confirmed' | 'pending_deletion';
  erased: boolean;
  banned: boolean;
}

/** Erasure outranks a ban (nothing is left to ban), a ban outranks the account's own state. */
export function memberAdminStatus(facts: MemberStateFacts): MemberAdminStatus {
  if (facts.erased) return 'erased';
  if (facts.banned) return 'banned';
  if (facts.accountStatus === 'pending_deletion') return 'pending_deletion';
  if (facts.accountStatus === 'not_confirmed') return 'unactivated';
  return 'active';
}

/** A ban, an unban or a credit change carries a reason of 3 to 500 characters (kept in the audit log). */
export const STAFF_REASON_MIN = 3;
export const STAFF_REASON_MAX = 500;

/** The largest credit change one staff action may make, either way (a typo guard, not a budget). */
export const STAFF_CREDIT_CHANGE_MAX = 100_000;

/** Whether a staff credit change may be applied to a balance: whole, not zero, within the cap, never below zero. */
export function creditChangeProblem(
  balance: number,
  delta: number,
): 'invalid' | 'too_big' | 'credits_below_zero' | null {
  if (!Number.isInteger(delta) || delta === 0) return 'invalid';
  if (Math.abs(delta) > STAFF_CREDIT_CHANGE_MAX) return 'too_big';
  if (balance + delta < 0) return 'credits_below_zero';
  return null;
}
