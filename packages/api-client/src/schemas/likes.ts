/** Likes (spec §3 likes response: profiles and liked_by; §4 likes, matches). */
import { z } from 'zod';
import { memberCardSchema } from './members.ts';

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
