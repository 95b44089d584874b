/** The dashboard over the staff API (issue 19 point 8; admins): GET /staff-api/dashboard. */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, dashboardQuerySchema, dashboardSchema } from '@dating/contract';
import { jsonBody } from '../../http/openapi.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { requireStaff } from '../../staff/session.ts';
import { dashboardDays } from './queries.ts';

export const dashboardRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/staff-api/dashboard',
    operationId: 'staffDashboard',
    summary: 'Per brand and day: lander visits, conversions, revenue, messages, active members',
    security: [{ staffSession: [] }],
    request: { query: dashboardQuerySchema },
    responses: {
      200: jsonBody(dashboardSchema, 'Every day of the range for each brand'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
      403: jsonBody(apiErrorSchema, 'staff_role_forbidden'),
    },
  }),
  async (c) => {
    requireStaff(c, 'dashboard');
    c.header('Cache-Control', 'private, no-store');
    const { db, brands } = c.get('deps');
    const days = await dashboardDays(
      db,
      c.req.valid('query'),
      brands.map((b) => b.id),
    );
    return c.json({ days, brands: brands.map((b) => ({ id: b.id, name: b.name })) }, 200);
  },
);
