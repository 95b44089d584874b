/** The audit log over HTTP (admins): GET /staff-api/audit with its filters and keyset cursor. */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, auditPageSchema, auditQuerySchema } from '@dating/contract';
import { jsonBody } from '../../http/openapi.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../env.ts';
import { STAFF_API_PREFIX } from '../prefix.ts';
import { requireStaff } from '../session.ts';
import { auditPage } from './queries.ts';

export const staffAuditRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

staffAuditRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${STAFF_API_PREFIX}/audit`,
    operationId: 'staffAuditLog',
    summary: 'The audit log, newest first, filtered and paged',
    security: [{ staffSession: [] }],
    request: { query: auditQuerySchema },
    responses: {
      200: jsonBody(auditPageSchema, 'One page of audit rows'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
      403: jsonBody(apiErrorSchema, 'staff_role_forbidden'),
    },
  }),
  async (c) => {
    requireStaff(c, 'audit');
    c.header('Cache-Control', 'no-store');
    return c.json(await auditPage(c.get('deps').db, c.req.valid('query')), 200);
  },
);
