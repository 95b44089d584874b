/**
 * Discount codes as the operator writes them (spec §3 discount code, issue 19 point 5): the one
 * schema the staff API and the console validate a code with, and the rules that need the clock.
 * Field errors are reason codes the console translates.
 */
import { z } from 'zod';
import { type Instant, toMs } from './calendar.ts';
import { REGION_COUNTRIES } from './constants.ts';
import { DISCOUNT_STATUSES, DISCOUNT_VALIDITIES } from './discount-codes.ts';
import { PAYMENT_METHOD_IDS } from './payment-methods.ts';
import { CURRENCIES } from './prices.ts';
import { CONTROL_CHARACTERS, hasForbiddenControlCharacters } from './text-input.ts';

/** Codes members type: letters, digits, dash and underscore; stored upper-case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

const countries: readonly string[] = REGION_COUNTRIES;

/** Every field but the code itself (its key, fixed once created). */
export const discountCodeFieldsSchema = z
  .object({
    country: z
      .string({ message: 'invalid' })
      .refine((c) => countries.includes(c), 'unknown_country')
      .nullable(),
    user_id: z.number({ message: 'invalid' }).int('invalid').positive('invalid').nullable(),
    expires: z.iso.datetime({ offset: true, message: 'invalid_date' }).nullable(),
    value_percentage: z.number({ message: 'invalid' }).int('invalid').min(1, 'too_small').max(100, 'too_big'),
    currency: z.enum(CURRENCIES, { message: 'invalid' }).nullable(),
    minimum_order_value: z
      .number({ message: 'invalid' })
      .int('invalid')
      .min(0, 'too_small')
      .max(100_000_000, 'too_big'),
    validity: z.enum(DISCOUNT_VALIDITIES, { message: 'invalid' }),
    paymentmethods: z
      .array(z.enum(PAYMENT_METHOD_IDS, { message: 'unknown_payment_method' }), { message: 'invalid' })
      .max(PAYMENT_METHOD_IDS.length, 'too_many'),
    status: z.enum(DISCOUNT_STATUSES, { message: 'invalid' }),
  })
  .strict();

/** A new code: every field, the code included. */
export const discountCodeCreateSchema = discountCodeFieldsSchema
  .extend({
    code: z
      .string({ message: 'invalid' })
      // A control character is refused as everywhere else (contract/text.ts), not upper-cased away.
      .refine((v) => !hasForbiddenControlCharacters(v), CONTROL_CHARACTERS)
      .trim()
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, 'invalid_discount_code')),
  })
  .strict();
export type DiscountCodeCreate = z.infer<typeof discountCodeCreateSchema>;
export type DiscountCodeFields = z.infer<typeof discountCodeFieldsSchema>;

/**
 * The rules beyond each field's shape, as field errors: an expiry must lie ahead (unless it is
 * the one the code already has), and a minimum order needs the currency it is counted in.
 */
export function discountCodeProblems(
  code: DiscountCodeFields,
  now: Instant,
  storedExpires: string | null = null,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const unchanged =
    storedExpires !== null && code.expires !== null && Date.parse(code.expires) === Date.parse(storedExpires);
  if (code.expires !== null && !unchanged && Date.parse(code.expires) <= toMs(now))
    fields.expires = 'expiry_in_past';
  if (code.minimum_order_value > 0 && code.currency === null) fields.currency = 'currency_required';
  if (new Set(code.paymentmethods).size !== code.paymentmethods.length) fields.paymentmethods = 'invalid';
  return fields;
}
