/**
 * GET /api/match-finder.php (spec §2 /match-finder, ADR 0019): a short list of members who fit
 * the member's own profile — the gender they look for, an age band around their own, optionally
 * their country — best first by interests in common. Liked and blocked members are left out.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, matchFinderQuerySchema, matchFinderResponseSchema } from '@dating/contract';
import { profileInterests, profiles, users } from '@dating/db/schema';
import { ageOn } from '@dating/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { notLikedBy } from '../members/like.ts';
import { conditions, memberCards } from '../members/search.ts';

export const matchFinderRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** How many candidates the finder proposes at once. */
const SHORT_LIST = 6;
/** Years either side of the member's own age when they set no ages. */
const AGE_BAND = 8;

matchFinderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/match-finder.php',
    request: { query: matchFinderQuerySchema },
    responses: {
      200: jsonBody(matchFinderResponseSchema, 'The filters used and the best matches'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, now: clock } = c.get('deps');
    const now = clock?.() ?? new Date();
    const q = c.req.valid('query');
    const [mine] = await db
      .select({ lookingFor: profiles.lookingForGender, dob: profiles.dateOfBirth, country: profiles.country })
      .from(profiles)
      .where(eq(profiles.userId, me.id));
    const age = mine ? ageOn(mine.dob, now) : 30;
    const min_age = q.min_age ?? Math.max(18, age - AGE_BAND);
    const filters = {
      gender: q.gender === '' ? null : (q.gender ?? mine?.lookingFor ?? null),
      min_age,
      max_age: q.max_age ?? Math.max(min_age, Math.min(99, age + AGE_BAND)),
      nearby: q.nearby === '1',
    };
    const where = conditions(
      me.brandId,
      me.id,
      {
        gender: filters.gender ?? undefined,
        min_age: filters.min_age,
        max_age: filters.max_age,
        country: filters.nearby ? mine?.country : undefined,
      },
      now,
    );
    where.push(notLikedBy(me.id));
    const shared = sql<number>`(select count(*) from ${profileInterests} pi
      where pi.user_id = ${users.id} and pi.interest_slug in
        (select mine.interest_slug from ${profileInterests} mine where mine.user_id = ${me.id}))`;
    const ranked = await db
      .select({ id: users.id, shared })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(...where))
      // Interests in common first, then members with a photo, then the newest.
      .orderBy(desc(shared), sql`${profiles.mainPhotoId} is null`, desc(users.id))
      .limit(SHORT_LIST);
    const ids = ranked.map((r) => Number(r.id));
    const cards = ids.length ? await memberCards(db, [inArray(users.id, ids)], ids.length, 0, now) : [];
    const byId = new Map(cards.map((m) => [m.id, m]));
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        filters,
        matches: ranked.flatMap((r) => {
          const card = byId.get(Number(r.id));
          return card ? [{ ...card, shared_interests: Number(r.shared) }] : [];
        }),
      },
      200,
    );
  },
);
