/**
 * The member API as one Hono app: `/api/*.php` JSON calls (spec §7), the error envelope, the
 * OpenAPI document, multi-tenancy by host and the session cookie. It runs inside the site
 * server (in-process fetch from loaders) or on its own (`main.ts`).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { sessionMiddleware } from './auth/session.ts';
import type { ApiDeps, ApiEnv } from './http/env.ts';
import { ApiHttpError, errorBody, notFound, onError } from './http/errors.ts';
import { siteMiddleware } from './http/site.ts';
import { validationHook } from './http/validation.ts';
import { memberRoutes } from './routes/members.ts';
import { settingsRoutes } from './routes/settings.ts';
import { userRoutes } from './routes/user.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses state-changing requests sent by another origin's page (CSRF), in any mode. */
const sameOrigin = createMiddleware<ApiEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (UNSAFE.has(c.req.method) && origin && origin !== 'null') {
    const originHost = URL.canParse(origin) ? new URL(origin).host : '';
    const requestHost =
      (c.get('deps').trustProxy ? c.req.header('x-forwarded-host') : undefined) ?? new URL(c.req.url).host;
    if (originHost !== requestHost)
      throw new ApiHttpError(403, 'forbidden_origin', 'Cross-site request refused');
  }
  await next();
});

export function createApi(deps: ApiDeps) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large', 'The request body is larger than 1 MiB'), 413),
    }),
  );
  app.get('/api/openapi.json', (c) =>
    c.json(
      app.getOpenAPIDocument({
        openapi: '3.0.3',
        info: { title: 'Dating network member API', version: '1.0.0' },
      }),
    ),
  );
  app.use('/api/*', siteMiddleware, sameOrigin, sessionMiddleware);
  app.route('/api', settingsRoutes);
  app.route('/api', userRoutes);
  app.route('/api', memberRoutes);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}

export type Api = ReturnType<typeof createApi>;
