/**
 * A persona's 2257 performer record and its explicit media switch over the staff API (issue 22
 * point 7, ADR 0089). Admins only (the personas area). Parse, check the role, call, answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  explicitMediaRequestSchema,
  performerRecordRequestSchema,
  performerRecordResponseSchema,
  personaIdParamSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { clockOf } from '../http/clock.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import type { StaffEnv } from '../staff/env.ts';
import { requireStaff } from '../staff/session.ts';
import { performerRecordOf, savePerformerRecord, setExplicitMedia } from './performer-records.ts';

export const performerRecordRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = '/staff-api/personas/{id}';
const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
  404: jsonBody(apiErrorSchema, 'persona_not_found'),
};

const admin = (c: Context<StaffEnv>) => {
  const staff = requireStaff(c, 'personas');
  return { staffId: staff.id, ip: clientIp(c) };
};

async function current(c: Context<StaffEnv>, id: number) {
  const view = await performerRecordOf(c.get('deps').db, id);
  if (!view) throw new ApiHttpError(404, 'persona_not_found', 'No such persona');
  c.header('Cache-Control', 'private, no-store');
  return view;
}

performerRecordRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/performer-record`,
    operationId: 'getPerformerRecord',
    summary: 'The persona’s 18 U.S.C. 2257 performer record and whether its explicit media is on',
    security,
    request: { params: personaIdParamSchema },
    responses: {
      200: jsonBody(performerRecordResponseSchema, 'The record (null: none) and the switch'),
      ...common,
    },
  }),
  async (c) => {
    admin(c);
    return c.json(await current(c, c.req.valid('param').id), 200);
  },
);

performerRecordRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/performer-record`,
    operationId: 'savePerformerRecord',
    summary:
      'Keep the persona’s 2257 performer record (legal name, other names, date of birth, ID, production date)',
    security,
    request: { params: personaIdParamSchema, ...jsonRequest(performerRecordRequestSchema) },
    responses: {
      200: jsonBody(performerRecordResponseSchema, 'Kept; the audit log has a row'),
      400: jsonBody(apiErrorSchema, 'validation_failed (performer_minor, invalid_date, required…)'),
      ...common,
    },
  }),
  async (c) => {
    const actor = admin(c);
    const { id } = c.req.valid('param');
    orRefuse(
      await savePerformerRecord(
        c.get('deps').db,
        { actor, personaId: id, record: c.req.valid('json') },
        clockOf(c),
      ),
    );
    return c.json(await current(c, id), 200);
  },
);

performerRecordRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/explicit-media`,
    operationId: 'setPersonaExplicitMedia',
    summary: 'Switch the persona’s explicit media on (refused without a performer record) or off',
    security,
    request: { params: personaIdParamSchema, ...jsonRequest(explicitMediaRequestSchema) },
    responses: {
      200: jsonBody(performerRecordResponseSchema, 'Switched; the audit log has a row'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      409: jsonBody(apiErrorSchema, 'performer_record_required'),
      ...common,
    },
  }),
  async (c) => {
    const actor = admin(c);
    const { id } = c.req.valid('param');
    const { enabled } = c.req.valid('json');
    orRefuse(await setExplicitMedia(c.get('deps').db, { actor, personaId: id, enabled }, clockOf(c)));
    return c.json(await current(c, id), 200);
  },
);
