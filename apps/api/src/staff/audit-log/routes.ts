/**
 * The audit log over HTTP (admins): GET /staff-api/audit with its filters and keyset cursor, and
 * GET /staff-api/audit.csv with the same filters, every matching row.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema, auditPageSchema, auditQuerySchema } from '@dating/contract';
import { csvLine } from '@dating/domain';
import { csvResponse } from '../../http/csv.ts';
import { clockOf } from '../../http/clock.ts';
import { jsonBody } from '../../http/openapi.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../env.ts';
import { STAFF_API_PREFIX } from '../prefix.ts';
import { requireStaff } from '../session.ts';
import { auditBatches, auditPage } from './queries.ts';

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

const CSV_HEADER = [
  'id',
  'created_at',
  'staff_id',
  'staff_name',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'ip',
];

staffAuditRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${STAFF_API_PREFIX}/audit.csv`,
    operationId: 'staffExportAuditLog',
    summary: 'Every audit row the filters match, newest first, as CSV (before and after as JSON)',
    security: [{ staffSession: [] }],
    request: { query: auditQuerySchema },
    responses: {
      200: {
        description: 'RFC 4180 CSV, one line per audit row',
        content: { 'text/csv': { schema: z.string() } },
      },
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
      403: jsonBody(apiErrorSchema, 'staff_role_forbidden'),
    },
  }),
  async (c) => {
    requireStaff(c, 'audit');
    const query = c.req.valid('query');
    const { db } = c.get('deps');
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    async function* pages() {
      for await (const rows of auditBatches(db, query)) {
        yield rows.map((r) =>
          csvLine([
            r.id,
            r.created_at,
            r.staff_id,
            r.staff_name,
            r.action,
            r.target_type,
            r.target_id,
            json(r.before),
            json(r.after),
            r.ip,
          ]),
        );
      }
    }
    const day = clockOf(c)().toISOString().slice(0, 10);
    return csvResponse(`audit-${day}.csv`, csvLine(CSV_HEADER), pages());
  },
);
