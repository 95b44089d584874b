/**
 * Spec §3 tracking data on links and forms: the cookie that keeps it needs the visitor's
 * consent, so links into signup and signup forms carry it themselves (docs/decisions/0031).
 */
import { TRACKING_KEYS, type Tracking } from '@dating/domain';

/** `href` with the tracking as query parameters (an existing query is kept). */
export function withTracking(href: string, tracking: Tracking | undefined): string {
  const entries: [string, string][] = TRACKING_KEYS.flatMap((key) => {
    const value = tracking?.[key];
    return value ? [[key, value] as [string, string]] : [];
  });
  if (entries.length === 0) return href;
  const [path = '', hash] = href.split('#');
  const params = new URLSearchParams(entries);
  const joined = `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
