/** Credit bundles and payments (spec §2 credits, §3 payment, §7; issue 8). */
import { BUNDLE_TIERS, PAYMENT_METHOD_IDS, PAYMENT_ROW_STATUSES } from '@dating/domain';
import { z } from 'zod';
import { checkoutTermsResponseSchema } from './money.ts';
import { refundOverviewSchema } from './refund-requests.ts';
import { text } from './text.ts';

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
/** The discount every bundle gets now (spec §4 welcome time bonus TIMEBONUS25), or null. */
export const activeDiscountSchema = z.object({
  code: z.string(),
  percentage: z.number(),
  /** ISO time the discount ends (the time bonus: signup + 4 h). */
  ends_at: z.string().nullable(),
});
/** A card the provider keeps for the member's repeat orders. */
export const storedMethodSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  label: z.string(),
});
export type StoredMethod = z.infer<typeof storedMethodSchema>;
/**
 * GET /api/bundles.php: the bundles in the site's currency and the methods offered to this member,
 * or to a visitor in their country (then `discount` is null and `stored_methods` empty; ADR 0033).
 */
export const bundlesResponseSchema = z.object({
  currency: z.string(),
  discount: activeDiscountSchema.nullable(),
  bundles: z.array(bundleOfferSchema),
  methods: z.array(paymentMethodOfferSchema),
  stored_methods: z.array(storedMethodSchema),
  refund_days: z.number().int(),
  /**
   * With `?checkout=1`, for a member: the spending cap, the statement descriptor and the
   * disclosure (ADR 0087) in the same call, so /credits and the pay step stay at two API calls a
   * page (ADR 0051). Absent otherwise.
   */
  checkout: checkoutTermsResponseSchema.optional(),
});
/** GET /api/bundles.php's query: `checkout=1` adds the member's checkout terms. */
export const bundlesQuerySchema = z.object({ checkout: z.enum(['1'], { message: 'invalid' }).optional() });
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
  /** refunded / charged_back / reversed: money went back after it completed (ADR 0062). */
  status: z.enum(PAYMENT_ROW_STATUSES),
  /** Minor units that went back to the member (refund, chargeback or reversal), or null. */
  refunded: z.number().int().nullable(),
  /** A repeat order charged to a stored card (its failure is "Credit card payment failed"). */
  stored_method: z.boolean(),
  /** Completing this payment made a free member premium (their first purchase; ADR 0043). */
  made_premium: z.boolean(),
  /** While pending: the provider's checkout, to go back to. */
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/payment.php: start paying for a bundle with a method. */
export const paymentRequestSchema = z.object({
  tier: z.enum(BUNDLE_TIERS, { message: 'invalid' }),
  method: z.enum(PAYMENT_METHOD_IDS, { message: 'invalid' }),
  /** A discount code the member typed (spec §3); checked again on the server. */
  discount_code: text().trim().max(40, 'too_long').optional(),
  /** Repeat order: charge this stored card instead of visiting the provider. */
  stored_method_id: z.number({ message: 'invalid' }).int('invalid').positive('invalid').optional(),
  /** Issue 22 (ADR 0087): the member confirms having read the disclosure; needed before a first purchase. */
  disclosure_confirmed: z.boolean({ message: 'invalid' }).optional(),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;
export const paymentResponseSchema = z.object({
  payment: paymentSchema,
  /** Where the member pays: the provider's page (the sandbox's in the demo network). */
  redirect_url: z.string(),
});
export const SANDBOX_OUTCOMES = ['paid', 'pending', 'failed', 'cancelled', 'expired'] as const;
/** GET /api/payment-sandbox.php?token=: the sandbox provider's hosted checkout. */
export const sandboxCheckoutSchema = z.object({
  checkout: z.object({
    payment_id: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    method: z.string(),
    method_name: z.string(),
    /** Card methods ask for a test card and may remember it. */
    card: z.boolean(),
    return_url: z.string(),
  }),
});
/** POST /api/payment-sandbox.php: the tester's choice on the hosted checkout. */
export const sandboxOutcomeSchema = z.object({
  token: text().min(1, 'required').max(2000, 'too_long'),
  outcome: z.enum(SANDBOX_OUTCOMES, { message: 'invalid' }),
  card: z.enum(['4242', '0341'], { message: 'invalid' }).optional(),
  remember: z.boolean({ message: 'invalid' }).optional(),
});
export type SandboxOutcome = z.infer<typeof sandboxOutcomeSchema>;
/** GET /api/transactions.php: the payments, and the refund requests and debt beside them (ADR 0086). */
export const transactionsResponseSchema = z
  .object({ payments: z.array(paymentSchema) })
  .merge(refundOverviewSchema);

/**
 * GET /api/discountcode.php?welcome=true: the welcome discount the member has now; ?code=X&tier=
 * (and &method=): a code the member typed, checked against that order (spec §3 discount code).
 */
export const discountCodeResponseSchema = z.object({
  discountcode: z.object({
    code: z.string(),
    value_percentage: z.number(),
    expires: z.string().nullable(),
    status: z.string(),
    validity: z.string(),
  }),
  /** With ?code=: whether it beats the discount the member already has (they never stack). */
  applies: z.boolean().optional(),
});
export type DiscountCodeResponse = z.infer<typeof discountCodeResponseSchema>;

const field = (max: number) => text({ message: 'required' }).trim().min(1, 'required').max(max, 'too_long');

/** POST /api/directdebit.php: the direct debit form (spec §2 /directdebit, §4 direct debit flow). */
export const directDebitRequestSchema = z.object({
  tier: z.enum(BUNDLE_TIERS, { message: 'invalid' }),
  holder: field(70),
  iban: field(42),
  street: field(100),
  postcode: field(12),
  city: field(60),
  mobile: field(30),
  discount_code: text().trim().max(40, 'too_long').optional(),
  /** Issue 22 (ADR 0087): the disclosure confirmed on the pay page; needed before a first purchase. */
  disclosure_confirmed: z.boolean({ message: 'invalid' }).optional(),
});
export type DirectDebitRequest = z.input<typeof directDebitRequestSchema>;
/** A direct debit waiting for its SMS code; number and IBAN shown with their middle hidden. */
export const directDebitViewSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  mobile: z.string(),
  iban: z.string(),
  /** Seconds before another code may be sent (0: now; null: no more codes for this request). */
  resend_after: z.number().int().nullable(),
});
export type DirectDebitView = z.infer<typeof directDebitViewSchema>;
export const directDebitResponseSchema = z.object({ request: directDebitViewSchema });
/** POST /api/directdebit-code.php: the SMS code for a request. */
export const directDebitCodeSchema = z.object({
  request: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
  code: text({ message: 'required' }).trim().min(1, 'required').max(12, 'dd_code_invalid'),
});
/** POST /api/directdebit-resend.php: another code for a request. */
export const directDebitResendSchema = z.object({
  request: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});

/** GET /api/payment.php?id= and GET /api/directdebit.php?id=: one of the member’s own, by id. */
export const paymentIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/payment.php: the payment and its state. */
export const paymentStateResponseSchema = z.object({ payment: paymentSchema });

/** GET /api/discountcode.php: the welcome discount, or a typed code checked for this order. */
export const discountCodeQuerySchema = z.object({
  welcome: z.enum(['true']).optional(),
  code: text().trim().min(1).max(40).optional(),
  tier: z.enum(BUNDLE_TIERS).optional(),
  method: text().max(40).optional(),
});

/** POST /api/payment-notify.php: the provider's notification was accepted (also a repeat). */
export const paymentNotifyResponseSchema = z.object({ ok: z.literal(true), status: z.string() });

/** GET /api/payment-sandbox.php?token=: the sandbox's hosted checkout. */
export const sandboxCheckoutQuerySchema = z.object({
  token: text().min(1, 'required').max(2000, 'too_long'),
});

/** POST /api/payment-sandbox.php: where the member goes back to. */
export const sandboxReturnSchema = z.object({ return_url: text() });
