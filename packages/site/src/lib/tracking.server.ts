/**
 * Spec §3 tracking data (network, ref, sub1–sub3): taken from the query string of the first
 * page that carries it and kept in a cookie until signup stores it on the account. A later
 * visit with other parameters does not overwrite the first source (first touch wins). The
 * cookie is optional (ADR 0030): it is set only after the visitor accepted cookies and removed
 * otherwise; without it the tracking still travels in the query string within a visit.
 */
import { type Tracking, optionalCookiesAllowed, pickTracking, CONSENT_COOKIE } from '@dating/domain';
import { readCookie, setCookie } from './cookies.ts';
import { expiredCookie } from './consent.server.ts';

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

/**
 * The tracking of this request: the stored first touch, else the query string's, else the
 * posted form's. The cookie is kept only with the visitor's consent, so every signup form also
 * carries the tracking it was shown with as hidden fields (docs/decisions/0031).
 */
export function requestTracking(request: Request, form?: FormData): Tracking {
  const stored = storedTracking(request);
  if (Object.keys(stored).length > 0) return stored;
  const fromQuery = pickTracking(new URL(request.url).searchParams);
  if (Object.keys(fromQuery).length > 0 || !form) return fromQuery;
  // A File is no tracking value: pickTracking keeps strings only.
  return pickTracking({ get: (name) => form.get(name) as string | null });
}

/**
 * The tracking a member comes back with (the last touch, ADR 0071): this address's, else the
 * posted form's, else the stored one — the newest source first, where first touch takes the oldest.
 */
export function latestTracking(request: Request, form: FormData): Tracking {
  const fromQuery = pickTracking(new URL(request.url).searchParams);
  if (Object.keys(fromQuery).length > 0) return fromQuery;
  const fromForm = pickTracking({ get: (name) => form.get(name) as string | null });
  return Object.keys(fromForm).length > 0 ? fromForm : storedTracking(request);
}

/**
 * A Set-Cookie keeping the query string's tracking, when the visitor accepted cookies, there is
 * some and none is stored yet; or one removing a stored tracking cookie without that consent.
 */
export function trackingCookie(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!optionalCookiesAllowed(readCookie(header, CONSENT_COOKIE)))
    return readCookie(header, TRACKING_COOKIE) === null ? null : expiredCookie(TRACKING_COOKIE);
  if (Object.keys(storedTracking(request)).length > 0) return null;
  return newTrackingCookie(request, pickTracking(new URL(request.url).searchParams));
}

/** A Set-Cookie storing this tracking (after consent), or null when there is none. */
export function newTrackingCookie(request: Request, tracking: Tracking): string | null {
  if (Object.keys(tracking).length === 0) return null;
  return setCookie(TRACKING_COOKIE, JSON.stringify(tracking), {
    maxAgeSeconds: THIRTY_DAYS_S,
    secure: new URL(request.url).protocol === 'https:',
    httpOnly: true,
  });
}
