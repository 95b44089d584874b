/** GET /api/badges.php — the top navigation's counts over HTTP (navigation/queries.ts). */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, badgesResponseSchema } from '@dating/contract';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { type Badges, badgesOf } from './queries.ts';

export const badgeRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

badgeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/badges.php',
    operationId: 'getBadges',
    summary: 'Unread messages, new likes and an unseen match for the navigation',
    security: [{ session: [] }],
    responses: {
      200: jsonBody(badgesResponseSchema, 'Unread messages, new likes and an unseen match'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const badges = await badgesOf(c.get('deps').db, me);
    c.header('Cache-Control', 'private, no-store');
    return c.json(badgesBody(badges), 200);
  },
);

/** The badges as badges.php and the page shell answer them. */
export const badgesBody = (badges: Badges) => ({
  unread_messages: badges.unreadMessages,
  new_likes: badges.newLikes,
  new_match: badges.newMatch,
});
