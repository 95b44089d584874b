/** The public origin of the request's site (links in e-mails): the request's, or the proxy's when trusted. */
import type { Context } from 'hono';
import type { ApiEnv } from './env.ts';

export function siteOrigin(c: Context<ApiEnv>): string {
  const url = new URL(c.req.url);
  if (!c.get('deps').trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
}
