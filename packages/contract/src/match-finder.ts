/** GET /api/match-finder.php — the match finder (spec §2 /match-finder; ADR 0019). */
import { z } from 'zod';
import { memberCardSchema, optionalInt } from './members.ts';

export const matchFinderQuerySchema = z
  .object({
    gender: z.union([z.literal(''), z.enum(['male', 'female'])]).optional(),
    min_age: optionalInt(18, 99),
    max_age: optionalInt(18, 99),
    /** '1': only members in the member's own country. */
    nearby: z.enum(['0', '1']).optional(),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    path: ['max_age'],
    message: 'min_above_max',
  });
export type MatchFinderQuery = z.input<typeof matchFinderQuerySchema>;

export const matchFinderResponseSchema = z.object({
  /** The filters used: what was asked, the rest taken from the member's own profile. */
  filters: z.object({
    gender: z.enum(['male', 'female']).nullable(),
    min_age: z.number().int(),
    max_age: z.number().int(),
    nearby: z.boolean(),
  }),
  /** Best first: most interests in common, then newest. */
  matches: z.array(memberCardSchema.extend({ shared_interests: z.number().int().nonnegative() })),
});
export type MatchFinderResponse = z.infer<typeof matchFinderResponseSchema>;
