/** Money shown honestly (issue 22 point 4, ADR 0087): the spending cap and what is shown before paying. */
import { z } from 'zod';
import { text } from './text.ts';

/**
 * GET /api/checkout-terms.php: what the member sees before paying — the monthly spending cap in
 * force (minor units of `currency`, null for none), a raise still cooling off, this calendar
 * month's paid total, the card statement descriptor and whether the disclosure of fictional
 * profiles was confirmed (asked once, before the first purchase).
 */
export const checkoutTermsResponseSchema = z.object({
  currency: z.string(),
  spending_cap: z.number().int().nullable(),
  /** A higher cap (or none) that holds from `holds_from` (the cooling-off). */
  pending_cap: z.object({ cap: z.number().int().nullable(), holds_from: z.string() }).nullable(),
  paid_this_month: z.number().int(),
  statement_descriptor: z.string(),
  disclosure_confirmed: z.boolean(),
});
export type CheckoutTerms = z.infer<typeof checkoutTermsResponseSchema>;

/** POST /api/spending-cap.php: the cap as typed, in the site's currency ("50", "49.95"; empty: none). */
export const spendingCapRequestSchema = z.object({
  cap: text({ message: 'invalid' }).max(20, 'too_long'),
});
export type SpendingCapRequest = z.infer<typeof spendingCapRequestSchema>;
