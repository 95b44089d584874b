/**
 * GET /api/badges.php — the counts the top navigation shows on every page (spec §2: unread
 * messages, new likes, the match banner), in three small queries instead of the chat list and
 * the likes with their cards. Same rules as chats.php and likes.php: a conversation counts when
 * its other member can still be chatted with; a like counts when its sender is an active member.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, badgesResponseSchema } from '@dating/contract';
import type { Db } from '@dating/db';
import { conversationMembers, conversations, likes, profiles, users } from '@dating/db/schema';
import { and, desc, eq, exists, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { requireUser } from '../auth/session.ts';
import { reachableMember } from '../chat/conversations.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { activeMember } from '../members/visibility.ts';

export const badgeRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

export async function unreadMessages(db: Db, me: number, brandId: string) {
  const otherId = sql`case when ${conversations.memberLow} = ${me} then ${conversations.memberHigh} else ${conversations.memberLow} end`;
  const [row] = await db
    .select({ n: sum(conversationMembers.unread).mapWith(Number) })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(users, eq(users.id, otherId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(conversationMembers.memberId, me),
        eq(conversationMembers.hidden, false),
        eq(users.brandId, brandId),
        reachableMember(),
      ),
    );
  return row?.n ?? 0;
}

export async function newLikes(db: Db, me: number) {
  const mine = alias(likes, 'mine');
  const rows = await db
    .select({
      id: likes.likerId,
      name: profiles.name,
      mutual: exists(
        db
          .select({ one: sql`1` })
          .from(mine)
          .where(and(eq(mine.likerId, me), eq(mine.likedId, likes.likerId))),
      ).mapWith(Boolean),
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.likerId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(likes.likedId, me), eq(likes.isNew, true), activeMember()))
    .orderBy(desc(likes.createdAt));
  const match = rows.find((r) => r.mutual);
  return { count: rows.length, match: match ? { id: Number(match.id), name: match.name } : null };
}

badgeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/badges.php',
    responses: {
      200: jsonBody(badgesResponseSchema, 'Unread messages, new likes and an unseen match'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const [unread, liked] = await Promise.all([unreadMessages(db, me.id, me.brandId), newLikes(db, me.id)]);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ unread_messages: unread, new_likes: liked.count, new_match: liked.match }, 200);
  },
);
