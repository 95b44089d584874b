/**
 * The staff API (issue 18): mounted apart from the member API under `/staff-api`, answering only
 * on a console host (`console.localhost`, `console.<brand domain>`), with its own session cookie,
 * role checks per area, the cross-site guard and the rate limits. Its routes call the same
 * commands and queries as the member API; each feature adds its routes in `staffRoutes` below.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiDeps } from '../http/env.ts';
import { ApiHttpError, notFound, onError } from '../http/errors.ts';
import { crossSiteGuard, addressedHost } from '../http/cross-site.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import { validationHook } from '../http/validation.ts';
import { codeRoutes } from '../back-office/codes/routes.ts';
import { siteRoutes } from '../back-office/sites/routes.ts';
import { companyRoutes } from '../back-office/sites/company-routes.ts';
import { caseRoutes } from '../back-office/cases/routes.ts';
import { photoModerationRoutes } from '../back-office/moderation/photo-routes.ts';
import { memberAdminRoutes } from '../back-office/members/routes.ts';
import { backOfficeRefundRequestRoutes } from '../back-office/payments/request-routes.ts';
import { backOfficePaymentRoutes } from '../back-office/payments/routes.ts';
import { dashboardRoutes } from '../back-office/dashboard/routes.ts';
import { trafficRoutes } from '../back-office/traffic/routes.ts';
import { outboxRoutes } from '../back-office/outbox/routes.ts';
import { personaRoutes } from '../personas/routes.ts';
import { staffAdminRoutes } from './admin/routes.ts';
import { staffAuditRoutes } from './audit-log/routes.ts';
import { staffAuthRoutes } from './auth/routes.ts';
import { isConsoleHost } from './console-host.ts';
import { deskRoutes } from '../desk/routes.ts';
import { performerRecordRoutes } from '../personas/performer-record-routes.ts';
import { STAFF_API_PREFIX } from './prefix.ts';
import type { StaffEnv } from './env.ts';
import { staffCookieName, staffSessionMiddleware } from './session.ts';
import { recordRoute } from '../ops/access.ts';

export { STAFF_API_PREFIX };

/** The staff API's feature routers, each an OpenAPIHono<StaffEnv> with paths under the prefix. */
const staffRoutes: OpenAPIHono<StaffEnv>[] = [
  staffAuthRoutes,
  staffAdminRoutes,
  staffAuditRoutes,
  deskRoutes,
  personaRoutes,
  performerRecordRoutes,
  siteRoutes,
  companyRoutes,
  codeRoutes,
  photoModerationRoutes,
  caseRoutes,
  memberAdminRoutes,
  backOfficePaymentRoutes,
  backOfficeRefundRequestRoutes,
  trafficRoutes,
  dashboardRoutes,
  outboxRoutes,
];

const sameOrigin = crossSiteGuard({
  trustProxy: (c) => (c as Context<StaffEnv>).get('deps').trustProxy,
  refuse: () => {
    throw new ApiHttpError(403, 'forbidden_origin', 'Cross-site request refused');
  },
});

export function createStaffApi(deps: ApiDeps, limits: RateLimits) {
  const app = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  app.use('*', recordRoute);
  app.use(`${STAFF_API_PREFIX}/*`, async (c, next) => {
    // A brand host never reaches the staff API: the same 404 as any unknown path there.
    if (!isConsoleHost(addressedHost(c, deps.trustProxy), deps.brands, deps.production)) return notFound(c);
    c.set('deps', deps);
    c.set('limits', limits);
    await next();
  });
  app.use(`${STAFF_API_PREFIX}/*`, sameOrigin, staffSessionMiddleware);
  app.openAPIRegistry.registerComponent('securitySchemes', 'staffSession', {
    type: 'apiKey',
    in: 'cookie',
    name: staffCookieName(deps.production),
    description: 'The staff session cookie set by the TOTP step of the console login.',
  });
  app.get(`${STAFF_API_PREFIX}/openapi.json`, (c) =>
    c.json(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Dating network staff API', version: '1.0.0' },
        servers: [{ url: '/', description: 'The console host' }],
      }),
    ),
  );
  for (const routes of staffRoutes) app.route('/', routes);
  // The member API hands requests over by fetch (apps/api/src/app.ts): the same error envelope here.
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
