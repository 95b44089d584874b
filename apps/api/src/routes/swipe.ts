/**
 * The swipe game (spec §2 /swipe-game, §4: 4 likes a day). GET gives today's quota and the next
 * profiles — of the gender the member looks for, not yet liked or passed, nobody blocked either
 * way; POST likes (counted against the quota) or passes one of them.
 */
import { siteTimeZone } from '@dating/domain';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, swipeRequestSchema, swipeResponseSchema, swipeStateSchema } from '@dating/contract';
import { photos, profiles, swipePasses, users } from '@dating/db/schema';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { requireActiveMember } from '../members/blocks.ts';
import { likeMember, notLikedBy, quotaBody, swipeQuotaOf } from '../members/like.ts';
import { conditions, memberCards } from '../members/search.ts';

export const swipeRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** Profiles sent per GET; the page asks again when the stack runs low. */
const STACK_SIZE = 10;

swipeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/swipe.php',
    responses: {
      200: jsonBody(swipeStateSchema, "Today's quota and the next profiles to swipe"),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, now: clock } = c.get('deps');
    const now = clock?.() ?? new Date();
    const [mine] = await db
      .select({ lookingFor: profiles.lookingForGender })
      .from(profiles)
      .where(eq(profiles.userId, me.id));
    const where = conditions(me.brandId, me.id, { gender: mine?.lookingFor ?? undefined }, now);
    where.push(
      notLikedBy(me.id),
      sql`not exists (select 1 from ${swipePasses} where ${swipePasses.memberId} = ${me.id} and ${swipePasses.passedId} = ${users.id})`,
      // Only profiles with an approved main photo make a card worth swiping (memberCards joins it).
      isNotNull(photos.id),
    );
    const [quota, cards] = await Promise.all([
      swipeQuotaOf(db, me.id, now, siteTimeZone(c.get('site').domain)),
      memberCards(db, where, STACK_SIZE, 0, now),
    ]);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ ...quotaBody(quota), profiles: cards }, 200);
  },
);

swipeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/swipe.php',
    request: { body: { content: { 'application/json': { schema: swipeRequestSchema } }, required: true } },
    responses: {
      200: jsonBody(swipeResponseSchema, 'Liked or passed; the quota after it'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required, blocked_by_member'),
      404: jsonBody(apiErrorSchema, 'not_found'),
      429: jsonBody(apiErrorSchema, 'swipe_limit_reached, with params.resets_at'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, now: clock } = c.get('deps');
    const now = clock?.() ?? new Date();
    const { id, like } = c.req.valid('json');
    let match = false;
    if (like) {
      ({ match } = await likeMember(db, me, id, 'swipe', now, siteTimeZone(c.get('site').domain)));
    } else {
      if (id === me.id) throw new ApiHttpError(400, 'validation_failed', 'Not yourself', { id: 'invalid' });
      await requireActiveMember(db, me.brandId, id);
      await db.insert(swipePasses).values({ memberId: me.id, passedId: id }).onConflictDoNothing();
    }
    const quota = await swipeQuotaOf(db, me.id, now, siteTimeZone(c.get('site').domain));
    return c.json({ ok: true as const, match, ...quotaBody(quota) }, 200);
  },
);
