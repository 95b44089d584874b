/**
 * Refund requests (issue 22 point 3, ADR 0086): a member asks for a refund of an unused bundle on
 * /transactions; the staff approve or decline it in the console's payments area. The member API,
 * the staff API, the site and the console share these schemas.
 */
import { REFUND_REQUEST_STATUSES } from '@dating/domain';
import { z } from 'zod';
import { text } from './text.ts';

/** A member's request as they see it beside the payment. */
export const refundRequestStateSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  /** The staff's reason when declined. */
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestStateSchema>;

/** POST /api/refund-request.php: ask for a refund of one of the member's payments. */
export const refundRequestBodySchema = z.object({
  payment: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});
export const refundRequestResponseSchema = z.object({ refund_request: refundRequestStateSchema });

/** What /transactions shows besides the payments: requests, which payments may be asked for, the debt. */
export const refundOverviewSchema = z.object({
  refund_requests: z.array(refundRequestStateSchema),
  /** Ids of the member's payments they may ask a refund for now (unused, within refund_days). */
  refundable: z.array(z.number().int()),
  /** Credits owed after a refund found a purchase's credits spent; the next purchase pays them first. */
  credit_debt: z.number().int(),
});
export type RefundOverview = z.infer<typeof refundOverviewSchema>;

/** GET /staff-api/refund-requests: the console's list, filtered by state (open ones by default). */
export const staffRefundRequestQuerySchema = z.object({
  status: z.enum(REFUND_REQUEST_STATUSES, { message: 'invalid' }).default('pending'),
  before: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid').optional(),
});
export type StaffRefundRequestQuery = z.infer<typeof staffRefundRequestQuerySchema>;

export const staffRefundRequestRowSchema = refundRequestStateSchema.extend({
  member_id: z.number().int(),
  member_email: z.string(),
  brand_id: z.string(),
  tier: z.string(),
  credits: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  /** Whether the bundle is still unused now (the member may have spent credits since asking). */
  unused: z.boolean(),
  staff_name: z.string().nullable(),
});
export type StaffRefundRequestRow = z.infer<typeof staffRefundRequestRowSchema>;
export const staffRefundRequestPageSchema = z.object({
  rows: z.array(staffRefundRequestRowSchema),
  next_before: z.number().int().nullable(),
});
export type StaffRefundRequestPage = z.infer<typeof staffRefundRequestPageSchema>;

export const staffRefundRequestIdParamSchema = z.object({
  id: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});
/** POST /staff-api/refund-requests/{id}/decline: the reason the member reads. */
export const staffRefundDeclineSchema = z.object({
  reason: text().trim().min(1, 'required').max(500, 'too_long'),
});
export const staffRefundDecisionSchema = z.object({ refund_request: refundRequestStateSchema });
