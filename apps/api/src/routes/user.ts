/** The member's own account: login (POST), current user (GET), language (PUT), logout (POST, spec §7). */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  languageRequestSchema,
  loginRequestSchema,
  okResponseSchema,
  pushSubscriptionRequestSchema,
  userResponseSchema,
  apiErrorSchema,
} from '@dating/contract';
import { LOCALES } from '@dating/brand';
import { pushSubscriptions, users } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';
import { dummyPasswordHash, verifyPassword } from '../auth/password.ts';
import { createSession, destroySession, requireUser } from '../auth/session.ts';
import { checkLoginAllowed, recordLoginAttempt } from '../auth/login-throttle.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { ApiHttpError } from '../http/errors.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';
import { clientIp } from '../http/client-ip.ts';

export const userRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/user.php',
    responses: { 200: jsonBody(userResponseSchema, 'The signed-in member, or null for a visitor') },
  }),
  async (c) => {
    const user = c.get('user');
    c.header('Cache-Control', 'no-store');
    return c.json({ user: user ? await loadUserView(c.get('deps').db, user.id) : null }, 200);
  },
);

/**
 * Spec §7: `POST /api/user.php?push=1 {subscription}` keeps this browser's push subscription
 * (`{subscription: null, endpoint}` forgets it). Same path as the login, told apart by the
 * query the spec gives, so it is matched first (docs/decisions/0023).
 */
userRoutes.post('/user.php', async (c, next) => {
  if (c.req.query('push') === undefined) return next();
  const me = requireUser(c);
  const parsed = pushSubscriptionRequestSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return validationHook(parsed, c)!;
  const { db } = c.get('deps');
  const { subscription, endpoint } = parsed.data;
  if (subscription) {
    const row = { userId: me.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    await db
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...row })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  } else if (endpoint) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, me.id)));
  }
  return c.json({ ok: true as const }, 200);
});

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/user.php',
    request: { body: { content: { 'application/json': { schema: loginRequestSchema } }, required: true } },
    responses: {
      200: jsonBody(userResponseSchema, 'Logged in; the session cookie is set'),
      401: jsonBody(apiErrorSchema, 'login_failed'),
      429: jsonBody(apiErrorSchema, 'login_blocked'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const site = c.get('site');
    const { email, password } = c.req.valid('json');
    const emailNormalized = email.trim().toLowerCase();
    const ip = clientIp(c);
    await checkLoginAllowed(c, emailNormalized, ip);
    const [row] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
      .from(users)
      .where(and(eq(users.brandId, site.brand.id), eq(users.emailNormalized, emailNormalized)))
      .limit(1);
    const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
    await recordLoginAttempt(c, emailNormalized, ip, ok && !!row);
    if (!row || !ok) throw new ApiHttpError(401, 'login_failed', 'Login failed, please try again.');
    if (row.status === 'pending_deletion') {
      throw new ApiHttpError(409, 'account_pending_deletion', 'Your account is pending deletion');
    }
    await createSession(c, db, Number(row.id));
    c.header('Cache-Control', 'no-store');
    return c.json({ user: await loadUserView(db, Number(row.id)) }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/user.php',
    request: { body: { content: { 'application/json': { schema: languageRequestSchema } }, required: true } },
    responses: {
      200: jsonBody(okResponseSchema, 'Stored'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const user = requireUser(c);
    const { language } = c.req.valid('json');
    if (!(LOCALES as readonly string[]).includes(language)) {
      throw new ApiHttpError(400, 'validation_failed', 'Unsupported language', { language: 'unsupported' });
    }
    await c.get('deps').db.update(users).set({ language }).where(eq(users.id, user.id));
    return c.json({ ok: true as const }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    // POST only (ADR 0044): a GET that ends a session could be fired by any <img> on any page.
    method: 'post',
    path: '/logout.php',
    responses: { 200: jsonBody(okResponseSchema, 'Logged out; the session is deleted') },
  }),
  async (c) => {
    await destroySession(c, c.get('deps').db);
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const }, 200);
  },
);
