/**
 * The console's payments area (issue 19 point 4, ADR 0062): the list with its filters and keyset
 * cursor (and the same filters for the CSV export), one payment with the provider's events and
 * what went back on it, and a staff refund. The console and the staff API share these.
 */
import { PAYMENT_METHOD_IDS, PAYMENT_ROW_STATUSES, REFUND_KINDS } from '@dating/domain';
import { z } from 'zod';
import { text } from './text.ts';

/** A day (UTC) of a list's date range filter, `YYYY-MM-DD`. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid_date');

/**
 * The filters the back office's lists share (payments, the outbox): a brand id, a site's host,
 * days (UTC, both included) and the keyset cursor, the id of the last row of the previous page.
 */
export const backOfficeListFilters = {
  brand: text()
    .trim()
    .max(60, 'too_long')
    .regex(/^[a-z0-9-]*$/, 'invalid')
    .optional(),
  site: text()
    .trim()
    .max(253, 'too_long')
    .regex(/^[a-z0-9.-]*$/, 'invalid')
    .optional(),
  from: day.optional(),
  to: day.optional(),
  before: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid').optional(),
};

/** A range whose end is before its start is refused on `to`. */
export const rangeInOrder = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before_from' });
};

export const staffPaymentQuerySchema = z
  .object({
    ...backOfficeListFilters,
    status: z.enum(PAYMENT_ROW_STATUSES, { message: 'invalid' }).optional(),
    method: z.enum(PAYMENT_METHOD_IDS, { message: 'invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type StaffPaymentQuery = z.infer<typeof staffPaymentQuerySchema>;

export const staffPaymentRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  member_id: z.number().int(),
  member_email: z.string(),
  brand_id: z.string(),
  site_host: z.string().nullable(),
  tier: z.string(),
  credits: z.number().int(),
  method: z.string(),
  currency: z.string(),
  /** Minor units the member paid. */
  total: z.number().int(),
  status: z.enum(PAYMENT_ROW_STATUSES),
  /** Minor units that went back (refund, chargeback, reversal), or null. */
  refunded: z.number().int().nullable(),
});
export type StaffPaymentRow = z.infer<typeof staffPaymentRowSchema>;

export const staffPaymentPageSchema = z.object({
  rows: z.array(staffPaymentRowSchema),
  /** The cursor of the next (older) page, null on the last page. */
  next_before: z.number().int().nullable(),
  /** The brands and their sites, for the filters. */
  brands: z.array(z.object({ id: z.string(), name: z.string(), sites: z.array(z.string()) })),
});
export type StaffPaymentPage = z.infer<typeof staffPaymentPageSchema>;

export const staffPaymentIdParamSchema = z.object({
  id: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});

export const providerEventSchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  status: z.string(),
  /** Null for an event that names no amount (a provider's decline). */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  accepted: z.boolean(),
  /** settled, pending, duplicate, late, refunded…, or why it was refused (unknown_payment, amount_mismatch). */
  outcome: z.string(),
  received_at: z.string(),
});

/**
 * A notification about the payment that changed nothing, and why (ADR 0085): forged, out of its
 * window, replayed, out of order, for another amount or currency, not confirmed by the provider.
 */
export const rejectedNotificationSchema = z.object({
  provider: z.string(),
  reason: z.string(),
  /** As the notification claimed them (unverified when the reason is about authenticity). */
  event_id: z.string().nullable(),
  status: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  detail: z.string().nullable(),
  received_at: z.string(),
});

export const paymentRefundSchema = z.object({
  kind: z.enum(REFUND_KINDS),
  amount: z.number().int(),
  credits_taken_back: z.number().int(),
  /** Credits of the refunded share the member had already spent: owed (ADR 0086). */
  credits_owed: z.number().int(),
  premium_ended: z.boolean(),
  reason: z.string().nullable(),
  /** The staff member who refunded; null for a chargeback or reversal the provider notified. */
  staff_name: z.string().nullable(),
  provider_ref: z.string(),
  created_at: z.string(),
});

export const staffPaymentDetailSchema = z.object({
  payment: staffPaymentRowSchema.extend({
    price: z.number().int(),
    discount: z.number().int(),
    discount_code: z.string().nullable(),
    fee: z.number().int(),
    provider: z.string(),
    provider_ref: z.string().nullable(),
    made_premium: z.boolean(),
  }),
  member: z.object({ id: z.number().int(), email: z.string(), credits: z.number().int(), paid: z.boolean() }),
  events: z.array(providerEventSchema),
  /** The notifications about it that were refused, newest first (at most 50). */
  rejections: z.array(rejectedNotificationSchema),
  refund: paymentRefundSchema.nullable(),
  /** Whether a staff refund is possible now, and up to when and how much. */
  refundable: z.object({
    /** Null when a refund can be given; else the reason code it would be refused with. */
    refusal: z.string().nullable(),
    max_amount: z.number().int(),
    deadline: z.string().nullable(),
    /** The most this staff member may refund on their own (null: no limit). */
    staff_limit: z.number().int().nullable(),
  }),
});
export type StaffPaymentDetail = z.infer<typeof staffPaymentDetailSchema>;

export const staffRefundRequestSchema = z.object({
  /** Minor units of the payment's currency. */
  amount: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
  reason: text().trim().min(1, 'required').max(500, 'too_long'),
});
export type StaffRefundRequest = z.infer<typeof staffRefundRequestSchema>;

export const staffRefundResponseSchema = z.object({
  refund: z.object({
    payment_id: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    credits_taken_back: z.number().int(),
    credits_owed: z.number().int(),
    premium_ended: z.boolean(),
    balance: z.number().int(),
  }),
});
