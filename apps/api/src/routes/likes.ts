/**
 * Likes (spec §3, §4, §7 likes.php): like a member (a match when they liked first), and the
 * member's likes — who liked them (with the new flag) and whom they liked, with the cards.
 */
import { siteTimeZone } from '@dating/domain';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, likeRequestSchema, likeResponseSchema, likesResponseSchema } from '@dating/contract';
import { likes, users } from '@dating/db/schema';
import { desc, eq, inArray } from 'drizzle-orm';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { memberCards } from '../members/search.ts';
import { likeMember } from '../members/like.ts';
import { activeMember } from '../members/visibility.ts';

export const likeRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

likeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/like.php',
    request: { body: { content: { 'application/json': { schema: likeRequestSchema } }, required: true } },
    responses: {
      200: jsonBody(likeResponseSchema, 'Liked (again liking changes nothing); match tells a mutual like'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
      429: jsonBody(apiErrorSchema, 'swipe_limit_reached (source swipe)'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, now } = c.get('deps');
    const { id, source } = c.req.valid('json');
    const { match } = await likeMember(
      db,
      me,
      id,
      source,
      now?.() ?? new Date(),
      siteTimeZone(c.get('site').domain),
    );
    return c.json({ ok: true as const, match }, 200);
  },
);

likeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/likes.php',
    responses: {
      200: jsonBody(likesResponseSchema, 'Who liked the member, whom they liked, and the cards'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, now } = c.get('deps');
    const [likedBy, liked] = await Promise.all([
      db
        .select({ id: likes.likerId, isNew: likes.isNew })
        .from(likes)
        .where(eq(likes.likedId, me.id))
        .orderBy(desc(likes.createdAt)),
      db
        .select({ id: likes.likedId })
        .from(likes)
        .where(eq(likes.likerId, me.id))
        .orderBy(desc(likes.createdAt)),
    ]);
    const ids = [...new Set([...likedBy, ...liked].map((r) => Number(r.id)))];
    const cards = ids.length
      ? await memberCards(db, [inArray(users.id, ids), activeMember()], ids.length, 0, now?.() ?? new Date())
      : [];
    const visible = new Set(cards.map((m) => m.id));
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        profiles: cards,
        liked_by: likedBy
          .filter((r) => visible.has(Number(r.id)))
          .map((r) => ({ id: Number(r.id), like_new: r.isNew })),
        liked: liked.map((r) => Number(r.id)).filter((id) => visible.has(id)),
      },
      200,
    );
  },
);
