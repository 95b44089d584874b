/** GET /api/showcase.php — members with a photo for the home page and the landers (ADR 0031). */
import { z } from 'zod';
import { text } from './text.ts';
import { memberCardSchema, optionalInt } from './members.ts';

/** The most members one showcase call returns. */
export const SHOWCASE_MAX = 24;

export const showcaseQuerySchema = z.object({
  /** A campaign place word (`placeSlug` of a city or region); unknown places fall back to everyone. */
  place: text()
    .max(40, 'invalid')
    .regex(/^[a-z0-9-]*$/, 'invalid')
    .optional(),
  limit: optionalInt(1, SHOWCASE_MAX),
  /** Set by a marketing lander: the load counts as a lander visit (the console's dashboard). */
  lander: z.enum(['1']).optional(),
});
export type ShowcaseQuery = z.input<typeof showcaseQuerySchema>;

export const showcaseResponseSchema = z.object({
  /** Newest first, each with a main photo. */
  members: z.array(memberCardSchema),
  /** The place the members are from, as members wrote it; null when no place was asked or found. */
  place: z.string().nullable(),
});
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;
