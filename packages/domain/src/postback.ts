/**
 * Affiliate postbacks (issue 19 point 7, ADR 0066): the URL template an admin sets per network,
 * checked before it is saved, expanded with URL-encoded values when a conversion happens, and the
 * back-off between delivery attempts.
 */

export const POSTBACK_EVENTS = ['signup', 'activation', 'first_purchase'] as const;
export type PostbackEvent = (typeof POSTBACK_EVENTS)[number];

/** The placeholders a template may use; anything else in braces is refused. */
export const POSTBACK_PLACEHOLDERS = [
  'event',
  'network',
  'ref',
  'sub1',
  'sub2',
  'sub3',
  'amount',
  'currency',
  'brand',
  'member',
] as const;
export type PostbackPlaceholder = (typeof POSTBACK_PLACEHOLDERS)[number];
export type PostbackValues = Record<PostbackPlaceholder, string>;

export const POSTBACK_TEMPLATE_MAX = 1000;
/** A network name as it arrives in the tracking (pickTracking keeps at most 100 characters). */
export const NETWORK_NAME_MAX = 100;

export type PostbackTemplateProblem =
  | 'required'
  | 'too_long'
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'unknown_placeholder';

const PLACEHOLDER = /\{([^{}]*)\}/g;
const known = (name: string): name is PostbackPlaceholder =>
  (POSTBACK_PLACEHOLDERS as readonly string[]).includes(name);

/** Why a template cannot be saved, or null: an http(s) URL using known placeholders only. */
export function postbackTemplateProblem(template: string): PostbackTemplateProblem | null {
  const value = template.trim();
  if (value === '') return 'required';
  if (value.length > POSTBACK_TEMPLATE_MAX) return 'too_long';
  for (const [, name] of value.matchAll(PLACEHOLDER)) if (!known(String(name))) return 'unknown_placeholder';
  // A stray brace is a typo of a placeholder, not part of a URL.
  if (/[{}]/.test(value.replace(PLACEHOLDER, ''))) return 'unknown_placeholder';
  let url: URL;
  try {
    url = new URL(value.replace(PLACEHOLDER, 'x'));
  } catch {
    return 'invalid_url';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme_not_allowed';
  if (url.username || url.password || url.hostname === '') return 'invalid_url';
  return null;
}

/** The template with each placeholder replaced by its URL-encoded value. */
export const expandPostbackTemplate = (template: string, values: PostbackValues): string =>
  template
    .trim()
    .replace(PLACEHOLDER, (_, name: string) => (known(name) ? encodeURIComponent(values[name]) : ''));

/** Minor units as the decimal amount networks expect ("12.50"); two decimals for every currency we sell in. */
export const postbackAmount = (minor: number): string => (minor / 100).toFixed(2);

/** A postback is tried this many times at most, then shown as failed. */
export const POSTBACK_MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 60_000;
const RETRY_CAP_MS = 6 * 60 * 60_000;

/** Wait before attempt `attempt + 1` after `attempt` failed: 1, 2, 4 … minutes, at most 6 hours. */
export const postbackRetryDelayMs = (attempt: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_CAP_MS);
