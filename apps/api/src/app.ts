/**
 * The member API as one Hono app: `/api/*.php` JSON calls (spec §7), the error envelope, the
 * OpenAPI document, multi-tenancy by host and the session cookie. It runs inside the site
 * server (in-process fetch from loaders) or on its own (`main.ts`).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { sessionMiddleware } from './auth/session.ts';
import type { ApiDeps, ApiEnv } from './http/env.ts';
import { ApiHttpError, errorBody, notFound, onError } from './http/errors.ts';
import { createRateLimits, rateLimitMiddleware } from './http/rate-limits.ts';
import { crossSiteGuard } from './http/cross-site.ts';
import { siteMiddleware } from './http/site.ts';
import { validationHook } from './http/validation.ts';
import { memberRoutes } from './routes/members.ts';
import { settingsRoutes } from './routes/settings.ts';
import { userRoutes } from './routes/user.ts';
import { signupRoutes } from './routes/signup.ts';
import { likeRoutes } from './routes/likes.ts';
import { badgeRoutes } from './routes/badges.ts';
import { safetyRoutes } from './routes/safety.ts';
import { swipeRoutes } from './routes/swipe.ts';
import { autoLikeRoutes } from './routes/auto-like.ts';
import { matchFinderRoutes } from './routes/match-finder.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { credentialRoutes } from './routes/credentials.ts';
import { photoRoutes, MAX_PHOTO_BYTES } from './routes/photos.ts';
import { chatsRoutes } from './routes/chats.ts';
import { liveRoutes } from './routes/live.ts';
import { messageRoutes } from './routes/messages.ts';
import { paymentRoutes } from './routes/payments.ts';
import { paymentProviderRoutes } from './routes/payment-provider.ts';
import { directDebitConfirmRoutes } from './routes/direct-debit-confirm.ts';
import { directDebitStartRoutes } from './routes/direct-debit-start.ts';
import { accountLifecycleRoutes } from './routes/account-lifecycle.ts';
import { myDataRoutes } from './routes/my-data.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { publicSiteRoutes } from './routes/public-site.ts';
import { showcaseRoutes } from './routes/showcase.ts';
import { pageRoutes } from './page/routes.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const PHOTO_PATHS = new Set(['/api/photos.php', '/api/message-photo.php']);

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
  app.use('*', (c, next) => (PHOTO_PATHS.has(c.req.path) ? photoLimit(c, next) : jsonLimit(c, next)));
  app.get('/api/openapi.json', (c) =>
    c.json(
      app.getOpenAPIDocument({
        openapi: '3.0.3',
        info: { title: 'Dating network member API', version: '1.0.0' },
      }),
    ),
  );
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
  app.route('/api', swipeRoutes);
  app.route('/api', autoLikeRoutes);
  app.route('/api', matchFinderRoutes);
  app.route('/api', geocodeRoutes);
  app.route('/api', chatsRoutes);
  app.route('/api', messageRoutes);
  app.route('/api', liveRoutes);
  app.route('/api', paymentRoutes);
  app.route('/api', paymentProviderRoutes);
  app.route('/api', directDebitStartRoutes);
  app.route('/api', directDebitConfirmRoutes);
  app.route('/api', accountLifecycleRoutes);
  app.route('/api', myDataRoutes);
  app.route('/api', notificationRoutes);
  app.route('/api', publicSiteRoutes);
  app.route('/api', showcaseRoutes);
  app.route('/api', pageRoutes);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}

export type Api = ReturnType<typeof createApi>;
