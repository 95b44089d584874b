/**
 * The one request context (ADR 0051): built once per request by `createLoadContext` (called by
 * packages/server), typed for every loader and action through Remix's `AppLoadContext`. It holds
 * the site, the CSP nonce, a typed API client that forwards the member's cookie and talks to the
 * API in-process, and the page shell (settings, member, badges) as one memoized call: with single
 * fetch Remix builds the context once per request, so the root loader and the route loaders of
 * one request share a single GET /api/page-shell.php.
 */
import { createApiClient, type ApiClient } from '@dating/api-client';
import { pickTracking } from '@dating/domain';
import type { Site } from '@dating/brand';
import type { PageShell } from '@dating/contract';
import { hasSessionCookie } from '@dating/domain';
import { type AppLoadContext, redirect } from '@remix-run/node';
import { retryPolicy } from './lib/retry.ts';
import { BAN_PAGE, loginAfterSessionEnded } from './lib/session-ended.ts';

/** What the server hands over to build a request's context. */
export interface LoadContextInput {
  site: Site;
  /** Sends a request to the API in-process (no socket). */
  apiFetch: (request: Request) => Promise<Response>;
  /** This response's Content-Security-Policy nonce. */
  nonce: string;
  /**
   * Told the route pattern of a document (`/members/:id`) from the matches Remix made for it
   * (entry.server), so the server's logs and metrics need not match the path once more.
   */
  onRoute?: (pattern: string) => void;
}

/** The pattern of matched routes (their paths joined): `/members/:id`; the same for logs and metrics. */
export function routePattern(paths: readonly (string | undefined)[]): string {
  return `/${paths.filter(Boolean).join('/')}`.replace(/\/+/g, '/');
}

/** What every loader and action receives as `context`. */
export interface SiteLoadContext extends LoadContextInput {
  /** The API client of this request, with the member's cookie. */
  api: ApiClient;
  /**
   * The page shell of this request — the site's settings, the member (null for a visitor) and
   * the navigation's badges — loaded at the first ask and shared by every loader after it.
   */
  page: () => Promise<PageShell>;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends SiteLoadContext {}
}

/**
 * The address a loader or action sees for this request: a single-fetch data request
 * (`/members.data?_routes=…`, `/_root.data`) names the same page as its document request.
 */
export function pageRequest(request: Request): Request {
  const url = new URL(request.url);
  if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  if (url.href === request.url) return request;
  return new Request(url, { method: request.method, headers: request.headers });
}

/** The context of one request: packages/server calls this once per request it hands to Remix. */
export function createLoadContext(request: Request, input: LoadContextInput): AppLoadContext {
  const page = pageRequest(request);
  const api = apiClient(page, input.apiFetch, request.headers.get('cookie'));
  let shell: Promise<PageShell> | undefined;
  return {
    ...input,
    api,
    page: () => {
      shell ??= api.pageShell(pickTracking(new URL(page.url).searchParams));
      return shell;
    },
  };
}

/** The client with a given Cookie header (e.g. the session a login just created). */
export function apiWithCookie(
  request: Request,
  context: SiteLoadContext,
  cookie: string | null | undefined,
): ApiClient {
  return apiClient(request, context.apiFetch, cookie);
}

function apiClient(
  request: Request,
  apiFetch: LoadContextInput['apiFetch'],
  cookie: string | null | undefined,
): ApiClient {
  const origin = new URL(request.url).origin;
  return createApiClient({
    baseUrl: origin,
    fetch: (input, init) => apiFetch(new Request(input, init)),
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
    // Issue 19: the staff banned the member; every members' page now shows why.
    onBanned: () => {
      throw redirect(BAN_PAGE);
    },
  });
}

/** The Set-Cookie headers of an API response, to pass on to the browser. */
export function forwardCookies(response: Response): Headers {
  const headers = new Headers();
  for (const c of response.headers.getSetCookie()) headers.append('Set-Cookie', c);
  return headers;
}
