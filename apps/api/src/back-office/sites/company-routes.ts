/**
 * The company info over the staff API (spec §3 Company info, ADR 0069; admins, the sites area):
 * the values in force, a preview of an edit and the edit. Routes parse, check the role, call
 * company.ts and answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  companyEditRequestSchema,
  companyPreviewRequestSchema,
  companyResponseSchema,
  siteSettingsChangesResponseSchema,
} from '@dating/contract';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { requireStaff } from '../../staff/session.ts';
import { companyForEdit, previewCompany, updateCompany } from './company.ts';

export const companyRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const path = '/staff-api/company';
const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};

companyRoutes.openapi(
  createRoute({
    method: 'get',
    path,
    operationId: 'getCompany',
    summary: 'The company info as members get it, and the version an edit names',
    security,
    responses: { 200: jsonBody(companyResponseSchema, 'The company info'), ...common },
  }),
  async (c) => {
    requireStaff(c, 'sites');
    c.header('Cache-Control', 'private, no-store');
    const { db, company } = c.get('deps');
    return c.json(await companyForEdit(db, company), 200);
  },
);

companyRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${path}/preview`,
    operationId: 'previewCompany',
    summary: 'What an edit of the company info would change (before → after); nothing is written',
    security,
    request: jsonRequest(companyPreviewRequestSchema),
    responses: {
      200: jsonBody(siteSettingsChangesResponseSchema, 'The changes'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'sites');
    const { db, company } = c.get('deps');
    const changes = await previewCompany(db, { values: c.req.valid('json').values, seed: company });
    return c.json({ changes }, 200);
  },
);

companyRoutes.openapi(
  createRoute({
    method: 'put',
    path,
    operationId: 'updateCompany',
    summary: 'Store an edit of the company info; every site shows it from the next request',
    security,
    request: jsonRequest(companyEditRequestSchema),
    responses: {
      200: jsonBody(siteSettingsChangesResponseSchema, 'The changes stored and the new version'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
      409: jsonBody(apiErrorSchema, 'settings_changed: another edit was saved since the version'),
      ...common,
    },
  }),
  async (c) => {
    const staff = requireStaff(c, 'sites');
    const { db, company, events } = c.get('deps');
    const { values, version } = c.req.valid('json');
    const saved = orRefuse(
      await updateCompany(
        db,
        { actor: { staffId: staff.id, ip: clientIp(c) }, values, version, seed: company },
        clockOf(c),
      ),
    );
    // This instance has forgotten its copy when the answer leaves; the others as they wake.
    await events.wake();
    return c.json(saved, 200);
  },
);
