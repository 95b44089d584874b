/**
 * Spec §9 "Default date locale nl": dates are written in the member's language, and the Dutch
 * way when there is no language to go by (a missing or malformed tag, or one the platform's
 * Intl data does not know).
 */
import { DEFAULT_DATE_LOCALE } from './constants.ts';
import { keptFormatters } from './kept-formatters.ts';

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

const formatters = keptFormatters<Intl.DateTimeFormat>();

/** An Intl date formatter for `locale` (see `dateLocale`), shared by every caller asking the same. */
export function dateFormatter(
  locale: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return formatters(
    `${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(dateLocale(locale), options),
  );
}
