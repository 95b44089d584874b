/**
 * The one cross-site (CSRF) guard of the network (ADR 0044), mounted in front of the API and,
 * by packages/server, in front of every brand site's form actions: the site's actions call the
 * API in-process with only the cookie, so the API alone could never see the browser's Origin.
 * The rule itself is the domain's `isCrossSiteRequest`.
 */
import { isCrossSiteRequest } from '@dating/domain';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Calls no browser makes, authenticated by a signature or secret instead of the session
 * cookie, so a foreign (or no) Origin proves nothing about them:
 * - the payment provider's server-to-server notification, signed (ADR 0025), and the age
 *   check provider's report, signed (ADR 0088);
 * - the mail side's bounce and spam reports, with a bearer secret (ADR 0028);
 * - a mail client's RFC 8058 one-click unsubscribe, signed per member, which the mail
 *   provider may post from its own origin.
 */
export const CROSS_SITE_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  '/api/payment-notify.php',
  '/api/mail-events.php',
  '/api/unsubscribe.php',
  // The age check provider's signed report (ADR 0088).
  '/api/age-check-notify.php',
]);

/** Host (and port) the browser addressed: behind our own proxy, the one it forwarded. */
export function addressedHost(c: Context, trustProxy: boolean): string {
  return (trustProxy ? c.req.header('x-forwarded-host') : undefined) ?? new URL(c.req.url).host;
}

export function crossSiteGuard(options: {
  trustProxy: (c: Context) => boolean;
  /** Files other sites may embed (photos, assets): reads of these are never refused. */
  embeddable?: (path: string) => boolean;
  /** The answer to a refused request: the API's JSON envelope, the site's error page. */
  refuse: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  return async (c, next) => {
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const refused =
      !CROSS_SITE_EXEMPT_PATHS.has(c.req.path) &&
      !(read && options.embeddable?.(c.req.path)) &&
      isCrossSiteRequest({
        method: c.req.method,
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        secFetchMode: c.req.header('sec-fetch-mode'),
        host: addressedHost(c, options.trustProxy(c)),
      });
    if (refused) return options.refuse(c);
    await next();
  };
}
