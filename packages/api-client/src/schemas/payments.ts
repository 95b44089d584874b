/** Credit bundles and payments (spec §2 credits, §3 payment, §7; issue 8). */
import { BUNDLE_TIERS, PAYMENT_METHOD_IDS } from '@dating/domain';
import { z } from 'zod';

export const bundleOfferSchema = z.object({
  tier: z.enum(BUNDLE_TIERS),
  credits: z.number().int(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  popular: z.boolean(),
});
export const paymentMethodOfferSchema = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  name: z.string(),
  /** The method's fee on this bundle price is computed per bundle by the client from these. */
  fee_percent_bp: z.number().int(),
  fee_fixed: z.number().int(),
});
/** GET /api/bundles.php: the bundles in the site's currency and the methods offered to this member. */
/** The discount every bundle gets now (spec §4 welcome time bonus TIMEBONUS25), or null. */
export const activeDiscountSchema = z.object({
  code: z.string(),
  percentage: z.number(),
  /** ISO time the discount ends (the time bonus: signup + 4 h). */
  ends_at: z.string().nullable(),
});
export const bundlesResponseSchema = z.object({
  currency: z.string(),
  discount: activeDiscountSchema.nullable(),
  bundles: z.array(bundleOfferSchema),
  methods: z.array(paymentMethodOfferSchema),
  refund_days: z.number().int(),
});
export type BundlesResponse = z.infer<typeof bundlesResponseSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  tier: z.enum(BUNDLE_TIERS),
  credits: z.number().int(),
  method: z.string(),
  currency: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  discount_code: z.string().nullable(),
  fee: z.number().int(),
  total: z.number().int(),
  status: z.enum(['pending', 'completed', 'failed', 'cancelled']),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/payment.php: start paying for a bundle with a method. */
export const paymentRequestSchema = z.object({
  tier: z.enum(BUNDLE_TIERS, { message: 'invalid' }),
  method: z.enum(PAYMENT_METHOD_IDS, { message: 'invalid' }),
});
export const paymentResponseSchema = z.object({
  payment: paymentSchema,
  /** Where the member pays: the provider's page (the sandbox's in the demo network). */
  redirect_url: z.string(),
});
/** POST /api/payment-sandbox.php: what the member chose on the sandbox provider's page. */
export const sandboxOutcomeSchema = z.object({
  id: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
  outcome: z.enum(['approve', 'decline', 'cancel'], { message: 'invalid' }),
});
export const transactionsResponseSchema = z.object({ payments: z.array(paymentSchema) });

/** GET /api/discountcode.php?welcome=true: the welcome discount the member has now (spec §3 discount code). */
export const discountCodeResponseSchema = z.object({
  discountcode: z.object({
    code: z.string(),
    value_percentage: z.number(),
    expires: z.string().nullable(),
    status: z.string(),
    validity: z.string(),
  }),
});
