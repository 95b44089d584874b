/**
 * What visitors and blocked members may do (spec §6 Roles and permissions): logged-out search,
 * the login-required messages, and the block rule.
 */
import type { ErrorCode } from './errors.ts';
import { type Tracking, hasTrafficSource } from './signup.ts';

/** Spec §6: the actions a visitor must log in for. */
export type LoginRequiredAction = 'chat' | 'photos' | 'like' | 'gift';

/** Spec §6: the error code shown to a visitor who tries an action (each message names the member). */
export function loginRequiredError(action: LoginRequiredAction): ErrorCode {
  return `login_required_${action}` as const;
}

/**
 * Spec §6: a visitor may search when logged_out_search is on, or when
 * logged_out_search_trafficsource is on and they came with a traffic source.
 */
export function loggedOutSearchAllowed(
  settings: { logged_out_search: boolean; logged_out_search_trafficsource: boolean },
  tracking: Tracking,
): boolean {
  return (
    settings.logged_out_search || (settings.logged_out_search_trafficsource && hasTrafficSource(tracking))
  );
}

/** Spec §6: a member blocked by another cannot view or contact them (blocked_by_member), else null. */
export function memberAccessError(input: { blockedByMember: boolean }): ErrorCode | null {
  return input.blockedByMember ? 'blocked_by_member' : null;
}
