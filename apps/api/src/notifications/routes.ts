/**
 * Notification settings (spec §3 e-mail preference keys, §4 e-mail notifications disabled):
 * the member's own preferences, the mail side's bounce and complaint reports, and the signed
 * one-click unsubscribe link of every e-mail (RFC 8058; docs/decisions/0028). HTTP only: the
 * reads are notifications/queries.ts, the writes notifications/commands.ts.
 */
import { timingSafeEqual } from 'node:crypto';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  mailEventRequestSchema,
  mailEventResponseSchema,
  notificationsResponseSchema,
  notificationsUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { clockOf } from '../http/clock.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import {
  reEnableNotifications,
  recordMailEvent,
  undoUnsubscribe,
  unsubscribe,
  updatePreferences,
} from './commands.ts';
import { type UnsubscribeLink, linkMember, notificationSettings, unsubscribeStateOf } from './queries.ts';

export const notificationRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** The member's settings, or 403 when the session's member is gone. */
async function settingsOf(c: Context<ApiEnv>, userId: number) {
  const settings = await notificationSettings(c.get('deps').db, userId);
  if (!settings) throw new ApiHttpError(403, 'authentication_required', 'Please log in');
  return settings;
}

const authResponses = {
  403: jsonBody(apiErrorSchema, 'authentication_required'),
};
const member = [{ session: [] }];

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/notifications.php',
    operationId: 'getNotificationSettings',
    summary: 'The e-mail notification preferences of the member',
    security: member,
    responses: {
      200: jsonBody(
        notificationsResponseSchema,
        'The eight e-mail preferences and why e-mail is off, if it is',
      ),
      ...authResponses,
    },
  }),
  async (c) => {
    const me = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await settingsOf(c, me.id), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/notifications.php',
    operationId: 'updateNotificationSettings',
    summary: 'Change e-mail notification preferences',
    security: member,
    request: jsonRequest(notificationsUpdateSchema),
    responses: {
      200: jsonBody(notificationsResponseSchema, 'Stored; the preferences as they are now'),
      400: jsonBody(apiErrorSchema, 'validation_failed (an unknown key or a value that is not true/false)'),
      ...authResponses,
    },
  }),
  async (c) => {
    const me = requireUser(c);
    await updatePreferences(c.get('deps').db, {
      userId: me.id,
      preferences: c.req.valid('json').preferences,
    });
    return c.json(await settingsOf(c, me.id), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notifications.php',
    operationId: 'enableNotifications',
    summary: 'Switch e-mail notifications back on',
    security: member,
    responses: {
      200: jsonBody(
        notificationsResponseSchema,
        'A spam complaint (fbl) or unsubscribe is cleared; a bounce stays until the address changes',
      ),
      ...authResponses,
    },
  }),
  async (c) => {
    const me = requireUser(c);
    await reEnableNotifications(c.get('deps').db, me.id);
    return c.json(await settingsOf(c, me.id), 200);
  },
);

const secretMatches = (given: string | undefined, secret: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The secret is checked before the body is read, so a stranger learns nothing from validation errors. */
notificationRoutes.use('/mail-events.php', async (c, next) => {
  const header = c.req.header('authorization');
  const given = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  if (!secretMatches(given, c.get('deps').mailEventsSecret))
    throw new ApiHttpError(401, 'invalid_signature', 'Wrong or missing mail events secret');
  await next();
});

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/mail-events.php',
    operationId: 'reportMailEvent',
    summary: 'Report a bounce or spam complaint (mail side)',
    // The mail side's bearer secret, not a member session.
    security: [],
    description:
      'Called by the mail side: a hard bounce or a spam complaint (feedback loop) for an address switches ' +
      'e-mail notifications off for every account with that address; a bounce (hard or soft) marks the mail ' +
      'it is about — by `message_id`, else the newest to `email` — bounced with its reason in the delivery ' +
      'log (ADR 0068). Authorization: Bearer <MAIL_EVENTS_SECRET>.',
    request: jsonRequest(mailEventRequestSchema),
    responses: {
      200: jsonBody(
        mailEventResponseSchema,
        'Recorded; how many accounts have the address, how many mails bounced',
      ),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      404: jsonBody(apiErrorSchema, 'not_found: a message_id alone that matches no mail; nothing written'),
      401: jsonBody(apiErrorSchema, 'invalid_signature: no or a wrong secret'),
    },
  }),
  async (c) => {
    const recorded = orRefuse(await recordMailEvent(c.get('deps').db, c.req.valid('json'), clockOf(c)));
    return c.json({ ok: true as const, ...recorded }, 200);
  },
);

/** The member a signed unsubscribe link is for; 403 for a forged or altered link, 404 for none. */
async function linkMemberOf(c: Context<ApiEnv>, link: UnsubscribeLink) {
  const found = await linkMember(c.get('deps').db, {
    link,
    brandId: c.get('site').brand.id,
    secret: c.get('deps').unsubscribeSecret,
  });
  if (found.ok) return found.member;
  if (found.reason === 'invalid_signature')
    throw new ApiHttpError(403, 'invalid_signature', 'This unsubscribe link is not valid');
  throw new ApiHttpError(404, 'not_found', 'No such member');
}

const unsubscribeResponses = {
  200: jsonBody(unsubscribeStateSchema, 'Whether this link switched e-mail notifications off'),
  400: jsonBody(apiErrorSchema, 'validation_failed'),
  403: jsonBody(apiErrorSchema, 'invalid_signature'),
  404: jsonBody(apiErrorSchema, 'not_found'),
};

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/unsubscribe.php',
    operationId: 'getUnsubscribeState',
    summary: 'Whether a signed unsubscribe link switched e-mail off',
    security: [],
    request: { query: unsubscribeQuerySchema },
    responses: unsubscribeResponses,
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(unsubscribeStateOf(await linkMemberOf(c, c.req.valid('query'))), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/unsubscribe.php',
    operationId: 'unsubscribe',
    summary: 'One-click unsubscribe from e-mail notifications',
    security: [],
    description:
      'RFC 8058 one-click unsubscribe: the List-Unsubscribe URL of every e-mail. A mail client POSTs ' +
      '`List-Unsubscribe=One-Click` (the body is not needed); no login, the link is signed per member.',
    request: { query: unsubscribeQuerySchema },
    responses: unsubscribeResponses,
  }),
  async (c) => {
    const found = await linkMemberOf(c, c.req.valid('query'));
    return c.json(await unsubscribe(c.get('deps').db, found.id), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/unsubscribe.php',
    operationId: 'undoUnsubscribe',
    summary: 'Undo an unsubscribe made with a signed link',
    security: [],
    description: 'Undoes an unsubscribe made with this link (other reasons stay).',
    request: { query: unsubscribeQuerySchema },
    responses: unsubscribeResponses,
  }),
  async (c) => {
    const found = await linkMemberOf(c, c.req.valid('query'));
    return c.json(await undoUnsubscribe(c.get('deps').db, found.id), 200);
  },
);
