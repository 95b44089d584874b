/**
 * Spec §9 "Default date locale nl": dates are written in the member's language, and the Dutch
 * way when there is no language to go by (a missing or malformed tag, or one the platform's
 * Intl data does not know).
 */
import { DEFAULT_DATE_LOCALE } from './constants.ts';

/** The locale dates are written in for `locale`. */
export function dateLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_DATE_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale])[0] ?? DEFAULT_DATE_LOCALE;
  } catch {
    // A malformed tag ("en_US") is a RangeError in Intl: fall back rather than fail the page.
    return DEFAULT_DATE_LOCALE;
  }
}

/**
 * Formatters made once per language and options: making one costs tens of microseconds on the
 * server and, for the first of a kind, the platform's locale data in a browser (a list of chats
 * made one per row). Cleared past 1,000 kinds, which only odd time zones could reach.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An Intl date formatter for `locale` (see `dateLocale`), shared by every caller asking the same. */
export function dateFormatter(
  locale: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= 1000) formatters.clear();
    formatter = new Intl.DateTimeFormat(dateLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter;
}
