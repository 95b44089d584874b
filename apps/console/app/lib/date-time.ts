/**
 * Dates and times in the console: in the staff member's language and on one clock for everyone,
 * the operator's (Central European time), so the audit log, the desk and a colleague's screen
 * agree, and the server's render matches the browser's whatever time zone either is in.
 */
import { useRootData } from '../root.tsx';

export const CONSOLE_TIME_ZONE = 'Europe/Amsterdam';

const STYLES = {
  /** 25 Nov 2026, 09:41 */
  short: { dateStyle: 'medium', timeStyle: 'short' },
  /** 25 Nov 2026, 09:41:07 */
  medium: { dateStyle: 'medium', timeStyle: 'medium' },
  /** 09:41 */
  time: { timeStyle: 'short' },
  /** 25 Nov 2026 */
  date: { dateStyle: 'medium' },
  /** A calendar day stored as its midnight UTC (a code's last day): the same day on every clock. */
  calendarDay: { dateStyle: 'medium', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatDateTime(locale: string, iso: string, style: keyof typeof STYLES = 'short'): string {
  // English as written in Europe: day before month, a 24-hour clock.
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    timeZone: CONSOLE_TIME_ZONE,
    ...STYLES[style],
  }).format(new Date(iso));
}

/** `when(iso, style)` in the signed-in staff member's language. */
export function useDateTime() {
  const locale = useRootData()?.locale ?? 'en';
  return (iso: string, style: keyof typeof STYLES = 'short') => formatDateTime(locale, iso, style);
}
