import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  MAX_RETRIES,
  REFRESH,
  isRetryable,
  needsClientHeader,
  nextRefreshIn,
  refreshInterval,
  retryDelay,
  shouldLogoutOnResponse,
  shouldReloadForChunkError,
} from './schedule.ts';

describe('§7 Request retries: 5, exponential', () => {
  it('retries up to 5 times', () => {
    expect(MAX_RETRIES).toBe(5);
  });

  it.each([
    [0, 250],
    [1, 250],
    [2, 500],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [6, 8000],
    [10, 8000],
  ])('retry %i waits %i ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });

  it.each([
    ['GET', undefined, true, undefined, true],
    ['get', 503, false, undefined, true],
    ['GET', 502, false, undefined, true],
    ['GET', 504, false, undefined, true],
    ['GET', 500, false, undefined, false],
    ['GET', 429, false, undefined, false],
    ['GET', 404, false, undefined, false],
    ['GET', undefined, false, undefined, false],
    ['HEAD', 503, false, undefined, true],
    ['OPTIONS', undefined, true, undefined, true],
    ['POST', undefined, true, undefined, false],
    ['POST', 503, false, undefined, false],
    ['PUT', 503, false, undefined, false],
    ['PATCH', undefined, true, undefined, false],
    ['DELETE', undefined, true, true, false],
    ['POST', undefined, true, false, true], // never left the client
    ['DELETE', undefined, true, false, true],
  ] as const)(
    '%s, status %s, network error %s, sent %s → retry %s',
    (method, status, networkError, sent, expected) => {
      expect(isRetryable({ method, status, networkError, sent })).toBe(expected);
    },
  );
});

describe('§9 Refresh schedule: 5 s after load, then every 60 s (300 s with push)', () => {
  it.each([
    [false, 60_000],
    [true, 300_000],
  ])('push subscribed %s → every %i ms', (push, ms) => {
    expect(refreshInterval(push)).toBe(ms);
  });

  it.each([
    [0, null, false, 0, 5_000],
    [0, null, false, 4_999, 1],
    [0, null, true, 5_000, 0],
    [0, 5_000, false, 5_000, 60_000],
    [0, 5_000, false, 65_000, 0],
    [0, 5_000, true, 65_000, 240_000],
    [0, 5_000, true, 400_000, 0],
  ])(
    'loaded %i, last refresh %s, push %s, now %i → in %i ms',
    (loadedAt, lastRefreshAt, pushSubscribed, now, ms) => {
      expect(nextRefreshIn({ loadedAt, lastRefreshAt, pushSubscribed, now })).toBe(ms);
      expect(REFRESH.firstAfterMs).toBe(5_000);
    },
  );
});

describe('§8 Chunk-reload guard: once per 60 s', () => {
  it.each([
    [null, 0, true],
    [0, 59_999, false],
    [0, 60_000, true],
    [1_000, 70_000, true],
  ])('last reload %s, now %i → %s', (last, now, expected) => {
    expect(shouldReloadForChunkError(last, now)).toBe(expected);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });
});

describe('§7 Calls: client header and logout on authentication_required', () => {
  it.each([
    ['/api/user.php', true],
    ['/api/user.php?push=1', true],
    ['/api/chats.php', false],
    ['/api/superuser.php', false],
    ['user.php#x', true],
  ])('%s carries the client header: %s', (path, yes) => {
    expect(needsClientHeader(path)).toBe(yes);
  });

  it.each([
    ['/api/chats.php', 403, 'authentication_required', true],
    ['/api/user.php', 403, 'authentication_required', false],
    ['/api/chats.php', 401, 'authentication_required', false],
    ['/api/chats.php', 403, 'blocked_by_member', false],
    ['/api/chats.php', 403, null, false],
  ])('%s %i %s → log out %s', (path, status, code, logout) => {
    expect(shouldLogoutOnResponse({ path, status, code })).toBe(logout);
  });
});
