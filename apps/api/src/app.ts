/**
 * The member API as one Hono app: `/api/*.php` JSON calls (spec §7), the error envelope, the
 * OpenAPI document, multi-tenancy by host and the session cookie. It runs inside the site
 * server (in-process fetch from loaders) or on its own (`main.ts`).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { sessionCookieName } from '@dating/domain';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { sessionMiddleware } from './auth/session.ts';
import type { ApiDeps, ApiEnv } from './http/env.ts';
import { ApiHttpError, errorBody, notFound, onError } from './http/errors.ts';
import { createRateLimits, rateLimitMiddleware } from './http/rate-limits.ts';
import { crossSiteGuard } from './http/cross-site.ts';
import { siteMiddleware } from './http/site.ts';
import { recordRoute } from './ops/access.ts';
import { validationHook } from './http/validation.ts';
import { memberRoutes } from './members/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { credentialRoutes, signupRoutes, userRoutes } from './account/routes.ts';
import { likeRoutes } from './likes/routes.ts';
import { badgeRoutes } from './navigation/routes.ts';
import { safetyRoutes } from './safety/routes.ts';
import { photoRoutes, MAX_PHOTO_BYTES } from './photos/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { refundRequestRoutes } from './payments/refund-request-routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { NOTIFY_PATH, paymentNotifyRoutes } from './payments/notify.ts';
import { spendingRoutes } from './payments/spending-routes.ts';
import { directDebitRoutes } from './direct-debit/routes.ts';
import { accountLifecycleRoutes, myDataRoutes } from './lifecycle/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { publicSiteRoutes } from './public-site/routes.ts';
import { pageRoutes } from './page/routes.ts';
import { ageAssuranceRoutes } from './age-assurance/routes.ts';
import { createStaffApi, STAFF_API_PREFIX } from './staff/app.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const PHOTO_PATHS = new Set(['/api/photos.php', '/api/message-photo.php']);
/** The console's persona photo upload (issue 18) has the photo limit too. */
const isPhotoPath = (path: string) =>
  PHOTO_PATHS.has(path) || /^\/staff-api\/personas\/\d+\/photos$/.test(path);

/** Refuses state-changing requests sent by another site's page (CSRF), in any mode: a 403 envelope. */
const sameOrigin = crossSiteGuard({
  trustProxy: (c) => (c as Context<ApiEnv>).get('deps').trustProxy,
  refuse: () => {
    throw new ApiHttpError(403, 'forbidden_origin', 'Cross-site request refused');
  },
});

export function createApi(deps: ApiDeps) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const limits = createRateLimits({ db: deps.db, redis: deps.redis, factors: deps.rateLimitFactors });
  app.use('*', recordRoute);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('limits', limits);
    await next();
  });
  // Photos from phones are larger than any JSON call: their route has its own limit.
  const photoLimit = bodyLimit({
    maxSize: MAX_PHOTO_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', 'The photo is larger than 10 MiB'), 413),
  });
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request body is larger than 1 MiB'), 413),
  });
  // The providers' notifications have a smaller limit of their own (payments/notify.ts).
  app.use('*', (c, next) =>
    NOTIFY_PATH.test(c.req.path)
      ? next()
      : isPhotoPath(c.req.path)
        ? photoLimit(c, next)
        : jsonLimit(c, next),
  );
  // The member's session, named in each operation's `security` (`[{ session: [] }]`; public: `[]`).
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(deps.production),
    description: 'The session cookie set by login or signup (`__Host-sid` in production, `sid` on http).',
  });
  app.get('/api/openapi.json', (c) =>
    c.json(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Dating network member API', version: '1.0.0' },
        // Each brand's own domain answers the API: the server is the site the caller is on.
        servers: [{ url: '/', description: 'The brand site the member is on' }],
      }),
    ),
  );
  // The staff API answers only on console hosts, with its own session and middleware (issue 18).
  // Handed over by fetch rather than mounted: mounting would merge its routes and its security
  // scheme into the member API's OpenAPI document; it has its own at /staff-api/openapi.json.
  const staffApi = createStaffApi(deps, limits);
  app.all(`${STAFF_API_PREFIX}/*`, (c) => staffApi.fetch(c.req.raw, c.env));
  // Server to server, before the member middleware: no site, no session, no cross-site check;
  // its own body limit and rate limit (ADR 0085). Routes answer before later middleware runs.
  app.route('/api', paymentNotifyRoutes);
  app.use('/api/*', siteMiddleware, sameOrigin, sessionMiddleware, rateLimitMiddleware);
  app.route('/api', settingsRoutes);
  app.route('/api', userRoutes);
  app.route('/api', memberRoutes);
  app.route('/api', signupRoutes);
  app.route('/api', credentialRoutes);
  app.route('/api', photoRoutes);
  app.route('/api', likeRoutes);
  app.route('/api', badgeRoutes);
  app.route('/api', safetyRoutes);
  app.route('/api', chatRoutes);
  app.route('/api', paymentRoutes);
  app.route('/api', refundRequestRoutes);
  app.route('/api', spendingRoutes);
  app.route('/api', directDebitRoutes);
  app.route('/api', accountLifecycleRoutes);
  app.route('/api', myDataRoutes);
  app.route('/api', notificationRoutes);
  app.route('/api', publicSiteRoutes);
  app.route('/api', pageRoutes);
  app.route('/api', ageAssuranceRoutes);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}

export type Api = ReturnType<typeof createApi>;
