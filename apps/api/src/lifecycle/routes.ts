/**
 * Leaving and coming back over HTTP (spec §4 account deletion, §9 reactivation; issue 10): the
 * alternatives, the deletion, the reactivation link, privacy mode, and the member's data as a
 * ZIP (GDPR Art. 15/20). HTTP only: the session cookie, the request's site and clock; the work
 * is lifecycle/commands.ts and lifecycle/queries.ts (ADR 0048).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  apiErrorSchema,
  deletionAlternativesSchema,
  linkValidResponseSchema,
  privacyResponseSchema,
  privacySchema,
  reactivationQuerySchema,
  reactivationResponseSchema,
  tokenRequestSchema,
} from '@dating/contract';
import { createSession, destroySession, requireUser } from '../auth/session.ts';
import { accountMailerOf } from '../http/account-mailer.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';
import { deleteAccount, deletionAlternatives, reactivateAccount, setPrivacy } from './commands.ts';
import { memberCompany } from '../settings/company.ts';
import { collectMyData, privacyOn, reactivationLinkUsable, zipStream } from './queries.ts';

const member = [{ session: [] }];

export const accountLifecycleRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/account-deletion.php',
    operationId: 'getDeletionAlternatives',
    summary: 'What the member can do instead of leaving',
    security: member,
    responses: {
      200: jsonBody(deletionAlternativesSchema, 'What the member can do instead of leaving'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const deps = c.get('deps');
    const { db } = deps;
    const { delete_discount } = await memberCompany(deps);
    const alternatives = await deletionAlternatives(
      db,
      { userId: me.id, discountPercentage: delete_discount },
      clockOf(c),
    );
    c.header('Cache-Control', 'no-store');
    return c.json(alternatives, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/account-deletion.php',
    operationId: 'deleteAccount',
    summary: 'Delete the account (pending, reactivatable by e-mail link)',
    security: member,
    request: jsonRequest(accountDeletionRequestSchema),
    responses: {
      200: jsonBody(
        accountDeletionResponseSchema,
        'Pending deletion; logged out; the reactivation link is mailed',
      ),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      422: jsonBody(apiErrorSchema, 'validation_failed: current_password_wrong on the password field'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const result = await deleteAccount(
      db,
      { userId: me.id, ...c.req.valid('json'), mail: accountMailerOf(c) },
      clockOf(c),
    );
    // A wrong password has always been answered 422 here (ADR 0048).
    const { reactivateUntil } = orRefuse(result, { validation_failed: 422 });
    await destroySession(c, db);
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const, reactivate_until: reactivateUntil.toISOString() }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/reactivation.php',
    operationId: 'checkReactivationLink',
    summary: 'Whether a reactivation link still works',
    security: [],
    request: { query: reactivationQuerySchema },
    responses: {
      200: jsonBody(linkValidResponseSchema, 'Whether the reactivation link still works'),
    },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const valid = await reactivationLinkUsable(c.get('deps').db, c.req.valid('query').token, clockOf(c));
    return c.json({ valid }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/reactivation.php',
    operationId: 'reactivateAccount',
    summary: 'Bring the account back with the reactivation link',
    security: [],
    request: jsonRequest(tokenRequestSchema),
    responses: {
      200: jsonBody(reactivationResponseSchema, 'The account is back and the member logged in'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      410: jsonBody(apiErrorSchema, 'reactivation_link_invalid: expired, used or unknown'),
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    const userId = await reactivateAccount(
      deps,
      { token: c.req.valid('json').token, brandId: c.get('site').brand.id },
      clockOf(c),
    );
    if (userId === null) {
      throw new ApiHttpError(
        410,
        'reactivation_link_invalid',
        'This reactivation link has expired or was used',
      );
    }
    await createSession(c, deps.db, userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ user: (await loadUserView(deps.db, userId))! }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/privacy.php',
    operationId: 'getPrivacy',
    summary: 'Whether privacy mode is on',
    security: member,
    responses: {
      200: jsonBody(privacyResponseSchema, 'Whether privacy mode is on'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ privacy: await privacyOn(c.get('deps').db, me.id) }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/privacy.php',
    operationId: 'setPrivacy',
    summary: 'Switch privacy mode on or off',
    security: member,
    request: jsonRequest(privacySchema),
    responses: {
      200: jsonBody(privacyResponseSchema, 'Stored'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { privacy } = c.req.valid('json');
    await setPrivacy(c.get('deps').db, { userId: me.id, privacy });
    return c.json({ privacy }, 200);
  },
);

/** GET /api/my-data.php — the member's data as a ZIP download (GDPR Art. 15/20; issue 10). */
export const myDataRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

myDataRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/my-data.php',
    operationId: 'downloadMyData',
    summary: "The member's data as a ZIP download",
    security: member,
    responses: {
      200: {
        description: 'A ZIP of JSON files and the photo files',
        content: { 'application/zip': { schema: {} } },
      },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const deps = c.get('deps');
    const now = clockOf(c)();
    const data = await collectMyData(deps.db, deps, me.id, now);
    const day = now.toISOString().slice(0, 10);
    return new Response(zipStream(data), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="my-data-${c.get('site').brand.id}-${day}.zip"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
