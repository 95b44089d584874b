/**
 * Spec §3 tracking data (network, ref, sub1–sub3): taken from the query string of the first
 * page that carries it and kept in a cookie until signup stores it on the account. A later
 * visit with other parameters does not overwrite the first source (first touch wins).
 */
import { type Tracking, pickTracking } from '@dating/domain';
import { readCookie, setCookie } from './cookies.ts';

export const TRACKING_COOKIE = 'tracking';
const THIRTY_DAYS_S = 30 * 86_400;

export function storedTracking(request: Request): Tracking {
  const raw = readCookie(request.headers.get('cookie'), TRACKING_COOKIE);
  if (!raw) return {};
  try {
    return pickTracking(JSON.parse(raw) as Record<string, unknown>);
  } catch {
    return {};
  }
}

/** The tracking of this request: the stored first touch, else the query string's. */
export function requestTracking(request: Request): Tracking {
  const stored = storedTracking(request);
  return Object.keys(stored).length > 0 ? stored : pickTracking(new URL(request.url).searchParams);
}

/** A Set-Cookie keeping the query string's tracking, when there is some and none is stored yet. */
export function trackingCookie(request: Request): string | null {
  if (Object.keys(storedTracking(request)).length > 0) return null;
  const fromQuery = pickTracking(new URL(request.url).searchParams);
  if (Object.keys(fromQuery).length === 0) return null;
  return setCookie(TRACKING_COOKIE, JSON.stringify(fromQuery), {
    maxAgeSeconds: THIRTY_DAYS_S,
    secure: new URL(request.url).protocol === 'https:',
    httpOnly: true,
  });
}
