/**
 * Likes over HTTP (spec §3, §4, §7 like.php, likes.php, swipe.php, auto-like.php): parse the call,
 * run the command or query (likes/commands.ts, likes/queries.ts), map the value to JSON.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  autoLikeResponseSchema,
  likeRequestSchema,
  likeResponseSchema,
  likesResponseSchema,
  swipeRequestSchema,
  swipeResponseSchema,
  swipeStateSchema,
} from '@dating/contract';
import { type SwipeQuota, siteTimeZone } from '@dating/domain';
import { requireUser } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { autoLike, likeMember, swipe } from './commands.ts';
import { likesOf, swipeStack } from './queries.ts';

export const likeRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];

const quotaBody = (q: SwipeQuota) => ({
  remaining: q.remaining,
  used: q.used,
  resets_at: q.resetsAt.toISOString(),
});

likeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/like.php',
    operationId: 'likeMember',
    summary: 'Like a member',
    security: session,
    request: jsonRequest(likeRequestSchema),
    responses: {
      200: jsonBody(likeResponseSchema, 'Liked (again liking changes nothing); match tells a mutual like'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required, blocked_by_member or blocked'),
      404: jsonBody(apiErrorSchema, 'not_found'),
      429: jsonBody(apiErrorSchema, 'swipe_limit_reached (source swipe)'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { id, source } = c.req.valid('json');
    const timeZone = siteTimeZone(c.get('site').domain);
    const { match } = orRefuse(await likeMember(c.get('deps').db, { me, id, source, timeZone }, clockOf(c)));
    return c.json({ ok: true as const, match }, 200);
  },
);

likeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/likes.php',
    operationId: 'listLikes',
    summary: 'Who liked the member and whom they liked',
    security: session,
    responses: {
      200: jsonBody(likesResponseSchema, 'Who liked the member, whom they liked, and the cards'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const found = await likesOf(c.get('deps').db, me.id, clockOf(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        profiles: found.profiles,
        liked_by: found.likedBy.map((r) => ({ id: r.id, like_new: r.isNew })),
        liked: found.liked,
      },
      200,
    );
  },
);

likeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/swipe.php',
    operationId: 'getSwipeStack',
    summary: "Today's swipe quota and the next profiles to swipe",
    security: session,
    responses: {
      200: jsonBody(swipeStateSchema, "Today's quota and the next profiles to swipe"),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const timeZone = siteTimeZone(c.get('site').domain);
    const stack = await swipeStack(c.get('deps').db, { me, timeZone }, clockOf(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ ...quotaBody(stack.quota), profiles: stack.profiles }, 200);
  },
);

likeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/swipe.php',
    operationId: 'swipeMember',
    summary: 'Like or pass a profile in the swipe game',
    security: session,
    request: jsonRequest(swipeRequestSchema),
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
    const { id, like } = c.req.valid('json');
    const timeZone = siteTimeZone(c.get('site').domain);
    const { match, quota } = orRefuse(await swipe(c.get('deps').db, { me, id, like, timeZone }, clockOf(c)));
    return c.json({ ok: true as const, match, ...quotaBody(quota) }, 200);
  },
);

likeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/auto-like.php',
    operationId: 'getAutoLike',
    summary: 'The fictional profile that just liked the member, at most one a day',
    security: session,
    responses: {
      200: jsonBody(autoLikeResponseSchema, 'The profile that just liked the member, or null'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ profile: await autoLike(c.get('deps').db, me, clockOf(c)) }, 200);
  },
);
