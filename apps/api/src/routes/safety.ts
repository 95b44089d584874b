/**
 * Block and report (spec §4 "blocking deletes chats and likes", §6 blocked members; issue 6).
 * A block removes the likes and the chats between the two at once.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  memberIdRequestSchema,
  okResponseSchema,
  reportRequestSchema,
} from '@dating/contract';
import { blocks, likes, reports } from '@dating/db/schema';
import { and, eq, or } from 'drizzle-orm';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { requireActiveMember } from '../members/blocks.ts';
import { deleteChatsBetween } from '../chat/removal.ts';

export const safetyRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const notSelf = (me: number, id: number) => {
  if (me === id) throw new ApiHttpError(400, 'validation_failed', 'Not on yourself', { id: 'invalid' });
};

safetyRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/block.php',
    request: jsonRequest(memberIdRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Blocked; the likes and chats between the two are gone'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const { id } = c.req.valid('json');
    notSelf(me.id, id);
    await requireActiveMember(db, me.brandId, id);
    await db.transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId: me.id, blockedId: id }).onConflictDoNothing();
      await tx
        .delete(likes)
        .where(
          or(
            and(eq(likes.likerId, me.id), eq(likes.likedId, id)),
            and(eq(likes.likerId, id), eq(likes.likedId, me.id)),
          ),
        );
      await deleteChatsBetween(tx, me.id, id);
    });
    return c.json({ ok: true as const }, 200);
  },
);

safetyRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/block.php',
    request: jsonRequest(memberIdRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Unblocked (likes stay deleted)'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { id } = c.req.valid('json');
    await c
      .get('deps')
      .db.delete(blocks)
      .where(and(eq(blocks.blockerId, me.id), eq(blocks.blockedId, id)));
    return c.json({ ok: true as const }, 200);
  },
);

safetyRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/report.php',
    request: jsonRequest(reportRequestSchema),
    responses: {
      201: jsonBody(okResponseSchema, 'Stored for the moderation team'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const { id, reason, message } = c.req.valid('json');
    notSelf(me.id, id);
    await requireActiveMember(db, me.brandId, id);
    await db.insert(reports).values({ reporterId: me.id, reportedId: id, reason, message: message || null });
    return c.json({ ok: true as const }, 201);
  },
);
