/**
 * The member's own account over HTTP (spec §7): login, the current user, language, logout and
 * push subscription (`/user.php`, `/logout.php`); signup, profile and activation; password
 * reset and change, e-mail change. HTTP only: the session cookie, the request's site, settings
 * and clock; the work is account/commands.ts and account/queries.ts (ADR 0048).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { LOCALES } from '@dating/brand';
import { pickTracking } from '@dating/domain';
import {
  apiErrorSchema,
  emailSentResponseSchema,
  languageRequestSchema,
  loginRequestSchema,
  mailChangeSchema,
  okResponseSchema,
  ownProfileResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  pushSubscriptionRequestSchema,
  resetLinkQuerySchema,
  resetLinkValidResponseSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenRequestSchema,
  userResponseSchema,
} from '@dating/contract';
import { createSession, destroySession, requireUser, signedInView } from '../auth/session.ts';
import { accountMailerOf } from '../http/account-mailer.ts';
import { clientIp } from '../http/client-ip.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';

import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';
import { recordLastTouch } from '../members/last-touch.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import {
  activate,
  changePassword,
  confirmMailChange,
  logIn,
  requestActivationMail,
  requestMailChange,
  requestPasswordReset,
  resetPassword,
  savePushSubscription,
  setLanguage,
  signUp,
  updateProfile,
} from './commands.ts';
import { linkUsable, loadOwnProfile } from './queries.ts';

const member = [{ session: [] }];

// ——— /user.php, /logout.php ———

export const userRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

userRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/user.php',
    operationId: 'getUser',
    summary: 'The signed-in member, or null for a visitor',
    security: [],
    responses: { 200: jsonBody(userResponseSchema, 'The signed-in member, or null for a visitor') },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ user: await signedInView(c) }, 200);
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
  await savePushSubscription(c.get('deps').db, { userId: me.id, ...parsed.data });
  return c.json({ ok: true as const }, 200);
});

userRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/user.php',
    operationId: 'logIn',
    summary: 'Log in with e-mail and password',
    security: [],
    request: { body: { content: { 'application/json': { schema: loginRequestSchema } }, required: true } },
    responses: {
      200: jsonBody(userResponseSchema, 'Logged in; the session cookie is set'),
      401: jsonBody(apiErrorSchema, 'login_failed'),
      429: jsonBody(apiErrorSchema, 'login_blocked'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const { email, password, tracking } = c.req.valid('json');
    const { userId } = orRefuse(
      await logIn(
        db,
        { brandId: c.get('site').brand.id, email, password, ip: clientIp(c), limits: c.get('limits') },
        clockOf(c),
      ),
    );
    await recordLastTouch(db, userId, pickTracking(tracking ?? {}), clockOf(c)());
    await createSession(c, db, userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ user: await loadUserView(db, userId) }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/user.php',
    operationId: 'setLanguage',
    summary: "Set the member's language",
    security: member,
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
    orRefuse(await setLanguage(c.get('deps').db, { userId: user.id, language, locales: LOCALES }));
    return c.json({ ok: true as const }, 200);
  },
);

userRoutes.openapi(
  createRoute({
    // POST only (ADR 0044): a GET that ends a session could be fired by any <img> on any page.
    method: 'post',
    path: '/logout.php',
    operationId: 'logOut',
    summary: 'Log out and end the session',
    security: [],
    responses: { 200: jsonBody(okResponseSchema, 'Logged out; the session is deleted') },
  }),
  async (c) => {
    await destroySession(c, c.get('deps').db);
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const }, 200);
  },
);

// ——— signup, profile, activation ———

export const signupRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

signupRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/signup.php',
    operationId: 'signUp',
    summary: 'Create an account and send the activation e-mail',
    security: [],
    request: jsonRequest(signupRequestSchema),
    responses: {
      201: jsonBody(signupResponseSchema, 'Account created, logged in, activation e-mail sent'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors'),
      403: jsonBody(apiErrorSchema, 'signup_closed'),
      409: jsonBody(apiErrorSchema, 'email_taken or account_pending_deletion'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const settings = await loadSiteSettings(c);
    const mail = accountMailerOf(c);
    const { userId } = orRefuse(
      await signUp(
        db,
        {
          site: c.get('site'),
          form: c.req.valid('json'),
          settings,
          mail: { ...mail, settings: async () => settings },
        },
        clockOf(c),
      ),
    );
    await createSession(c, db, userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ user: (await loadUserView(db, userId))! }, 201);
  },
);

signupRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/profile.php',
    operationId: 'getOwnProfile',
    summary: "The member's own profile fields",
    security: member,
    responses: {
      200: jsonBody(ownProfileResponseSchema, 'The member’s own profile fields'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ profile: await loadOwnProfile(c.get('deps').db, user.id) }, 200);
  },
);

signupRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/profile.php',
    operationId: 'updateOwnProfile',
    summary: "Change the member's own profile fields",
    security: member,
    request: jsonRequest(profileUpdateSchema),
    responses: {
      200: jsonBody(ownProfileResponseSchema, 'Saved'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    orRefuse(await updateProfile(db, { userId: user.id, patch: c.req.valid('json') }));
    return c.json({ profile: await loadOwnProfile(db, user.id) }, 200);
  },
);

signupRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/activation.php',
    operationId: 'activateAccount',
    summary: 'Confirm the e-mail address with the activation link',
    security: [],
    request: jsonRequest(tokenRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'E-mail confirmed; the profile is active'),
      400: jsonBody(apiErrorSchema, 'activation_failed'),
    },
  }),
  async (c) => {
    orRefuse(await activate(c.get('deps'), c.req.valid('json').token, clockOf(c)));
    return c.json({ ok: true as const }, 200);
  },
);

signupRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/activation-mail.php',
    operationId: 'resendActivationMail',
    summary: 'Send the activation e-mail again',
    security: member,
    responses: {
      200: jsonBody(okResponseSchema, 'A new activation e-mail is on its way'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      409: jsonBody(apiErrorSchema, 'validation_failed: already confirmed'),
      429: jsonBody(apiErrorSchema, 'rate_limited'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const result = await requestActivationMail(
      c.get('deps').db,
      { userId: session.id, mail: accountMailerOf(c) },
      clockOf(c),
    );
    // Already confirmed has always been a 409 (a conflict with the account's state).
    orRefuse(result, { validation_failed: 409 });
    return c.json({ ok: true as const }, 200);
  },
);

// ——— credentials ———

export const credentialRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

credentialRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/reset-password.php',
    operationId: 'requestPasswordReset',
    summary: 'Mail a password reset link',
    security: [],
    request: jsonRequest(resetRequestSchema),
    responses: {
      200: jsonBody(emailSentResponseSchema, 'A reset link is on its way'),
      404: jsonBody(apiErrorSchema, 'email_not_found'),
      429: jsonBody(apiErrorSchema, 'reset_too_many'),
    },
  }),
  async (c) => {
    const mail = { ...accountMailerOf(c), ip: clientIp(c) };
    const { email } = orRefuse(
      await requestPasswordReset(
        c.get('deps').db,
        { brandId: c.get('site').brand.id, email: c.req.valid('json').email, mail },
        clockOf(c),
      ),
    );
    return c.json({ ok: true as const, email }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/reset-password.php',
    operationId: 'checkPasswordResetLink',
    summary: 'Whether a password reset link still works',
    security: [],
    request: { query: resetLinkQuerySchema },
    responses: { 200: jsonBody(resetLinkValidResponseSchema, 'Whether the reset link still works') },
  }),
  async (c) =>
    c.json(
      { valid: await linkUsable(c.get('deps').db, c.req.valid('query').token, 'password_reset', clockOf(c)) },
      200,
    ),
);

credentialRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/reset-password.php',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset link',
    security: [],
    request: jsonRequest(resetPasswordSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Password set; every session of the account ended'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      410: jsonBody(apiErrorSchema, 'reset_link_invalid'),
    },
  }),
  async (c) => {
    orRefuse(await resetPassword(c.get('deps').db, c.req.valid('json'), clockOf(c)));
    return c.json({ ok: true as const }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/password.php',
    operationId: 'changePassword',
    summary: 'Change the password, given the current one',
    security: member,
    request: jsonRequest(passwordChangeSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Password changed; other sessions ended'),
      400: jsonBody(apiErrorSchema, 'validation_failed: old_password_wrong, passwords_differ'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    orRefuse(
      await changePassword(c.get('deps').db, {
        userId: session.id,
        keepSession: c.get('sessionId'),
        ...c.req.valid('json'),
      }),
    );
    return c.json({ ok: true as const }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/mail-change.php',
    operationId: 'requestMailChange',
    summary: 'Mail a confirmation link to a new e-mail address',
    security: member,
    request: jsonRequest(mailChangeSchema),
    responses: {
      200: jsonBody(emailSentResponseSchema, 'A confirmation link went to the new address'),
      400: jsonBody(apiErrorSchema, 'validation_failed: new_email_invalid, old_password_wrong'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      409: jsonBody(apiErrorSchema, 'new_email_taken'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const body = c.req.valid('json');
    const { email } = orRefuse(
      await requestMailChange(
        c.get('deps').db,
        { userId: session.id, brandId: session.brandId, ...body, mail: accountMailerOf(c) },
        clockOf(c),
      ),
    );
    return c.json({ ok: true as const, email }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/mail-change.php',
    operationId: 'confirmMailChange',
    summary: 'Make the new e-mail address the account’s, with its link',
    security: [],
    request: jsonRequest(tokenRequestSchema),
    responses: {
      200: jsonBody(emailSentResponseSchema, 'The new address is the account’s e-mail'),
      409: jsonBody(apiErrorSchema, 'new_email_taken'),
      410: jsonBody(apiErrorSchema, 'reset_link_invalid'),
    },
  }),
  async (c) => {
    const { email } = orRefuse(await confirmMailChange(c.get('deps'), c.req.valid('json').token, clockOf(c)));
    return c.json({ ok: true as const, email }, 200);
  },
);
