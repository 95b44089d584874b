/**
 * Cross-site request forgery rule for every state-changing request, to the API and to the
 * sites' form actions alike (ADR 0044). A browser marks where a request comes from with
 * `Sec-Fetch-Site` and `Origin`; a page of another site (a sibling subdomain included) must
 * not be able to change anything with the member's cookie.
 */

/** Methods that only read: never refused, so links and reloads keep working. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossSiteRequest {
  method: string;
  /** The `Origin` header, when sent. */
  origin: string | null | undefined;
  /** The `Sec-Fetch-Site` header, when sent. */
  secFetchSite: string | null | undefined;
  /** The `Sec-Fetch-Mode` header, when sent (`navigate` for a page the member opens). */
  secFetchMode?: string | null | undefined;
  /** Host (and port) the browser addressed: the Host header, or the proxy's forwarded host. */
  host: string;
}

/**
 * Whether the request must be refused as cross-site.
 *
 * A read (GET, HEAD, OPTIONS) is refused only when a browser says another site's page fetches
 * it as a subresource (an <img>, a script's fetch): opening a chat or a profile marks it read
 * (spec §4), and only the member opening the page may do that. Links from anywhere (navigations)
 * keep working.
 *
 * A state-changing request (POST, PUT, PATCH, DELETE):
 * - `Sec-Fetch-Site` other than `same-origin` or `none` (a typed address) is refused;
 * - an `Origin` of another host, or the opaque `null` (sandboxed frames, data: pages,
 *   redirects across sites) is refused;
 * - a request with neither header comes from no browser that could carry a member's cookie
 *   on another site's behalf (curl, the site's own in-process calls, servers): allowed.
 */
export function isCrossSiteRequest(request: CrossSiteRequest): boolean {
  const site = request.secFetchSite?.toLowerCase();
  const otherSite = site === 'cross-site' || site === 'same-site';
  if (SAFE_METHODS.has(request.method.toUpperCase())) {
    const mode = request.secFetchMode?.toLowerCase();
    return otherSite && !!mode && mode !== 'navigate';
  }
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.origin;
  if (origin === null || origin === undefined || origin === '') return false;
  if (!URL.canParse(origin)) return true; // `null` and anything else that names no origin
  return new URL(origin).host !== request.host.toLowerCase();
}
