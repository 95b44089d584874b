/**
 * Chat (spec §3 chat state, §4 chats, §7 chats.php and chat.php; issue 7): the conversation list,
 * one conversation, sending text, gifts and photos, removing chats, typing, the live event
 * stream and the page-hidden beacon. Only the two members of a conversation reach it by any path.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  chatsResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  deleteChatRequestSchema,
  okResponseSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  typingRequestSchema,
} from '@dating/api-client/schemas';
import { messages, users } from '@dating/db/schema';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { requireUser } from '../auth/session.ts';
import {
  chatList,
  chatTerms,
  conversationMessages,
  conversationOfPair,
  markRead,
  reachableMember,
  ownConversation,
  removeChats,
  sendMessage,
  toChatMessage,
  type SendResult,
} from '../chat/store.ts';
import { announceDelivery } from '../chat/deliver.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { blockBetween } from '../members/blocks.ts';
import { photoFromForm, storePhoto } from '../members/photo-pipeline.ts';
import { memberCards } from '../members/search.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';

export const chatRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const now = (c: Context<ApiEnv>) => c.get('deps').now?.() ?? new Date();
const notFound = () => new ApiHttpError(404, 'not_found', 'This page could not be found');
/** A member who hid the page this recently still counts as online. */
const ONLINE_AFTER_HIDDEN_MS = 5 * 60_000;

/** Online: a page with the live stream is open now, or the last one was hidden minutes ago. */
async function isOnline(c: Context<ApiEnv>, memberId: number) {
  const { db, events } = c.get('deps');
  if (events.isConnected(memberId)) return true;
  const [row] = await db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, memberId));
  return Boolean(row?.at && now(c).getTime() - row.at.getTime() < ONLINE_AFTER_HIDDEN_MS);
}

/** Streams stay open this long between keep-alive comments (proxies close idle ones). */
const KEEP_ALIVE_MS = 25_000;

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

