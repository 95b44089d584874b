/**
 * Live chat (spec §4 chats, issue 7): the typing signal, the Server-Sent Events stream of
 * message, typing and read events, and the page-hidden beacon that records when a member was
 * last seen (what "online" is made of).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, okResponseSchema, typingRequestSchema } from '@dating/contract';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import { requireUser } from '../auth/session.ts';
import { now } from '../chat/request.ts';
import { conversationOfPair } from '../chat/conversations.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { blockBetween } from '../members/blocks.ts';

export const liveRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** Streams stay open this long between keep-alive comments (proxies close idle ones). */
const KEEP_ALIVE_MS = 25_000;

liveRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/typing.php',
    operationId: 'sendTyping',
    summary: 'Tell the other member of a conversation that I am typing',
    security: [{ session: [] }],
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

liveRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/events.php',
    operationId: 'streamLiveEvents',
    summary: 'Stream my live chat events (Server-Sent Events)',
    // Without a session the stream answers 204 rather than 403, but it is a member's stream.
    security: [{ session: [] }],
    description: 'Server-Sent Events: message, typing and read events for the logged-in member.',
    responses: {
      200: { description: 'text/event-stream' },
      204: { description: 'No session: EventSource stops reconnecting (HTML § 9.2, "204 No Content")' },
    },
  }),
  (c) => {
    // A session that ended (logout in another tab, cookies cleared, expiry) closes the stream
    // quietly; a 403 here made the browser reconnect into an error. The next action of the page
    // meets the ended session and shows the notice.
    const me = c.get('user');
    if (!me) return c.body(null, 204) as never;
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

liveRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/page-hidden.php',
    operationId: 'recordPageHidden',
    summary: 'Record that my page became hidden (last seen now)',
    security: [{ session: [] }],
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
