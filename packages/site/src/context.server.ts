/**
 * The per-request context a loader works with (Hydrogen habit: built in one place): the site,
 * a typed API client that forwards the member's cookie and talks to the API in-process.
 */
import { createApiClient, type ApiClient } from '@dating/api-client';
import type { Site } from '@dating/brand';
import { hasSessionCookie } from '@dating/domain';
import { redirect } from '@remix-run/node';
import { retryPolicy } from './lib/retry.ts';
import { loginAfterSessionEnded } from './lib/session-ended.ts';

/** What packages/server passes to every loader and action. */
export interface SiteLoadContext {
  site: Site;
  apiFetch: (request: Request) => Promise<Response>;
  nonce: string;
}

export function apiFor(request: Request, context: SiteLoadContext): ApiClient {
  return apiWithCookie(request, context, request.headers.get('cookie'));
}

/** The client with a given Cookie header (e.g. the session a login just created). */
export function apiWithCookie(
  request: Request,
  context: SiteLoadContext,
  cookie: string | null | undefined,
): ApiClient {
  const origin = new URL(request.url).origin;
  return createApiClient({
    baseUrl: origin,
    fetch: (input, init) => context.apiFetch(new Request(input, init)),
    headers: cookie ? { cookie } : {},
    retry: retryPolicy,
    // Spec §7: the API says this needs a session. The page goes to the login page and comes
    // back after it (a page, not an action's URL, which may be a resource route); with a session
    // cookie that no longer works, the login page says it ended.
    onAuthenticationRequired: () => {
      const url = new URL(request.url);
      const returnTo = request.method === 'GET' ? url.pathname + url.search : '';
      if (hasSessionCookie(cookie)) throw redirect(loginAfterSessionEnded(returnTo));
      throw redirect(returnTo ? `/login?redirectTo=${encodeURIComponent(returnTo)}` : '/login');
    },
  });
}

/** The Set-Cookie headers of an API response, to pass on to the browser. */
export function forwardCookies(response: Response): Headers {
  const headers = new Headers();
  for (const c of response.headers.getSetCookie()) headers.append('Set-Cookie', c);
  return headers;
}
