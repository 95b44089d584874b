/**
 * Notification settings (spec §3 e-mail preference keys, §4 e-mail notifications disabled):
 * the member's own preferences, the mail side's bounce and complaint reports, and the signed
 * one-click unsubscribe link of every e-mail (RFC 8058; docs/decisions/0028).
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
import type { Db } from '@dating/db';
import { users } from '@dating/db/schema';
import {
  NOTIFICATION_DISABLE_REASONS,
  type NotificationDisableReason,
  effectiveEmailPreferences,
  reasonsAfterReEnable,
} from '@dating/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { verifyUnsubscribeSignature } from '../mail/unsubscribe.ts';

export const notificationRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const knownReasons = (reasons: readonly string[]) =>
  reasons.filter((r): r is NotificationDisableReason =>
    (NOTIFICATION_DISABLE_REASONS as readonly string[]).includes(r),
  );

async function notificationsOf(db: Db, userId: number) {
  const [row] = await db
    .select({ preferences: users.emailPreferences, disabled: users.notificationsDisabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new ApiHttpError(403, 'authentication_required', 'Please log in');
  return { preferences: effectiveEmailPreferences(row.preferences), disabled: knownReasons(row.disabled) };
}

const authResponses = {
  403: jsonBody(apiErrorSchema, 'authentication_required'),
};

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/notifications.php',
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
    return c.json(await notificationsOf(c.get('deps').db, me.id), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/notifications.php',
    request: jsonRequest(notificationsUpdateSchema),
    responses: {
      200: jsonBody(notificationsResponseSchema, 'Stored; the preferences as they are now'),
      400: jsonBody(apiErrorSchema, 'validation_failed (an unknown key or a value that is not true/false)'),
      ...authResponses,
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const patch = Object.fromEntries(
      Object.entries(c.req.valid('json').preferences).filter(([, v]) => typeof v === 'boolean'),
    );
    // jsonb || merges in the database, so two quick changes from two tabs never undo each other.
    await db
      .update(users)
      .set({ emailPreferences: sql`${users.emailPreferences} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(users.id, me.id));
    return c.json(await notificationsOf(db, me.id), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notifications.php',
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
    const { db } = c.get('deps');
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ disabled: users.notificationsDisabled })
        .from(users)
        .where(eq(users.id, me.id))
        .for('update');
      if (row) {
        await tx
          .update(users)
          .set({ notificationsDisabled: reasonsAfterReEnable(row.disabled) })
          .where(eq(users.id, me.id));
      }
    });
    return c.json(await notificationsOf(db, me.id), 200);
  },
);

/** Adds a disabled reason once (the array keeps each reason at most once). */
const addReason = (reason: NotificationDisableReason) => ({
  notificationsDisabled: sql`case when ${reason} = any(${users.notificationsDisabled}) then ${users.notificationsDisabled} else array_append(${users.notificationsDisabled}, ${reason}::text) end`,
});

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
    description:
      'Called by the mail side: a hard bounce or a spam complaint (feedback loop) for an address switches ' +
      'e-mail notifications off for every account with that address. Authorization: Bearer <MAIL_EVENTS_SECRET>.',
    request: jsonRequest(mailEventRequestSchema),
    responses: {
      200: jsonBody(mailEventResponseSchema, 'Recorded; how many accounts have the address'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      401: jsonBody(apiErrorSchema, 'invalid_signature: no or a wrong secret'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const { type, email } = c.req.valid('json');
    const updated = await db
      .update(users)
      .set(addReason(type))
      .where(eq(users.emailNormalized, email.toLowerCase()))
      .returning({ id: users.id });
    return c.json({ ok: true as const, members: updated.length }, 200);
  },
);

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, local.length - 2)))}@${domain}`;
};

/** The member a signed unsubscribe link is for; 403 for a forged or altered link. */
async function linkMember(c: Context<ApiEnv>, q: { u: string; s: string }) {
  const deps = c.get('deps');
  const userId = Number(q.u);
  if (!verifyUnsubscribeSignature(deps.unsubscribeSecret, userId, q.s))
    throw new ApiHttpError(403, 'invalid_signature', 'This unsubscribe link is not valid');
  const [row] = await deps.db
    .select({ id: users.id, email: users.email, disabled: users.notificationsDisabled })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.brandId, c.get('site').brand.id)));
  if (!row) throw new ApiHttpError(404, 'not_found', 'No such member');
  return row;
}

const unsubscribeResponses = {
  200: jsonBody(unsubscribeStateSchema, 'Whether this link switched e-mail notifications off'),
  400: jsonBody(apiErrorSchema, 'validation_failed'),
  403: jsonBody(apiErrorSchema, 'invalid_signature'),
  404: jsonBody(apiErrorSchema, 'not_found'),
};

const stateOf = (row: { email: string; disabled: readonly string[] }) => ({
  unsubscribed: row.disabled.includes('listunsubscribe'),
  email: maskEmail(row.email),
});

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/unsubscribe.php',
    request: { query: unsubscribeQuerySchema },
    responses: unsubscribeResponses,
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(stateOf(await linkMember(c, c.req.valid('query'))), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/unsubscribe.php',
    description:
      'RFC 8058 one-click unsubscribe: the List-Unsubscribe URL of every e-mail. A mail client POSTs ' +
      '`List-Unsubscribe=One-Click` (the body is not needed); no login, the link is signed per member.',
    request: { query: unsubscribeQuerySchema },
    responses: unsubscribeResponses,
  }),
  async (c) => {
    const member = await linkMember(c, c.req.valid('query'));
    const [row] = await c
      .get('deps')
      .db.update(users)
      .set(addReason('listunsubscribe'))
      .where(eq(users.id, member.id))
      .returning({ email: users.email, disabled: users.notificationsDisabled });
    return c.json(stateOf(row!), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/unsubscribe.php',
    description: 'Undoes an unsubscribe made with this link (other reasons stay).',
    request: { query: unsubscribeQuerySchema },
    responses: unsubscribeResponses,
  }),
  async (c) => {
    const member = await linkMember(c, c.req.valid('query'));
    const [row] = await c
      .get('deps')
      .db.update(users)
      .set({ notificationsDisabled: sql`array_remove(${users.notificationsDisabled}, 'listunsubscribe')` })
      .where(eq(users.id, member.id))
      .returning({ email: users.email, disabled: users.notificationsDisabled });
    return c.json(stateOf(row!), 200);
  },
);
