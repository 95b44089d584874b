/**
 * Chat over HTTP (spec §4 chats, §7 chats.php, chat.php, message.php; issue 7, ADR 0050): the
 * conversation list, reading one conversation, marking it read (an explicit call: reading does
 * not), removing chats, sending text, gifts and photos, chat photos, the typing signal, the
 * Server-Sent Events stream and the page-hidden beacon. Parse, call a query or command
 * (queries.ts, commands.ts), answer; the live events are published here after a command.
 */
import { PRIVATE_PHOTO_CACHE, servePhoto } from '@dating/storage';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  type ChatEvent,
  apiErrorSchema,
  chatPhotoQuerySchema,
  chatReadRequestSchema,
  chatsResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  deleteChatRequestSchema,
  messagePhotoFieldsSchema,
  okResponseSchema,
  photoRendition,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  typingRequestSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { decodePhoto, photoNames, removePhoto, uploadedPhoto, writePhoto } from '../photos/pipeline.ts';
import { ensureRendition } from '../photos/renditions.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { markChatRead, recordLastSeen, removeChat, type SendResult, sendMessage } from './commands.ts';
import { requestAgeGate } from '../age-assurance/gate.ts';
import { sentBy, withholdChatPhoto, withholdInEvent } from '../age-assurance/chat-photos.ts';
import { toChatMessage } from './conversations.ts';
import { announceDelivery } from './deliver.ts';
import { liveEventStream } from './event-stream.ts';
import {
  chatPhotoFile,
  conversationView,
  findConversation,
  listChats,
  typingConversation,
} from './queries.ts';

export const chatRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];

