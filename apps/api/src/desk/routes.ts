/**
 * The staff chat desk over HTTP (issue 18, ADR 0055), under /staff-api on a console host: the
 * queue, claiming, renewing and releasing, the holder's view of a conversation, replying and
 * typing as the persona, notes on members, the desk's live events (Server-Sent Events) and the
 * operators' statistics. Parse, call a query or command (queries.ts, commands.ts), answer; the
 * live events are published here after a command.
 */
import type { Site } from '@dating/brand';
import {
  apiErrorSchema,
  type DeskEvent,
  deskClaimResponseSchema,
  deskConversationParamsSchema,
  deskConversationResponseSchema,
  deskQueueQuerySchema,
  deskQueueResponseSchema,
  deskReplyRequestSchema,
  deskReplyResponseSchema,
  deskStatsResponseSchema,
  memberNoteRequestSchema,
  memberNoteResponseSchema,
  okResponseSchema,
} from '@dating/contract';
import type { Locale } from '@dating/i18n';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { toChatMessage } from '../chat/conversations.ts';
import { announceDelivery } from '../chat/deliver.ts';
import { liveEventStream } from '../chat/event-stream.ts';
import { clientIp } from '../http/client-ip.ts';
import { clockOf } from '../http/clock.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { NO_VISITOR, siteSettings } from '../settings/queries.ts';
import type { StaffEnv } from '../staff/env.ts';
import { requireStaff } from '../staff/session.ts';
import {
  addMemberNote,
  claimConversation,
  releaseClaim,
  renewClaim,
  replyAsPersona,
  typingAsPersona,
} from './commands.ts';
import {
  type DeskConversation,
  deskConversationOf,
  deskConversationView,
  deskQueue,
  deskStats,
} from './queries.ts';

export const deskRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];

const conversationPath = (suffix = '') => `/staff-api/desk/conversations/{id}${suffix}`;
const claimErrors = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden'),
  404: jsonBody(apiErrorSchema, 'conversation_not_on_desk'),
};
/** The refusals of every step that needs the caller's own live claim. */
const heldClaimErrors = {
  400: jsonBody(apiErrorSchema, 'validation_failed'),
  ...claimErrors,
  409: jsonBody(apiErrorSchema, 'claim_expired or claim_taken'),
};

function publish(
  c: Context<StaffEnv>,
  conversation: DeskConversation,
  change: DeskEvent['change'],
  staff: number,
) {
  return c.get('deps').events.publishDesk({
    type: 'desk',
    conversation: conversation.id,
    change,
    staff,
    brand: conversation.brandId,
  });
}

/** Claim, renew, release: the command on the caller's claim, then every open desk hears of it. */
async function stepOnClaim(
  c: Context<StaffEnv>,
  conversationId: number,
  command: typeof claimConversation | typeof renewClaim | typeof releaseClaim,
  change: 'claimed' | 'renewed' | 'released',
) {
  const me = requireStaff(c, 'desk');
  const step = orRefuse(
    await command(c.get('deps').db, { staffId: me.id, conversationId, ip: clientIp(c) }, clockOf(c)),
  );
  await publish(c, step.conversation, change, me.id);
  return step;
}

/** The member's site (the one they signed up on, else the brand's first domain). */
function memberSite(c: Context<StaffEnv>, conversation: DeskConversation): Site {
  const brand = c.get('deps').brands.find((b) => b.id === conversation.brandId);
  if (!brand) throw new ApiHttpError(404, 'conversation_not_on_desk', 'conversation not on desk');
  const domain = brand.domains.find((d) => d.host === conversation.siteHost) ?? brand.domains[0]!;
  return { brand, domain, host: domain.host };
}

async function settingsOf(c: Context<StaffEnv>, conversationId: number) {
  const { db, uploadsPrefix, pushPublicKey } = c.get('deps');
  const conversation = await deskConversationOf(db, conversationId);
  if (!conversation) throw new ApiHttpError(404, 'conversation_not_on_desk', 'conversation not on desk');
  const site = memberSite(c, conversation);
  return siteSettings(
    db,
    site,
    NO_VISITOR,
    { uploadsPrefix, pushPublicKey },
    site.domain.domainLanguage as Locale,
  );
}

deskRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staff-api/desk/queue',
    operationId: 'deskQueue',
    summary: 'The desk queue: conversations waiting for a persona, oldest first',
    security,
    request: { query: deskQueueQuerySchema },
    responses: {
      200: jsonBody(deskQueueResponseSchema, 'new, unanswered and stopped conversations with their claims'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
      403: jsonBody(apiErrorSchema, 'staff_role_forbidden'),
    },
  }),
  async (c) => {
    const me = requireStaff(c, 'desk');
    const { db, brands } = c.get('deps');
    const { brand } = c.req.valid('query');
    if (brand && !brands.some((b) => b.id === brand)) {
      throw new ApiHttpError(400, 'validation_failed', 'Invalid input', { brand: 'invalid' });
    }
    const queue = await deskQueue(
      db,
      { staffId: me.id, brand, brands: brands.map((b) => ({ id: b.id, name: b.name })) },
      clockOf(c),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(queue, 200);
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'post',
    path: conversationPath('/claim'),
    operationId: 'deskClaim',
    summary: 'Claims a desk conversation for a few minutes',
    description:
      'At most 2 live claims per operator. 409 claim_taken when someone else holds it, claim_limit_reached at the limit.',
    security,
    request: { params: deskConversationParamsSchema },
    responses: {
      200: jsonBody(deskClaimResponseSchema, 'Claimed (or the caller’s own claim extended)'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...claimErrors,
      409: jsonBody(apiErrorSchema, 'claim_taken or claim_limit_reached'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const claimed = await stepOnClaim(c, id, claimConversation, 'claimed');
    return c.json({ conversation: id, expires_at: claimed.expiresAt.toISOString() }, 200);
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'post',
    path: conversationPath('/renew'),
    operationId: 'deskRenewClaim',
    summary: 'Extends the caller’s live claim (while typing)',
    security,
    request: { params: deskConversationParamsSchema },
    responses: {
      200: jsonBody(deskClaimResponseSchema, 'Extended'),
      ...heldClaimErrors,
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const renewed = await stepOnClaim(c, id, renewClaim, 'renewed');
    return c.json({ conversation: id, expires_at: renewed.expiresAt.toISOString() }, 200);
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'post',
    path: conversationPath('/release'),
    operationId: 'deskReleaseClaim',
    summary: 'Gives the conversation back to the queue',
    security,
    request: { params: deskConversationParamsSchema },
    responses: {
      200: jsonBody(okResponseSchema, 'Released'),
      ...heldClaimErrors,
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await stepOnClaim(c, id, releaseClaim, 'released');
    return c.json({ ok: true as const }, 200);
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'get',
    path: conversationPath(),
    operationId: 'deskConversation',
    summary: 'The claim holder’s view of a desk conversation',
    description:
      'The member’s profile, the whole history as the persona sees it, the persona’s profile, notes and openers, and the notes on the member. Reading marks nothing read.',
    security,
    request: { params: deskConversationParamsSchema },
    responses: {
      200: jsonBody(deskConversationResponseSchema, 'The conversation'),
      ...heldClaimErrors,
    },
  }),
  async (c) => {
    const me = requireStaff(c, 'desk');
    const { id } = c.req.valid('param');
    const settings = await settingsOf(c, id);
    const view = orRefuse(
      await deskConversationView(
        c.get('deps').db,
        { staffId: me.id, conversationId: id, messageLength: settings.message_length },
        clockOf(c),
      ),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(view, 200);
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'post',
    path: conversationPath('/reply'),
    operationId: 'deskReply',
    summary: 'Replies to the member as the persona',
    description:
      'Only the live claim holder. Sent through the members’ send path: the member gets the live event and the push; the persona pays nothing. Renews the claim.',
    security,
    request: { params: deskConversationParamsSchema, ...jsonRequest(deskReplyRequestSchema) },
    responses: {
      201: jsonBody(deskReplyResponseSchema, 'Sent'),
      200: jsonBody(deskReplyResponseSchema, 'The same client_id was sent before: nothing written again'),
      ...heldClaimErrors,
      400: jsonBody(apiErrorSchema, 'validation_failed, message_empty or message_too_long'),
    },
  }),
  async (c) => {
    const me = requireStaff(c, 'desk');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const deps = c.get('deps');
    const settings = await settingsOf(c, id);
    const reply = orRefuse(
      await replyAsPersona(
        deps.db,
        {
          staffId: me.id,
          conversationId: id,
          text: body.text,
          clientId: body.client_id,
          settings,
          ip: clientIp(c),
        },
        clockOf(c),
      ),
    );
    const { conversation, sent } = reply;
    if (sent.created) {
      if (reply.markedRead) {
        await deps.events.publish(conversation.memberUser, {
          type: 'read',
          conversation: conversation.id,
          from: conversation.personaUser,
        });
      }
      // The member hears of it exactly as of a member's message; the push is not awaited.
      await announceDelivery(deps, {
        conversationId: conversation.id,
        recipient: conversation.memberUser,
        message: sent.message,
      }).catch((error) => console.error('[desk] announcing a reply failed', error));
      await publish(c, conversation, 'replied', me.id);
    }
    return c.json(
      {
        ok: true as const,
        message: toChatMessage(sent.message, conversation.personaUser, null),
        expires_at: reply.expiresAt.toISOString(),
      },
      sent.created ? 201 : 200,
    );
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'post',
    path: conversationPath('/typing'),
    operationId: 'deskTyping',
    summary: 'Tells the member’s open chat that the persona is typing',
    security,
    request: { params: deskConversationParamsSchema },
    responses: {
      200: jsonBody(okResponseSchema, 'The member’s open chat shows the typing indicator'),
      ...heldClaimErrors,
    },
  }),
  async (c) => {
    const me = requireStaff(c, 'desk');
    const { id } = c.req.valid('param');
    const { db, events } = c.get('deps');
    const conversation = orRefuse(
      await typingAsPersona(db, { staffId: me.id, conversationId: id }, clockOf(c)),
    );
    await events.publish(conversation.memberUser, {
      type: 'typing',
      conversation: conversation.id,
      from: conversation.personaUser,
    });
    return c.json({ ok: true as const }, 200);
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'post',
    path: conversationPath('/notes'),
    operationId: 'deskAddMemberNote',
    summary: 'Adds a note on the conversation’s member (never shown to the member)',
    security,
    request: { params: deskConversationParamsSchema, ...jsonRequest(memberNoteRequestSchema) },
    responses: {
      201: jsonBody(memberNoteResponseSchema, 'Added'),
      ...heldClaimErrors,
    },
  }),
  async (c) => {
    const me = requireStaff(c, 'desk');
    const { id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const note = orRefuse(
      await addMemberNote(
        c.get('deps').db,
        { staffId: me.id, conversationId: id, body, ip: clientIp(c) },
        clockOf(c),
      ),
    );
    return c.json(
      {
        note: {
          id: note.id,
          body: body.trim(),
          staff_name: me.name,
          created_at: note.createdAt.toISOString(),
        },
      },
      201,
    );
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staff-api/desk/events',
    operationId: 'deskEvents',
    summary: 'The desk’s live events (Server-Sent Events)',
    description:
      'Server-Sent Events named `desk`: a member wrote to a persona, a conversation was claimed, renewed, released, expired or answered.',
    security,
    responses: {
      200: { description: 'text/event-stream' },
      204: { description: 'No staff session: EventSource stops reconnecting' },
      403: jsonBody(apiErrorSchema, 'staff_role_forbidden'),
    },
  }),
  (c) => {
    // An ended session closes the stream quietly (as the members' events.php does).
    if (!c.get('staff')) return c.body(null, 204) as never;
    requireStaff(c, 'desk');
    const { events } = c.get('deps');
    return liveEventStream(
      c,
      (stream) => events.subscribeDesk(stream),
      () => 'desk',
    ) as never;
  },
);

deskRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staff-api/stats',
    operationId: 'deskStats',
    summary: 'Operator statistics: the last 14 days per operator per day, and the queue age now',
    security,
    responses: {
      200: jsonBody(deskStatsResponseSchema, 'The statistics'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
    },
  }),
  async (c) => {
    requireStaff(c, 'home');
    const stats = await deskStats(c.get('deps').db, clockOf(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json(stats, 200);
  },
);
