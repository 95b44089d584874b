/**
 * Amounts as people read them: minor units of a currency in a language (the member sites, their
 * e-mails and the console all show money the same way).
 */
import { keptFormatters } from './kept-formatters.ts';
import { minorUnitDigits } from './prices.ts';

/** Made once per language, currency and use (a page of bundles formats dozens of amounts). */
const numberFormat = keptFormatters<Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  return numberFormat(
    `money|${locale}|${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(minor / 10 ** digits);
}

/**
 * An amount to put in a field for a person to change, as they would type it ("50,00" in French,
 * "50.00" in English): no currency sign and no grouping, so `parseMoney` reads it back as it was.
 */
export function amountForInput(minor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  return numberFormat(
    `input|${locale}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      }),
  ).format(minor / 10 ** digits);
}

/**
 * An amount typed by a person ("24.99", "24,99", "25") as minor units of `currency`; null when it
 * is not a plain positive amount with at most the currency's decimals.
 */
export function parseMoney(typed: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(typed.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
