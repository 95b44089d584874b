/**
 * Spec §7: when the API says the session is gone (403 `authentication_required` outside
 * user.php) the member is logged out and lands on the login page, which says why (ADR 0034).
 */

/** The login page's query flag for "your session has ended". */
export const SESSION_ENDED_PARAM = 'session';
export const SESSION_ENDED_VALUE = 'ended';

/** The login page with the notice, coming back to `returnTo` after logging in again. */
export function loginAfterSessionEnded(returnTo: string): string {
  const query = new URLSearchParams({ [SESSION_ENDED_PARAM]: SESSION_ENDED_VALUE });
  if (returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.startsWith('/login')) {
    query.set('redirectTo', returnTo);
  }
  return `/login?${query}`;
}

/** Whether the login page was opened because a session ended. */
export function sessionEnded(search: URLSearchParams): boolean {
  return search.get(SESSION_ENDED_PARAM) === SESSION_ENDED_VALUE;
}

/** Where a member whose session a ban ended goes (spec §2 legal page, issue 19). */
export const BAN_PAGE = '/pages/ban';
