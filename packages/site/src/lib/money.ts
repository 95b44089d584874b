/** Prices as a member reads them: minor units of a currency, in the page's language. */
import { minorUnitDigits } from '@dating/domain';

export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}
