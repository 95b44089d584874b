/**
 * GET /api/showcase.php — members with a photo for the home page and the marketing landers
 * (spec §1 landing pages; ADR 0031). Open to visitors whatever logged_out_search says: it shows a
 * handful of cards, never a search. A campaign place narrows it to one city or region. Only
 * members with a photo and never fictional profiles.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, showcaseQuerySchema, showcaseResponseSchema } from '@dating/contract';
import type { Db } from '@dating/db';
import { photos, profiles, users } from '@dating/db/schema';
import { placeSlug } from '@dating/domain';
import { type SQL, eq, isNotNull } from 'drizzle-orm';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { conditions, memberCards } from '../members/search.ts';
import { listedMember } from '../members/visibility.ts';

export const showcaseRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const DEFAULT_LIMIT = 12;
/** How long a brand's list of places is reused: places change only as members sign up. */
const PLACES_TTL_MS = 10 * 60_000;
const placesCache = new Map<
  string,
  { at: number; places: { city: string | null; region: string | null }[] }
>();

async function brandPlaces(db: Db, brandId: string, now: number) {
  const cached = placesCache.get(brandId);
  if (cached && now - cached.at < PLACES_TTL_MS) return cached.places;
  const places = await db
    .selectDistinct({ city: profiles.city, region: profiles.region })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(listedMember(brandId));
  placesCache.set(brandId, { at: now, places });
  return places;
}

/** The city (first) or region whose campaign word is `place`, as members wrote it. */
async function findPlace(db: Db, brandId: string, place: string, now: number) {
  const places = await brandPlaces(db, brandId, now);
  const city = places.find((p) => p.city && placeSlug(p.city) === place)?.city;
  if (city) return { name: city, where: eq(profiles.city, city) };
  const region = places.find((p) => p.region && placeSlug(p.region) === place)?.region;
  if (region) return { name: region, where: eq(profiles.region, region) };
  return null;
}

showcaseRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/showcase.php',
    request: { query: showcaseQuerySchema },
    responses: {
      200: jsonBody(showcaseResponseSchema, 'Members with a photo, newest first'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    const q = c.req.valid('query');
    const brandId = c.get('site').brand.id;
    const now = deps.now?.() ?? new Date();
    const where: SQL[] = [
      ...conditions(brandId, c.get('user')?.id ?? null, {}, now),
      isNotNull(photos.id),
      // Marketing shows real members only: a fictional profile is never the face of an advert.
      eq(users.fictional, false),
    ];
    const place = q.place ? await findPlace(deps.db, brandId, q.place, now.getTime()) : null;
    const members = await memberCards(
      deps.db,
      place ? [...where, place.where] : where,
      q.limit ?? DEFAULT_LIMIT,
      0,
      now,
    );
    // Marketing pages are the same for every visitor of a brand, but a member's own card is left out.
    c.header('Cache-Control', 'private, max-age=60');
    return c.json({ members, place: place?.name ?? null }, 200);
  },
);
