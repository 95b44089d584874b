/**
 * Multi-tenancy: every API request belongs to one site (a domain of a brand), found from the
 * request's host — or, for settings.php, the `forced-domain` parameter the site sends (spec §7).
 * Unknown hosts get 404 before any handler runs.
 */
import { resolveSite } from '@dating/brand';
import { createMiddleware } from 'hono/factory';
import { ApiHttpError } from './errors.ts';
import type { ApiEnv } from './env.ts';

export const siteMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  const deps = c.get('deps');
  const forced = c.req.path.endsWith('/settings.php') ? c.req.query('forced-domain') : undefined;
  const host =
    forced ??
    (deps.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0] : undefined) ??
    new URL(c.req.url).host;
  const site = resolveSite(deps.brands, host, deps.defaultBrandId);
  if (!site) throw new ApiHttpError(404, 'unknown_site', 'No site answers on this host');
  c.set('site', site);
  await next();
});
