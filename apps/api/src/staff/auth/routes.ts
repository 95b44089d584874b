/**
 * The console login over HTTP (issue 18, ADR 0054): POST /login (password) starts a
 * `password`-stage session, GET /login says what the TOTP step needs (the QR code on first
 * login), POST /login/totp (the code) replaces it by a `full` session (a new cookie: rotation),
 * GET /me, PUT /me/language and POST /logout.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  okResponseSchema,
  staffLanguageRequestSchema,
  staffLoginRequestSchema,
  staffLoginStateSchema,
  staffMeResponseSchema,
  staffTotpRequestSchema,
} from '@dating/contract';
import { clientIp } from '../../http/client-ip.ts';
import { clockOf } from '../../http/clock.ts';
import { ApiHttpError } from '../../http/errors.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import { STAFF_API_PREFIX } from '../prefix.ts';
import type { StaffEnv } from '../env.ts';
import { createStaffSession, destroyStaffSession, requireStaff } from '../session.ts';
import { setStaffLanguage, staffPasswordStep, staffTotpStep } from './commands.ts';
import { consoleLocaleOf, staffLoginState, staffMemberById, staffMeView } from './queries.ts';

export const staffAuthRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
const P = STAFF_API_PREFIX;
const staffSession = [{ staffSession: [] }];

/** The staff member between the password and the code, else the 401 the console sends to /login. */
function pendingStaff(c: { get(k: 'pendingStaffId'): number | null }): number {
  const id = c.get('pendingStaffId');
  if (id === null)
    throw new ApiHttpError(401, 'staff_authentication_required', 'Log in with your password first');
  return id;
}

staffAuthRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${P}/login`,
    operationId: 'staffLogIn',
    summary: 'Console login, step 1: e-mail and password',
    security: [],
    request: jsonRequest(staffLoginRequestSchema),
    responses: {
      200: jsonBody(staffLoginStateSchema, 'Password accepted; the TOTP step follows'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      401: jsonBody(apiErrorSchema, 'staff_login_failed'),
      429: jsonBody(apiErrorSchema, 'rate_limited'),
    },
  }),
  async (c) => {
    const { db, staffSecretKey } = c.get('deps');
    const { email, password } = c.req.valid('json');
    const { staffId } = orRefuse(
      await staffPasswordStep(db, { email, password, ip: clientIp(c), limits: c.get('limits') }),
    );
    await createStaffSession(c, db, staffId, 'password');
    c.header('Cache-Control', 'no-store');
    return c.json(orRefuse(await staffLoginState(db, { staffId, secretKey: staffSecretKey })), 200);
  },
);

staffAuthRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${P}/login`,
    operationId: 'staffLoginState',
    summary: 'Console login, step 2: what the TOTP step needs (the QR code until enrolled)',
    security: staffSession,
    responses: {
      200: jsonBody(staffLoginStateSchema, 'Waiting for the code'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
    },
  }),
  async (c) => {
    const { db, staffSecretKey } = c.get('deps');
    const staffId = pendingStaff(c);
    c.header('Cache-Control', 'no-store');
    return c.json(orRefuse(await staffLoginState(db, { staffId, secretKey: staffSecretKey })), 200);
  },
);

staffAuthRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${P}/login/totp`,
    operationId: 'staffLogInTotp',
    summary: 'Console login, step 2: the code of the authenticator app',
    security: staffSession,
    request: jsonRequest(staffTotpRequestSchema),
    responses: {
      200: jsonBody(staffMeResponseSchema, 'Signed in; a new session cookie is set'),
      400: jsonBody(apiErrorSchema, 'validation_failed or staff_totp_invalid'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
      429: jsonBody(apiErrorSchema, 'rate_limited'),
    },
  }),
  async (c) => {
    const { db, staffSecretKey } = c.get('deps');
    const staffId = pendingStaff(c);
    const { code } = c.req.valid('json');
    orRefuse(
      await staffTotpStep(
        db,
        { staffId, code, secretKey: staffSecretKey, ip: clientIp(c), limits: c.get('limits') },
        clockOf(c),
      ),
    );
    // Rotation: the password-stage session is deleted and a new token becomes the full session.
    await createStaffSession(c, db, staffId, 'full');
    c.header('Cache-Control', 'no-store');
    return c.json({ staff: staffMeView(orRefuse(await staffMemberById(db, staffId))) }, 200);
  },
);

staffAuthRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${P}/me`,
    operationId: 'staffMe',
    summary: 'The signed-in staff member',
    security: staffSession,
    responses: {
      200: jsonBody(staffMeResponseSchema, 'The staff member of this session'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
    },
  }),
  (c) => {
    const member = requireStaff(c, 'account');
    c.header('Cache-Control', 'no-store');
    return c.json({ staff: staffMeView(member) }, 200);
  },
);

staffAuthRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${P}/me/language`,
    operationId: 'staffSetLanguage',
    summary: "The staff member's console language",
    security: staffSession,
    request: jsonRequest(staffLanguageRequestSchema),
    responses: {
      200: jsonBody(staffMeResponseSchema, 'Stored'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
    },
  }),
  async (c) => {
    const member = requireStaff(c, 'account');
    const { language } = c.req.valid('json');
    orRefuse(await setStaffLanguage(c.get('deps').db, { staffId: member.id, language }));
    return c.json({ staff: staffMeView({ ...member, language: consoleLocaleOf(language) }) }, 200);
  },
);

staffAuthRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${P}/logout`,
    operationId: 'staffLogOut',
    summary: 'Sign out of the console (the session is deleted)',
    security: staffSession,
    responses: { 200: jsonBody(okResponseSchema, 'Signed out') },
  }),
  async (c) => {
    await destroyStaffSession(c, c.get('deps').db);
    return c.json({ ok: true as const }, 200);
  },
);