const viewer = (c: Context<ApiEnv>) => {
  const me = requireUser(c);
  return { me: me.id, brandId: me.brandId };
};

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chats.php',
    operationId: 'listChats',
    summary: 'The member’s conversations, newest first',
    security: session,
    responses: {
      200: jsonBody(chatsResponseSchema, 'The conversation list, newest first, with the total unread'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const list = await listChats(c.get('deps').db, viewer(c), clockOf(c));
    const { locked } = await requestAgeGate(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        ...list,
        chats: list.chats.map((i) => ({ ...i, last_message: withholdChatPhoto(i.last_message, locked) })),
      },
      200,
    );
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chat.php',
    operationId: 'getConversation',
    summary: 'One conversation with a member',
    security: session,
    description:
      'One conversation by id, or with a profile (conversation null before the first message). Reading it does not mark it read: POST /api/chat-read.php does.',
    request: { query: conversationQuerySchema },
    responses: {
      200: jsonBody(conversationResponseSchema, 'The messages, the other profile and what sending costs'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required or blocked_by_member'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const who = viewer(c);
    const { db, events } = c.get('deps');
    const q = c.req.valid('query');
    const clock = clockOf(c);
    const opened = orRefuse(
      await findConversation(db, q.id ? { ...who, id: q.id } : { ...who, profile: q.profile! }, clock),
    );
    const settings = await loadSiteSettings(c);
    const view = await conversationView(
      db,
      { me: who.me, opened, settings, otherConnected: await events.isConnected(opened.otherId) },
      clock,
    );
    const { locked } = await requestAgeGate(c, settings);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      view.conversation
        ? {
            ...view,
            conversation: {
              ...view.conversation,
              messages: view.conversation.messages.map((m) => withholdChatPhoto(m, locked)),
            },
          }
        : view,
      200,
    );
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/chat-read.php',
    operationId: 'markChatRead',
    summary: 'Marks the conversation with a member read',
    security: session,
    description:
      'The member opened the conversation with `profile`: its unread count goes to 0 and the other member’s open chat hears `read`. Nothing to mark before the first message.',
    request: jsonRequest(chatReadRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Marked read (or nothing to mark yet)'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required or blocked_by_member'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const who = viewer(c);
    const { db, events } = c.get('deps');
    const { profile } = c.req.valid('json');
    const read = orRefuse(await markChatRead(db, { ...who, profile }, clockOf(c)));
    if (read.marked && read.conversationId !== null) {
      await events.publish(read.otherId, { type: 'read', conversation: read.conversationId, from: who.me });
    }
    return c.json({ ok: true as const }, 200);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/chat.php',
    operationId: 'deleteChat',
    summary: 'Removes a conversation from the member’s own list',
    security: session,
    request: jsonRequest(deleteChatRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Removed from the member’s list (the other member keeps theirs)'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const { me } = viewer(c);
    const { conversation, profile } = c.req.valid('json');
    orRefuse(
      await removeChat(
        c.get('deps').db,
        conversation ? { me, conversation } : { me, profile: profile! },
        clockOf(c),
      ),
    );
    return c.json({ ok: true as const }, 200);
  },
);

/**
 * After a send: the recipient's open pages and subscribed browsers hear of it (held messages
 * wait for the confirmation). The push is not awaited (announceDelivery): the sender's answer
 * does not wait on a push service.
 */
async function announce(c: Context<ApiEnv>, recipient: number, result: SendResult) {
  if (!result.created || result.message.held) return;
  await announceDelivery(c.get('deps'), {
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
    operationId: 'sendMessage',
    summary: 'Sends a text message or a gift to a member',
    security: session,
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
    const result = orRefuse(
      await sendMessage(
        c.get('deps').db,
        {
          sender: me.id,
          brandId: me.brandId,
          recipient: input.profile,
          kind: input.kind,
          text: input.text,
          gift: input.gift,
          clientId: input.client_id,
          settings: await loadSiteSettings(c),
        },
        clockOf(c),
      ),
    );
    await announce(c, input.profile, result);
    return sent(c, me.id, result);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/message-photo.php',
    operationId: 'sendMessagePhoto',
    summary: 'Sends a photo to a member',
    security: session,
    description: 'multipart/form-data: `photo` (an image), `profile`, optional `text` and `client_id`.',
    responses: {
      201: jsonBody(sendMessageResponseSchema, 'Sent'),
      200: jsonBody(sendMessageResponseSchema, 'The same client_id was sent before: nothing charged again'),
      400: jsonBody(apiErrorSchema, 'validation_failed: photo required or not an image'),
      402: jsonBody(apiErrorSchema, 'not_enough_credits'),
      403: jsonBody(apiErrorSchema, 'authentication_required, blocked or recipient_cannot_reply_unconfirmed'),
      404: jsonBody(apiErrorSchema, 'not_found'),
      413: jsonBody(apiErrorSchema, 'payload_too_large'),
      503: jsonBody(apiErrorSchema, 'storage_unavailable: nothing stored, try again after Retry-After'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, chatPhotoStore } = c.get('deps');
    const form = await c.req.formData().catch(() => null);
    const fields = messagePhotoFieldsSchema.safeParse(Object.fromEntries(form?.entries() ?? []));
    if (!fields.success) {
      throw new ApiHttpError(400, 'validation_failed', 'Invalid request', {
        [String(fields.error.issues[0]?.path[0] ?? 'profile')]: 'invalid',
      });
    }
    const encoded = orRefuse(await decodePhoto(orRefuse(uploadedPhoto(form))));
    // The files are written inside the send, after it is allowed and charged: a refused or
    // repeated photo leaves nothing on disk, and a send that fails after writing removes them.
    const names = photoNames(`c${me.id}`);
    const result = orRefuse(
      await sendMessage(
        db,
        {
          sender: me.id,
          brandId: me.brandId,
          recipient: fields.data.profile,
          kind: 'photo',
          text: fields.data.text,
          photo: { ...names, store: () => writePhoto(chatPhotoStore, names, encoded) },
          clientId: fields.data.client_id,
          settings: await loadSiteSettings(c),
        },
        clockOf(c),
      ).catch(async (error: unknown) => {
        await removePhoto(chatPhotoStore, names);
        throw error;
      }),
    );
    await announce(c, fields.data.profile, result);
    return sent(c, me.id, result);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chat-photo.php',
    operationId: 'getChatPhoto',
    summary: 'A photo sent in a chat',
    security: session,
    description:
      'A photo sent in a chat, only for the two members of the conversation. `w` (320, 480, 640) with `format` (avif, webp) asks for a rendition of the full photo for a srcset.',
    request: { query: chatPhotoQuerySchema },
    responses: {
      200: { description: 'The WebP picture, or the AVIF or WebP rendition asked for' },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, chatPhotoStore } = c.get('deps');
    const q = c.req.valid('query');
    // ADR 0088: the picture itself is refused until the age checks pass (the sender's own excepted).
    if ((await requestAgeGate(c)).locked && !(await sentBy(db, me.id, q.message))) {
      throw new ApiHttpError(403, 'age_check_required', 'Pass the age check to see this photo');
    }
    const size = q.w === undefined ? q.size : 'full';
    const file = orRefuse(await chatPhotoFile(db, { me: me.id, message: q.message, size }));
    const name = q.w !== undefined && q.format !== undefined ? photoRendition(file, q.w, q.format) : file;
    // Only after the access check above, and only the member's own browser may keep it. A photo
    // sent before ADR 0081 gets the rendition made now, still behind that check.
    if (name !== file) await ensureRendition(chatPhotoStore, name);
    const photo = await servePhoto(chatPhotoStore, name, c.req.raw, PRIVATE_PHOTO_CACHE);
    if (!photo) throw new ApiHttpError(404, 'not_found', 'This page could not be found');
    return photo;
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/typing.php',
    operationId: 'sendTyping',
    summary: 'Tells the other member’s open chat that the member is typing',
    security: session,
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
    const conversation = await typingConversation(db, { me: me.id, profile });
    if (conversation !== null) await events.publish(profile, { type: 'typing', conversation, from: me.id });
    return c.json({ ok: true as const }, 200);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/events.php',
    operationId: 'streamChatEvents',
    summary: 'The member’s live chat events (Server-Sent Events)',
    security: session,
    description:
      'Server-Sent Events: message, typing and read events for the logged-in member, each with its id; with `Last-Event-ID` the events missed since that id come first (typing excepted).',
    responses: {
      200: { description: 'text/event-stream' },
      204: { description: 'No session: EventSource stops reconnecting (HTML § 9.2, "204 No Content")' },
    },
  }),
  async (c) => {
    // A session that ended (logout in another tab, cookies cleared, expiry) closes the stream
    // quietly; a 403 here made the browser reconnect into an error. The next action of the page
    // meets the ended session and shows the notice.
    const me = c.get('user');
    if (!me) return c.body(null, 204) as never;
    const { events } = c.get('deps');
    // ADR 0088: photo messages reach a member who has not passed the age checks without the picture.
    const { locked } = await requestAgeGate(c);
    // A ban ends the member's sessions; their open pages lose the stream at once (the bus ends it).
    return liveEventStream<ChatEvent>(
      c,
      (stream) =>
        events.subscribe(me.id, {
          ...stream,
          write: (delivery) => stream.write({ ...delivery, event: withholdInEvent(delivery.event, locked) }),
        }),
      (event) => event.type,
    ) as never;
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/page-hidden.php',
    operationId: 'recordPageHidden',
    summary: 'Records that the member’s page became hidden (last seen now)',
    security: session,
    description: 'Beacon with an empty JSON body when the page becomes hidden: the member was last seen now.',
    responses: {
      204: { description: 'Stored' },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    await recordLastSeen(c.get('deps').db, { me: me.id }, clockOf(c));
    return c.body(null, 204);
  },
);
