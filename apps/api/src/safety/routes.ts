/** Block and report over HTTP (block.php, report.php): parse, run safety/commands.ts, answer. */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  memberIdRequestSchema,
  okResponseSchema,
  reportRequestSchema,
} from '@dating/contract';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { blockMember, reportMember, unblockMember } from './commands.ts';

export const safetyRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];

safetyRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/block.php',
    operationId: 'blockMember',
    summary: 'Block a member',
    security: session,
    request: jsonRequest(memberIdRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Blocked; the likes and chats between the two are gone'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    orRefuse(await blockMember(c.get('deps').db, { me, id: c.req.valid('json').id }));
    return c.json({ ok: true as const }, 200);
  },
);

safetyRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/block.php',
    operationId: 'unblockMember',
    summary: 'Unblock a member',
    security: session,
    request: jsonRequest(memberIdRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Unblocked (likes stay deleted)'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    await unblockMember(c.get('deps').db, { meId: me.id, id: c.req.valid('json').id });
    return c.json({ ok: true as const }, 200);
  },
);

safetyRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/report.php',
    operationId: 'reportMember',
    summary: 'Report a member to the moderation team',
    security: session,
    request: jsonRequest(reportRequestSchema),
    responses: {
      201: jsonBody(okResponseSchema, 'Stored for the moderation team'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { id, reason, message } = c.req.valid('json');
    orRefuse(await reportMember(c.get('deps').db, { me, id, reason, message }));
    return c.json({ ok: true as const }, 201);
  },
);
