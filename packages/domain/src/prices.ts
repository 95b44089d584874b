/**
 * Money (spec §9 prices, transaction fees; docs/decisions/0103): integer minor units only,
 * never floating-point amounts. Percentages become integer basis points and every division
 * rounds half-up to the currency's minor unit.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** Spec §9: the currencies bundles are priced in. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'PLN', 'DKK', 'SEK', 'NOK', 'CHF'] as const;
/** Spec §9: one priced currency. */
export type Currency = (typeof CURRENCIES)[number];
/**
 * Spec §9: the priced currencies as a zod enum. Marked pure so a bundle that uses only the
 * price arithmetic (the credits page in the browser) drops it, and zod with it (ADR 0080).
 */
export const currencySchema = /* @__PURE__ */ z.enum(CURRENCIES);

const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

/**
 * Spec §9: the currency a country pays in, for the countries whose currency bundles are priced
 * in (ADR 0070). A price "for a country" is in this currency; countries paying in another one
 * (CA, AU…) have none and pay the site's price.
 */
const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((c) => [c, 'EUR'])),
  GB: 'GBP',
  US: 'USD',
  PL: 'PLN',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  CH: 'CHF',
  LI: 'CHF',
};

/** Spec §9: the currency an ISO 3166 alpha-2 country pays in, or null when bundles are not priced in it. */
export function countryCurrency(country: string): Currency | null {
  return COUNTRY_CURRENCY[country.toUpperCase()] ?? null;
}

/** ISO 4217 minor-unit digits where they differ from 2 (and ours, which all have 2). */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, ISK: 0, CLP: 0, VND: 0, KWD: 3, BHD: 3 };

/** Spec §9: how many decimals a currency's minor unit has (2 unless ISO 4217 says otherwise). */
export function minorUnitDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

/** Spec §9: `numerator / denominator` rounded half-up (half away from zero), for integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const q = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -q : q;
}

/** Spec §9: a percentage (up to 2 decimals, e.g. 12.5) as integer basis points (1250). */
export function toBasisPoints(percentage: number): number {
  return Math.round(percentage * 100);
}

/** Spec §9: `percentage` % of an amount in minor units, rounded half-up to the minor unit. */
export function percentOf(amountMinor: number, percentage: number): number {
  return divideRoundHalfUp(amountMinor * toBasisPoints(percentage), 10_000);
}

/**
 * Spec §9: a decimal amount in major units ("14.95", 14.95, "1000" for JPY) as integer minor
 * units, rounded half-up; parsed as text so 0.1 + 0.2 style errors never enter.
 */
export function toMinorUnits(major: string | number, currency: string): number {
  const digits = minorUnitDigits(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(major).trim());
  if (!match) throw new RangeError(`not a decimal amount: ${major}`);
  const [, sign, whole, fraction = ''] = match;
  const kept = Number(whole) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0'));
  const roundUp = (fraction[digits] ?? '0') >= '5' ? 1 : 0;
  return (sign ? -1 : 1) * (kept + roundUp);
}

/** Spec §9: minor units as a plain decimal string in major units (1495 EUR → "14.95"). */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const text = digits ? `${whole}.${abs.slice(-digits)}` : whole;
  return minor < 0 ? `-${text}` : text;
}

/** Spec §3/§9: a discount to apply: percentage, and optionally the currency and minimum order (minor units). */
export interface PriceDiscount {
  valuePercentage: number;
  minimumOrderValue?: number | null;
  currency?: string | null;
}

/** Spec §9: a payment method's fee in one currency: basis points of the amount plus a fixed part. */
export interface ResolvedFee {
  percentBp: number;
  fixedMinor: number;
}

/** Spec §8 discount errors: why a discount does not apply to this amount, or null when it does. */
export function discountApplies(
  discount: PriceDiscount,
  amountMinor: number,
  currency: string,
): ErrorCode | null {
  if (discount.currency && discount.currency.toUpperCase() !== currency.toUpperCase()) {
    return 'code_wrong_country';
  }
  if (amountMinor < (discount.minimumOrderValue ?? 0)) return 'code_below_minimum';
  return null;
}

/** Spec §9: the breakdown of what a member pays, all in minor units of `currency`. */
export interface PriceQuote {
  currency: string;
  base: number;
  discount: number;
  discountError: ErrorCode | null;
  subtotal: number;
  fee: number;
  total: number;
}

/**
 * Spec §9 prices and fees: the base price, minus the discount when it applies, plus the payment
 * method's fee on what remains (percentage rounded half-up, then the fixed part).
 */
export function priceQuote(input: {
  amountMinor: number;
  currency: string;
  discount?: PriceDiscount | null;
  fee?: ResolvedFee | null;
}): PriceQuote {
  const { amountMinor: base, currency, discount, fee } = input;
  const discountError = discount ? discountApplies(discount, base, currency) : null;
  const off = discount && !discountError ? percentOf(base, discount.valuePercentage) : 0;
  const subtotal = base - off;
  const feeAmount = fee ? divideRoundHalfUp(subtotal * fee.percentBp, 10_000) + fee.fixedMinor : 0;
  return {
    currency,
    base,
    discount: off,
    discountError,
    subtotal,
    fee: feeAmount,
    total: subtotal + feeAmount,
  };
}
