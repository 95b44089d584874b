/**
 * Discount codes (spec §3 discount code, §5 and §8 discount errors): the shape the API sends and
 * the one check that says whether a code can be used for an order, as an error code.
 */
import { z } from 'zod';
import { type Instant, toMs } from './calendar.ts';
import type { ErrorCode } from './errors.ts';
import { discountApplies } from './prices.ts';

/** Spec §3: how often a code may be used. */
export const DISCOUNT_VALIDITIES = ['once_per_user', 'once', 'unlimited'] as const;
/** Spec §3: a code's status. */
export const DISCOUNT_STATUSES = ['active', 'inactive', 'used'] as const;

/**
 * Spec §3 discount code, field names as the API sends them. `country`, `currency` and
 * `user_id` null mean "any"; `paymentmethods` empty means every method;
 * `minimum_order_value` is in minor units of `currency`.
 */
export const discountCodeSchema = z.object({
  code: z.string().min(1),
  country: z.string().nullable(),
  user_id: z.union([z.string(), z.number()]).nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number().min(0).max(100),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().min(0),
  status: z.enum(DISCOUNT_STATUSES),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  paymentmethods: z.array(z.string()),
});
/** Spec §3: a discount code. */
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** Spec §5: the order a code is checked against. */
export interface DiscountContext {
  userId: string | number;
  /** The member's country (ISO alpha-2). */
  country: string;
  currency: string;
  /** Bundle price before discount and fee, in minor units. */
  amountMinor: number;
  /** The chosen method, or null while none is chosen yet (checked again at payment). */
  paymentMethod: string | null;
  /** Whether this member already used this code. */
  usedByUser: boolean;
  now: Instant;
}

/**
 * Spec §5/§8 discount code errors: null when the code applies, else code_not_found (also for
 * a code bound to another member), code_expired, code_already_used, code_wrong_country (also
 * another currency), code_below_minimum or code_method_not_allowed — checked in that order.
 */
export function validateDiscountCode(code: DiscountCode | null, ctx: DiscountContext): ErrorCode | null {
  if (!code || code.status === 'inactive') return 'code_not_found';
  if (code.user_id !== null && String(code.user_id) !== String(ctx.userId)) return 'code_not_found';
  if (code.expired || (code.expires !== null && Date.parse(code.expires) <= toMs(ctx.now))) {
    return 'code_expired';
  }
  if (code.status === 'used' || (code.validity !== 'unlimited' && ctx.usedByUser)) return 'code_already_used';
  if (code.country && code.country.toUpperCase() !== ctx.country.toUpperCase()) return 'code_wrong_country';
  const amountError = discountApplies(
    {
      valuePercentage: code.value_percentage,
      minimumOrderValue: code.minimum_order_value,
      currency: code.currency,
    },
    ctx.amountMinor,
    ctx.currency,
  );
  if (amountError) return amountError;
  if (
    ctx.paymentMethod &&
    code.paymentmethods.length > 0 &&
    !code.paymentmethods.includes(ctx.paymentMethod)
  ) {
    return 'code_method_not_allowed';
  }
  return null;
}
