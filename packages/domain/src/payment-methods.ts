/**
 * Payment methods (spec §9: the 19 listed methods, transaction fees shown per method): where
 * each applies, what it costs the member, and which are switched on (docs/decisions/0109).
 * Sofort and Giropay are discontinued by their operators and off unless an operator enables them.
 */
import { z } from 'zod';
import { REGION_COUNTRIES } from './constants.ts';
import type { Currency, ResolvedFee } from './prices.ts';

/** Spec §9: the ids of the 19 payment methods. */
export const PAYMENT_METHOD_IDS = [
  'sepa_direct_debit',
  'przelewy24',
  'blik',
  'wire_transfer',
  'giropay',
  'mastercard',
  'visa',
  'credit_card',
  'dankort',
  'carte_bancaire',
  'nexi',
  'ideal',
  'bancontact',
  'apple_pay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
/** Spec §9: one payment method id. */
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
/**
 * Spec §9: the payment method ids as a zod enum. Pure, so the browser's payment pages, which
 * only name the methods, leave zod out (ADR 0080).
 */
export const paymentMethodIdSchema = /* @__PURE__ */ z.enum(PAYMENT_METHOD_IDS);

/** Spec §9: a payment method. The currencies it takes are the keys of `fee.fixed`. */
export interface PaymentMethod {
  id: PaymentMethodId;
  /** The scheme's own name, never translated. */
  name: string;
  kind: 'card' | 'online_banking' | 'direct_debit' | 'bank_transfer' | 'wallet' | 'voucher';
  /** Where it is offered (ISO alpha-2). */
  countries: readonly string[];
  /** Charged to the member: basis points of the discounted price plus a fixed part in minor units. */
  fee: { percentBp: number; fixed: Readonly<Partial<Record<Currency, number>>> };
  discontinued: boolean;
}

const ALL = REGION_COUNTRIES;
const SEPA = ['NL', 'BE', 'DE', 'AT', 'FR', 'IT', 'ES', 'IE', 'FI'];
const EUROPE = ALL.filter((c) => !['US', 'CA', 'AU', 'NZ'].includes(c));
const CARD_FIXED = { EUR: 25, USD: 30, GBP: 20, PLN: 110, DKK: 190, SEK: 290, NOK: 290, CHF: 25 };
const ZERO = { EUR: 0, USD: 0, GBP: 0, PLN: 0, DKK: 0, SEK: 0, NOK: 0, CHF: 0 };
const { USD: _usd, ...CARD_FIXED_EUROPE } = CARD_FIXED;

const m = (
  id: PaymentMethodId,
  name: string,
  kind: PaymentMethod['kind'],
  countries: readonly string[],
  percentBp: number,
  fixed: Partial<Record<Currency, number>>,
  discontinued = false,
): PaymentMethod => ({ id, name, kind, countries, fee: { percentBp, fixed }, discontinued });

/** Spec §9: the 19 payment methods with realistic fees (defaults; a site switches methods on or off). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = Object.freeze([
  m('sepa_direct_debit', 'SEPA Direct Debit', 'direct_debit', SEPA, 0, { EUR: 35 }),
  m('przelewy24', 'Przelewy24', 'online_banking', ['PL'], 190, { PLN: 30, EUR: 10 }),
  m('blik', 'BLIK', 'online_banking', ['PL'], 160, { PLN: 25 }),
  m('wire_transfer', 'Bank transfer', 'bank_transfer', ALL, 0, ZERO),
  m('giropay', 'giropay', 'online_banking', ['DE'], 120, { EUR: 25 }, true),
  m('mastercard', 'Mastercard', 'card', ALL, 180, CARD_FIXED),
  m('visa', 'Visa', 'card', ALL, 180, CARD_FIXED),
  m('credit_card', 'Credit card', 'card', ALL, 290, CARD_FIXED),
  m('dankort', 'Dankort', 'card', ['DK'], 30, { DKK: 50 }),
  m('carte_bancaire', 'Carte Bancaire', 'card', ['FR'], 120, { EUR: 10 }),
  m('nexi', 'Nexi', 'card', ['IT'], 150, { EUR: 20 }),
  m('ideal', 'iDEAL', 'online_banking', ['NL'], 0, { EUR: 29 }),
  m('bancontact', 'Bancontact', 'online_banking', ['BE'], 0, { EUR: 39 }),
  m('apple_pay', 'Apple Pay', 'wallet', ALL, 180, CARD_FIXED),
  m('paysafecard', 'paysafecard', 'voucher', ALL, 1200, ZERO),
  m('maestro', 'Maestro', 'card', EUROPE, 150, CARD_FIXED_EUROPE),
  m('paypal', 'PayPal', 'wallet', ALL, 349, {
    EUR: 35,
    USD: 49,
    GBP: 30,
    PLN: 135,
    DKK: 260,
    SEK: 325,
    NOK: 390,
    CHF: 55,
  }),
  m(
    'sofort',
    'Sofort',
    'online_banking',
    ['DE', 'AT', 'BE', 'NL', 'IT', 'ES', 'CH', 'PL'],
    140,
    { EUR: 25, CHF: 25 },
    true,
  ),
  m('eps', 'eps', 'online_banking', ['AT'], 150, { EUR: 10 }),
]);

/** Spec §9: a payment method by id (undefined for an unknown id). */
export function paymentMethodById(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((p) => p.id === id);
}

/** Spec §9: a method's fee in a currency, or null when the method does not take that currency. */
export function methodFee(method: PaymentMethod, currency: string): ResolvedFee | null {
  const fixed = method.fee.fixed[currency.toUpperCase() as Currency];
  return fixed === undefined ? null : { percentBp: method.fee.percentBp, fixedMinor: fixed };
}

/** Spec §9: where and how a member pays, and the site's switches (true/false per method over the default). */
export interface PaymentContext {
  country: string;
  currency: string;
  enabled?: Readonly<Partial<Record<PaymentMethodId, boolean>>>;
}

/** Spec §9: whether a method is on (operator switch, else on unless discontinued) and applies here. */
export function isPaymentMethodAvailable(method: PaymentMethod, ctx: PaymentContext): boolean {
  const on = ctx.enabled?.[method.id] ?? !method.discontinued;
  return (
    on && method.countries.includes(ctx.country.toUpperCase()) && methodFee(method, ctx.currency) !== null
  );
}

/** Spec §9: the methods a member may pay with, in the listed order. */
export function availablePaymentMethods(ctx: PaymentContext): PaymentMethod[] {
  return PAYMENT_METHODS.filter((p) => isPaymentMethodAvailable(p, ctx));
}

/** Spec §8/§9: 'payment_method_unavailable' when a chosen method id is unknown or not offered here. */
export function paymentMethodError(id: string, ctx: PaymentContext): 'payment_method_unavailable' | null {
  const method = paymentMethodById(id);
  return method && isPaymentMethodAvailable(method, ctx) ? null : 'payment_method_unavailable';
}
