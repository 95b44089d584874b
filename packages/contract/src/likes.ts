/** Likes (spec §3 likes response: profiles and liked_by; §4 likes, matches). */
import { z } from 'zod';
import { multilineText } from './text.ts';
import { memberCardSchema } from './members.ts';
import { REPORT_REASONS } from './choices.ts';

export const likeRequestSchema = z.object({
  id: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
  source: z.enum(['profile', 'search', 'swipe']).default('profile'),
});
export const likeResponseSchema = z.object({
  ok: z.literal(true),
  /** The other member had liked first: the like made a match. */
  match: z.boolean(),
});
export const likedByItemSchema = z.object({ id: z.number().int(), like_new: z.boolean() });
export const likesResponseSchema = z.object({
  /** Cards of every member in liked_by or liked. */
  profiles: z.array(memberCardSchema),
  liked_by: z.array(likedByItemSchema),
  /** Ids of the members this member liked. */
  liked: z.array(z.number().int()),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;

export const memberIdRequestSchema = z.object({
  id: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});
export const reportRequestSchema = z.object({
  id: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
  reason: z.enum(REPORT_REASONS, { message: 'required' }),
  message: multilineText().trim().max(2000, 'too_long').optional(),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** Spec §4 swipe game: today's quota (4 likes a day) and the next profiles to swipe. */
export const swipeQuotaSchema = z.object({
  remaining: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  /** ISO time the quota starts again (next midnight in the site's time zone, ADR 0100). */
  resets_at: z.string(),
});
export const swipeStateSchema = swipeQuotaSchema.extend({ profiles: z.array(memberCardSchema) });
export type SwipeState = z.infer<typeof swipeStateSchema>;
export const swipeRequestSchema = z.object({
  id: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
  like: z.boolean({ message: 'invalid' }),
});
export const swipeResponseSchema = swipeQuotaSchema.extend({ ok: z.literal(true), match: z.boolean() });

/** Spec §7 auto-like.php: the profile for the "it's a new like" popup, or null when there is none. */
export const autoLikeResponseSchema = z.object({ profile: memberCardSchema.nullable() });

/**
 * GET /api/badges.php: what the top navigation shows on every page (spec §2 badges, match
 * banner), counted in SQL — the page shell needs the counts, not the lists behind them.
 */
export const badgesResponseSchema = z.object({
  /** Unread messages over all conversations with a member one can still chat with. */
  unread_messages: z.number().int().nonnegative(),
  /** Received likes not yet seen, from visible members. */
  new_likes: z.number().int().nonnegative(),
  /** The newest unseen like that made a match, for the match banner. */
  new_match: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;
