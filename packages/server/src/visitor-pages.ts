/**
 * The pages a logged-out visitor arrives on — the home page, the marketing landers and the
 * member landings, where the ads send their traffic — answered from this instance's memory
 * for a few seconds once rendered (ADR 0098, issue 21). Every visitor who comes with the same
 * address and the same cookies gets the same document, so it is rendered once per burst instead
 * of once per visitor; what differs per response (the CSP nonce) is put in afresh.
 *
 * What makes this safe:
 * - only GET documents of those routes, and never with a session cookie: nothing personal;
 * - the key is the whole URL (tracking parameters change the links) and the whole Cookie header
 *   (language, consent, entry warning, tracking), everything the pages read from a request;
 * - only 200 answers whose cookies are the language and tracking cookies, which follow from the
 *   key alone; anything else (a flash, a session) is never kept;
 * - forgotten after `ttlMs`, and all at once when a site's settings or the company change
 *   (the change events every instance reads, ADR 0083); bounded in bytes (least recently used
 *   goes first).
 */
import { hasSessionCookie } from '@dating/domain';
import { LRUCache } from 'lru-cache';

/** The route patterns whose visitor documents are kept (packages/site/src/routes.ts). */
const VISITOR_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/landers/tinderswipe',
  '/landers/:kind/:slug?',
  '/members/:id/landing',
  '/members/:id/landing2/:slug?',
  '/members/:id/landing3/:slug?',
]);

/**
 * Cookies a visitor page may set and still be kept, as they follow from its URL and cookies:
 * the language (@dating/i18n LOCALE_COOKIE) and the tracking (packages/site tracking.server.ts).
 */
const KEPT_COOKIES = /^(i18n_redirected|tracking)=/;

/** At most this many bytes of documents per instance. */
const MAX_BYTES = 32 * 1024 * 1024;

interface KeptPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the document was rendered with, replaced by each response's own. */
  nonce: string;
  route: string;
}

export interface VisitorPages {
  /** The key of a request whose document may be kept, or null (not a visitor's GET). */
  keyOf(request: Request): string | null;
  /** The kept document for `key` with `nonce` in place of the one it was rendered with. */
  answer(key: string, nonce: string): { response: Response; route: string } | null;
  /** Keeps the document when it may be kept; answers the same response either way. */
  keep(key: string, response: Response, nonce: string, route: string | null): Promise<Response>;
  /** Forgets every kept document (a site's settings or the company changed). */
  forgetAll(): void;
}

/** `now` (milliseconds) stands in for the clock in tests. */
export function createVisitorPages(options: { ttlMs: number; now?: () => number }): VisitorPages {
  const kept =
    options.ttlMs > 0
      ? new LRUCache<string, KeptPage>({
          ttl: options.ttlMs,
          // A test clock is read on every look (the default reads it at most once per millisecond).
          ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
          maxSize: MAX_BYTES,
          sizeCalculation: (page) => page.body.length * 2 + 512,
        })
      : null;
  return {
    keyOf(request) {
      if (!kept || request.method !== 'GET') return null;
      const cookie = request.headers.get('cookie') ?? '';
      if (hasSessionCookie(cookie)) return null;
      // Remix's data requests (`.data`) answer loaders only: not documents.
      if (new URL(request.url).pathname.endsWith('.data')) return null;
      return `${request.url}\n${cookie}`;
    },
    answer(key, nonce) {
      const page = kept?.get(key);
      if (!page) return null;
      return {
        route: page.route,
        response: new Response(page.body.replaceAll(page.nonce, nonce), {
          status: page.status,
          headers: page.headers,
        }),
      };
    },
    async keep(key, response, nonce, route) {
      if (!kept || route === null || !VISITOR_PAGES.has(route) || response.status !== 200) return response;
      if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
      if (!response.headers.getSetCookie().every((cookie) => KEPT_COOKIES.test(cookie))) return response;
      const body = await response.text();
      const headers = [...response.headers].filter(([name]) => name !== 'content-length');
      kept.set(key, { status: response.status, headers, body, nonce, route });
      return new Response(body, { status: response.status, headers: response.headers });
    },
    forgetAll() {
      kept?.clear();
    },
  };
}
