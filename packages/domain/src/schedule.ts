/**
 * Timing and request rules of the client (spec §7, §8, §9): request retries, the refresh
 * schedule, the chunk-reload guard, and which responses log the member out.
 */
import { type Instant, toMs } from './calendar.ts';

/** Spec §7/§9: every request is retried up to 5 times. */
export const MAX_RETRIES = 5;
/** docs/decisions/0009: the first retry waits 250 ms, doubling, never more than 8 s. */
export const RETRY_DELAY = { baseMs: 250, maxMs: 8_000 } as const;

/** Spec §7: exponential delay before retry number `attempt` (1-based): 250, 500, 1000, 2000, 4000 ms. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_DELAY.maxMs, RETRY_DELAY.baseMs * 2 ** Math.max(0, attempt - 1));
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRANSIENT = new Set([502, 503, 504]);

/** Spec §7: a failed attempt, as the api-client sees it. */
export interface FailedAttempt {
  method: string;
  /** The response status, absent when no response came. */
  status?: number;
  /** The request failed without a response (offline, DNS, reset, timeout). */
  networkError: boolean;
  /** false only when the request provably never left the client (e.g. offline before sending). */
  sent?: boolean;
}

/**
 * Spec §7 (docs/decisions/0009): whether a failed request may be sent again. Reads (GET, HEAD,
 * OPTIONS) are retried on network errors and on 502/503/504. Writes (POST, PUT, PATCH, DELETE)
 * are retried only when they provably never left the client; after a response or an ambiguous
 * network failure the server may already have acted (a message sent, a payment started).
 */
export function isRetryable(input: FailedAttempt): boolean {
  if (input.sent === false) return true;
  if (!IDEMPOTENT.has(input.method.toUpperCase())) return false;
  return input.networkError || (input.status !== undefined && TRANSIENT.has(input.status));
}

/** Spec §4/§9: user, chats and likes refresh every 60 s, or every 300 s with push; first after 5 s. */
export const REFRESH = { firstAfterMs: 5_000, intervalMs: 60_000, withPushMs: 300_000 } as const;

/** Spec §9: the refresh interval for a member with or without a push subscription. */
export function refreshInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? REFRESH.withPushMs : REFRESH.intervalMs;
}

/**
 * Spec §9: milliseconds until the next refresh of user, chats and likes: 5 s after load for the
 * first, then the interval after the last one (0 = refresh now).
 */
export function nextRefreshIn(input: {
  loadedAt: Instant;
  lastRefreshAt: Instant | null;
  pushSubscribed: boolean;
  now: Instant;
}): number {
  const due =
    input.lastRefreshAt === null
      ? toMs(input.loadedAt) + REFRESH.firstAfterMs
      : toMs(input.lastRefreshAt) + refreshInterval(input.pushSubscribed);
  return Math.max(0, due - toMs(input.now));
}

/** Spec §8/§9: a missing lazy chunk reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Spec §8: whether a chunk-load failure may reload the page, given the last reload time. */
export function shouldReloadForChunkError(lastReloadAt: Instant | null, now: Instant): boolean {
  return lastReloadAt === null || toMs(now) - toMs(lastReloadAt) >= CHUNK_RELOAD_GUARD_MS;
}

const isUserEndpoint = (path: string) => /(^|\/)user\.php$/.test(path.split(/[?#]/)[0]!);

/** Spec §7: requests to paths ending in /user.php (query ignored) carry the header marking them as from the client. */
export function needsClientHeader(path: string): boolean {
  return isUserEndpoint(path);
}

/** Spec §7: a 403 whose body holds authentication_required logs the member out, except on user.php. */
export function shouldLogoutOnResponse(input: {
  path: string;
  status: number;
  code: string | null;
}): boolean {
  return input.status === 403 && input.code === 'authentication_required' && !isUserEndpoint(input.path);
}
