/** The stored dismissal of the site-entry warning (spec §2: "dismissal time is stored"). */
export const ENTRY_WARNING_COOKIE = 'entry_warning_dismissed';

/** The dismissal time (epoch ms) from a Cookie header, or null. */
export function readEntryWarningDismissal(cookieHeader: string | null): number | null {
  const match = cookieHeader?.match(/(?:^|;\s*)entry_warning_dismissed=(\d{1,15})(?:;|$)/);
  return match ? Number(match[1]) : null;
}

/** A Set-Cookie value keeping the dismissal for ten years (a dismissal never expires). */
export function entryWarningCookie(now: number, secure: boolean): string {
  return `${ENTRY_WARNING_COOKIE}=${now}; Path=/; Max-Age=${10 * 365 * 86_400}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
