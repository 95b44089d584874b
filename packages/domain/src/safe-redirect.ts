/**
 * The one check of a user-given redirect target (a form's `redirectTo`, a query's return path):
 * an open redirect would let a link on our domain send a member to a look-alike login page.
 * The target is parsed the way a browser will resolve the Location header (WHATWG URL) against
 * the site's own origin; only a target that stays on that origin is kept, as a path.
 */

/** C0 controls, DEL and the backslash: browsers drop or reinterpret them in URLs (`/\t/x` → `//x`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's job
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/u;

/**
 * `target` as a same-origin path (`/members?page=2#top`), or `fallback` when it is missing,
 * carries a control character or backslash, or resolves to any other origin.
 */
export function safeRedirect(target: unknown, siteOrigin: string, fallback = '/'): string {
  if (typeof target !== 'string' || target === '' || UNSAFE_CHARACTER.test(target)) return fallback;
  if (!URL.canParse(siteOrigin)) return fallback;
  const base = new URL(siteOrigin);
  if (!URL.canParse(target, base.href)) return fallback;
  const url = new URL(target, base);
  if (url.origin !== base.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.example` normalises to `//evil.example`, which a browser reads as another host.
  if (path.startsWith('//')) return fallback;
  return path;
}
