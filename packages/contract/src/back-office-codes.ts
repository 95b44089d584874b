/**
 * The staff console's discount code calls (issue 19 point 5): the codes paged by keyset, one
 * code with its usage report, creating and editing one. The fields are checked by the one
 * schema of @dating/domain (discountCodeCreateSchema / discountCodeFieldsSchema).
 */
import { DISCOUNT_STATUSES, discountCodeCreateSchema, discountCodeFieldsSchema } from '@dating/domain';
import { z } from 'zod';
import { text } from './text.ts';

export const discountCodeCreateRequestSchema = discountCodeCreateSchema;
export const discountCodeUpdateRequestSchema = discountCodeFieldsSchema;

export const discountCodeParamSchema = z.object({
  code: text({ message: 'invalid' }).regex(/^[A-Za-z0-9_-]{1,32}$/, 'invalid'),
});

/** GET /staff-api/codes?status=&q=&after= — newest first; `after` is the last row's cursor. */
export const discountCodeListQuerySchema = z.object({
  status: z.enum(DISCOUNT_STATUSES, { message: 'invalid' }).optional(),
  q: text({ message: 'invalid' }).max(32, 'too_long').optional(),
  after: text({ message: 'invalid' })
    .regex(/^\d{13}:[A-Z0-9_-]{1,32}$/, 'invalid')
    .optional(),
});
export type DiscountCodeListQuery = z.infer<typeof discountCodeListQuerySchema>;

export const discountCodeRowSchema = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number().int(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int(),
  validity: z.string(),
  paymentmethods: z.array(z.string()),
  status: z.string(),
  created_at: z.string(),
  uses: z.number().int(),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRowSchema>;

export const discountCodePageSchema = z.object({
  codes: z.array(discountCodeRowSchema),
  /** The cursor of the next page, or null on the last one. */
  next: z.string().nullable(),
});
export type DiscountCodePage = z.infer<typeof discountCodePageSchema>;

export const discountCodeUseSchema = z.object({
  user_id: z.number().int(),
  member_name: z.string().nullable(),
  member_email: z.string(),
  used_at: z.string(),
  payment_id: z.number().int(),
  currency: z.string(),
  amount_minor: z.number().int(),
  discount_minor: z.number().int(),
  total_minor: z.number().int(),
});
export type DiscountCodeUse = z.infer<typeof discountCodeUseSchema>;

export const staffDiscountCodeResponseSchema = z.object({
  code: discountCodeRowSchema,
  usage: z.array(discountCodeUseSchema),
});
export type StaffDiscountCodeView = z.infer<typeof staffDiscountCodeResponseSchema>;
