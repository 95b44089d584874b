/**
 * Chats (spec §3 chat state, §4 chats, §7 chats.php and chat.php; issue 7): the conversation list,
 * opening one conversation (which marks it read) and removing chats from one's own list.
 * Only the two members of a conversation reach it by any path.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  chatsResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  deleteChatRequestSchema,
  okResponseSchema,
} from '@dating/contract';
import { users } from '@dating/db/schema';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import { notFound, now } from '../chat/request.ts';
import {
  chatList,
  conversationMessages,
  conversationOfPair,
  markRead,
  ownConversation,
  reachableMember,
} from '../chat/conversations.ts';
import { removeChats } from '../chat/removal.ts';
import { chatTerms } from '../chat/sending.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { blockBetween } from '../members/blocks.ts';
import { memberCards } from '../members/search.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';

export const chatsRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** A member who hid the page this recently still counts as online. */
const ONLINE_AFTER_HIDDEN_MS = 5 * 60_000;

/** Online: a page with the live stream is open now, or the last one was hidden minutes ago. */
async function isOnline(c: Context<ApiEnv>, memberId: number) {
  const { db, events } = c.get('deps');
  if (events.isConnected(memberId)) return true;
  const [row] = await db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, memberId));
  return Boolean(row?.at && now(c).getTime() - row.at.getTime() < ONLINE_AFTER_HIDDEN_MS);
}

/** Cards of members of this brand one can chat with, by id. */
async function cardsById(c: Context<ApiEnv>, ids: number[]) {
  if (ids.length === 0) return new Map();
  const { db } = c.get('deps');
  const cards = await memberCards(
    db,
    [inArray(users.id, ids), eq(users.brandId, requireUser(c).brandId), reachableMember()],
    ids.length,
    0,
    now(c),
  );
  return new Map(cards.map((card) => [card.id, card]));
}

chatsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chats.php',
    responses: {
      200: jsonBody(chatsResponseSchema, 'The conversation list, newest first, with the total unread'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const rows = await chatList(c.get('deps').db, me.id);
    const cards = await cardsById(
      c,
      rows.map((r) => r.otherId),
    );
    const chats = rows
      .filter((r) => cards.has(r.otherId))
      .map((r) => ({
        conversation: { id: r.id },
        profile: cards.get(r.otherId)!,
        num_unread_messages: r.unread,
        last_message: r.last,
      }));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ chats, total_unread: chats.reduce((n, ch) => n + ch.num_unread_messages, 0) }, 200);
  },
);

chatsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chat.php',
    description:
      'One conversation by id, or with a profile (conversation null before the first message). Opening it marks it read.',
    request: { query: conversationQuerySchema },
    responses: {
      200: jsonBody(conversationResponseSchema, 'The messages, the other profile and what sending costs'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required or blocked_by_member'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, events } = c.get('deps');
    const q = c.req.valid('query');
    const found = q.id
      ? await ownConversation(db, me.id, q.id)
      : await conversationOfPair(db, me.id, q.profile!).then((row) =>
          row ? { ...row, otherId: q.profile! } : null,
        );
    const otherId = found?.otherId ?? q.profile!;
    if (otherId === me.id) throw notFound();
    const profile = (await cardsById(c, [otherId])).get(otherId);
    if (!profile) throw notFound();
    if ((await blockBetween(db, me.id, otherId)).bBlockedA) {
      throw new ApiHttpError(403, 'blocked_by_member', "You're blocked by the member.");
    }
    const conversationId = found ? Number(found.id) : null;
    if (conversationId !== null && (await markRead(db, conversationId, me.id, now(c)))) {
      events.publish(otherId, { type: 'read', conversation: conversationId, from: me.id });
    }
    const settings = await loadSiteSettings(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        conversation:
          conversationId === null
            ? null
            : { id: conversationId, messages: await conversationMessages(db, conversationId, me.id) },
        profile,
        online: await isOnline(c, otherId),
        terms: await chatTerms(db, me.id, otherId, conversationId, settings),
      },
      200,
    );
  },
);

chatsRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/chat.php',
    request: jsonRequest(deleteChatRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Removed from the member’s list (the other member keeps theirs)'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const { conversation, profile } = c.req.valid('json');
    const ids = conversation
      ? [Number((await ownConversation(db, me.id, conversation)).id)]
      : [await conversationOfPair(db, me.id, profile!)].flatMap((row) => (row ? [Number(row.id)] : []));
    if (ids.length === 0) throw notFound();
    await removeChats(db, me.id, ids, now(c));
    return c.json({ ok: true as const }, 200);
  },
);
