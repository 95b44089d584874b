/** GET /api/members.php — member search (spec §3 Search state). */
import { z } from 'zod';
import { text } from './text.ts';
import { imageSchema } from './user.ts';

export const PAGE_SIZE = 24;
/** Search totals are counted up to this many (ADR 0022): "10,000+" costs what a page costs. */
export const TOTAL_CAP = 10_000;

export const optionalInt = (min: number, max: number) =>
  z.union([z.literal('').transform(() => undefined), z.coerce.number().int().min(min).max(max)]).optional();

export const memberSearchQuerySchema = z
  .object({
    gender: z.union([z.literal(''), z.enum(['male', 'female'])]).optional(),
    country: z.union([z.literal(''), text().regex(/^[A-Z]{2}$/)]).optional(),
    countryregion: text().max(80).optional(),
    min_age: optionalInt(18, 99),
    max_age: optionalInt(18, 99),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    /**
     * Keyset anchors (ADR 0027): the page starts after this member id (the previous page's last)
     * or ends before it (the next page's first), so paging on costs what page 1 costs.
     */
    after: optionalInt(1, Number.MAX_SAFE_INTEGER),
    before: optionalInt(1, Number.MAX_SAFE_INTEGER),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    path: ['max_age'],
    message: 'min_above_max',
  })
  .refine((q) => q.after === undefined || q.before === undefined, { path: ['before'], message: 'invalid' });
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;

export const memberCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(['male', 'female']),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  fictional: z.boolean(),
  main_image: imageSchema.nullable(),
  /** In search results for a member: whether they liked this one already. */
  liked: z.boolean().optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberSearchResponseSchema = z.object({
  members: z.array(memberCardSchema),
  total: z.number().int(),
  /** The count stops at TOTAL_CAP: true means "at least `total`" (ADR 0022). */
  total_capped: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Filled when few members match: members close to the filters. */
  similar: z.array(memberCardSchema),
});
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

/** GET /api/member.php?id= — one member's profile as the viewer may see it. */
export const memberProfileQuerySchema = z.object({
  id: z.coerce
    .number({ message: 'invalid' })
    .int('invalid')
    .positive('invalid')
    .max(2 ** 53 - 1, 'invalid'),
});

export const profilePhotoSchema = z.object({
  id: z.number().int(),
  /** Thumbnail and large image file names under cdn_prefix; for a locked photo both are the server-made blur. */
  thumb_filename: z.string(),
  filename: z.string(),
  locked: z.boolean(),
});
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

export const memberProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fictional: z.boolean(),
  /** Only the fields the site's visible_profile_fields lists, each null when not filled in. */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  interests: z.array(z.object({ slug: z.string(), icon: z.string() })),
  about_me: z.string().nullable(),
  signup_reason: z.string().nullable(),
  photos: z.array(profilePhotoSchema),
  /** Photos a visitor does not get at all (spec §6 "Login to view more photos"). */
  hidden_photos: z.number().int(),
  /**
   * Explicit photos withheld until the viewer passes the age checks of their country (ADR 0088):
   * neither sent nor blurred, only counted, so the page can offer the check.
   */
  age_locked_photos: z.number().int(),
  /** The viewer liked this member (false for a visitor). */
  liked: z.boolean(),
  /** The viewer blocked this member. */
  blocked: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileResponseSchema = z.object({ member: memberProfileSchema });
