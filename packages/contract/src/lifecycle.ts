/**
 * The member's control over the account (spec §4 account deletion, §9 reactivation; issue 10):
 * the deletion flow with its alternatives, reactivation, privacy mode and the data export.
 */
import { z } from 'zod';
import { multilineText, text } from './text.ts';
import { userSchema } from './user.ts';

/** Why a member leaves (spec §4 "picks a reason"): a fixed list, with an optional text. */
export const DELETION_REASONS = [
  'found_partner',
  'no_matches',
  'too_expensive',
  'privacy',
  'too_many_emails',
  'taking_a_break',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];
export const DELETION_REASON_TEXT_MAX = 500;

export const accountDeletionRequestSchema = z.object({
  reason: z.enum(DELETION_REASONS, { message: 'required' }),
  reason_text: multilineText().trim().max(DELETION_REASON_TEXT_MAX, 'too_long').optional(),
  password: text().min(1, 'required').max(128, 'too_long'),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

/** A personal code from the company's delete_discount, offered instead of leaving. */
export const deletionDiscountSchema = z.object({
  code: z.string(),
  percentage: z.number().int(),
  expires_at: z.string(),
});
/** GET /api/account-deletion.php: what the member can do instead of leaving. */
export const deletionAlternativesSchema = z.object({
  privacy: z.boolean(),
  discount: deletionDiscountSchema.nullable(),
});
export type DeletionAlternatives = z.infer<typeof deletionAlternativesSchema>;

/** POST /api/account-deletion.php: until when the e-mailed link reactivates the account. */
export const accountDeletionResponseSchema = z.object({
  ok: z.literal(true),
  reactivate_until: z.string(),
});

export const reactivationResponseSchema = z.object({ user: userSchema });

/** Privacy mode: hidden from search, swipe, the match finder and landings; chats go on. */
export const privacySchema = z.object({ privacy: z.boolean({ message: 'required' }) }).strict();

/** GET /api/reactivation.php?token=: the token of the link (empty when missing). */
export const reactivationQuerySchema = z.object({ token: text().max(200).default('') });
/** GET /api/reactivation.php: whether the link still works. */
export const linkValidResponseSchema = z.object({ valid: z.boolean() });
/** GET and PUT /api/privacy.php: whether privacy mode is on. */
export const privacyResponseSchema = z.object({ privacy: z.boolean() });