chatRoutes.openapi(
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

chatRoutes.openapi(
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

chatRoutes.openapi(
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

/**
 * After a send: the recipient's open pages and subscribed browsers hear of it (held messages
 * wait for the confirmation). The push is not awaited: the sender's answer does not wait on a
 * push service.
 */
function announce(c: Context<ApiEnv>, recipient: number, result: SendResult) {
  if (!result.created || result.message.held) return;
  void announceDelivery(c.get('deps'), {
    conversationId: result.conversationId,
    recipient,
    message: result.message,
  }).catch((error) => console.error('[chat] announcing a message failed', error));
}

function sent(c: Context<ApiEnv>, me: number, result: SendResult) {
  return c.json(
    {
      ok: true as const,
      conversation: { id: result.conversationId },
      message: toChatMessage(result.message, me, null),
      credits: result.credits,
    },
    result.created ? 201 : 200,
  );
}

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/message.php',
    description:
      'A text message or a gift to a member; the first message creates the conversation. Charged once per client_id.',
    request: jsonRequest(sendMessageRequestSchema),
    responses: {
      201: jsonBody(sendMessageResponseSchema, 'Sent (or held until the sender confirms the e-mail)'),
      200: jsonBody(sendMessageResponseSchema, 'The same client_id was sent before: nothing charged again'),
      400: jsonBody(apiErrorSchema, 'validation_failed, message_empty or message_too_long'),
      402: jsonBody(apiErrorSchema, 'not_enough_credits'),
      403: jsonBody(apiErrorSchema, 'authentication_required, blocked or recipient_cannot_reply_unconfirmed'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const input = c.req.valid('json');
    const result = await sendMessage(c.get('deps').db, {
      sender: me.id,
      brandId: me.brandId,
      recipient: input.profile,
      kind: input.kind,
      text: input.text,
      gift: input.gift,
      clientId: input.client_id,
      settings: await loadSiteSettings(c),
      now: now(c),
    });
    announce(c, input.profile, result);
    return sent(c, me.id, result);
  },
);

const photoFields = z.object({
  profile: z.coerce.number().int().positive(),
  text: z.string().max(20_000).default(''),
  client_id: z.string().trim().min(8).max(64).optional(),
});

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/message-photo.php',
    description: 'multipart/form-data: `photo` (an image), `profile`, optional `text` and `client_id`.',
    responses: {
      201: jsonBody(sendMessageResponseSchema, 'Sent'),
      200: jsonBody(sendMessageResponseSchema, 'The same client_id was sent before: nothing charged again'),
      400: jsonBody(apiErrorSchema, 'validation_failed: photo required or not an image'),
      402: jsonBody(apiErrorSchema, 'not_enough_credits'),
      403: jsonBody(apiErrorSchema, 'authentication_required, blocked or recipient_cannot_reply_unconfirmed'),
      404: jsonBody(apiErrorSchema, 'not_found'),
      413: jsonBody(apiErrorSchema, 'payload_too_large'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, chatPhotosDir } = c.get('deps');
    const form = await c.req.formData().catch(() => null);
    const fields = photoFields.safeParse(Object.fromEntries(form?.entries() ?? []));
    if (!fields.success) {
      throw new ApiHttpError(400, 'validation_failed', 'Invalid request', {
        [String(fields.error.issues[0]?.path[0] ?? 'profile')]: 'invalid',
      });
    }
    const file = await photoFromForm(form);
    const stored = await storePhoto(file, chatPhotosDir, `c${me.id}`);
    const result = await sendMessage(db, {
      sender: me.id,
      brandId: me.brandId,
      recipient: fields.data.profile,
      kind: 'photo',
      text: fields.data.text,
      photo: stored,
      clientId: fields.data.client_id,
      settings: await loadSiteSettings(c),
      now: now(c),
    });
    announce(c, fields.data.profile, result);
    return sent(c, me.id, result);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chat-photo.php',
    description: 'A photo sent in a chat, only for the two members of the conversation.',
    request: {
      query: z.object({
        message: z.coerce.number().int().positive(),
        size: z.enum(['thumb', 'full']).default('full'),
      }),
    },
    responses: {
      200: { description: 'The WebP picture' },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, chatPhotosDir } = c.get('deps');
    const q = c.req.valid('query');
    const [row] = await db.select().from(messages).where(eq(messages.id, q.message));
    if (!row?.photoFile || !row.photoThumb) throw notFound();
    await ownConversation(db, me.id, Number(row.conversationId));
    if (row.held && Number(row.senderId) !== me.id) throw notFound();
    const file = join(chatPhotosDir, q.size === 'thumb' ? row.photoThumb : row.photoFile);
    const info = await stat(file).catch(() => null);
    if (!info) throw notFound();
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(info.size),
        'Cache-Control': 'private, max-age=86400',
      },
    });
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/typing.php',
    request: jsonRequest(typingRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'The other member’s open chat shows the typing indicator'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, events } = c.get('deps');
    const { profile } = c.req.valid('json');
    const conversation = await conversationOfPair(db, me.id, profile);
    const blocks = conversation ? await blockBetween(db, me.id, profile) : null;
    if (conversation && blocks && !blocks.aBlockedB && !blocks.bBlockedA) {
      events.publish(profile, { type: 'typing', conversation: Number(conversation.id), from: me.id });
    }
    return c.json({ ok: true as const }, 200);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/events.php',
    description: 'Server-Sent Events: message, typing and read events for the logged-in member.',
    responses: {
      200: { description: 'text/event-stream' },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  (c) => {
    const me = requireUser(c);
    const { events } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const unsubscribe = events.subscribe(me.id, (event) => {
        void stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(KEEP_ALIVE_MS);
        if (!stream.aborted) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    }) as never;
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/page-hidden.php',
    description: 'Beacon with an empty JSON body when the page becomes hidden: the member was last seen now.',
    responses: {
      204: { description: 'Stored' },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    await c
      .get('deps')
      .db.update(users)
      .set({ lastSeenAt: now(c) })
      .where(eq(users.id, me.id));
    return c.body(null, 204);
  },
);
