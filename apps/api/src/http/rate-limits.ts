/**
 * Every rate limit of the API in one table (ADR 0045 repeats these figures), the store behind
 * them and the one middleware that applies the route limits.
 *
 * The counters live where every server instance sees them: in Redis when REDIS_URL is set,
 * else in the `rate_limits` table of the API's own database — PostgreSQL, or PGlite for the
 * embedded default (one process, so its table is as shared as it needs to be). Both through
 * rate-limiter-flexible: RateLimiterRedis, and RateLimiterDrizzle on the same drizzle handle
 * the API uses (it runs unchanged on PGlite and on a pg pool).
 */
import { log } from '@dating/log';
import type { ErrorCode } from '@dating/domain';
import { RECORD_LIMITS } from '../core/record-limits.ts';
import { Redis } from 'ioredis';
import { rateLimits } from '@dating/db/schema';
import { createMiddleware } from 'hono/factory';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Db } from '@dating/db';
import { clientIp } from './client-ip.ts';
import type { ApiEnv } from './env.ts';
import { ApiHttpError } from './errors.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface LimitSpec {
  /** Whose requests share a counter: the caller's IP address or the logged-in member. */
  scope: 'ip' | 'account';
  /** Requests allowed per window. */
  points: number;
  /** The window in seconds: it starts with the first counted request (fixed window). */
  seconds: number;
}

/**
 * The figures. Per-IP figures allow for a household, an office or a mobile carrier sharing one
 * address; per-account figures are what one real member never reaches by hand.
 */
export const RATE_LIMITS = {
  /** Wrong passwords from one IP, whatever the accounts; a successful login does NOT reset it. */
  loginFailuresPerIp: { scope: 'ip', points: 20, seconds: 15 * MINUTE },
  loginFailuresPerIpDaily: { scope: 'ip', points: 100, seconds: DAY },
  /**
   * The console login (ADR 0054): failed passwords per IP and per address typed (known or not),
   * and wrong TOTP codes per staff member — a 6-digit code allows no more guessing than this.
   */
  staffLoginFailuresPerIp: { scope: 'ip', points: 10, seconds: 15 * MINUTE },
  staffLoginFailuresPerAccount: { scope: 'account', points: 5, seconds: 15 * MINUTE },
  staffTotpFailuresPerAccount: { scope: 'account', points: 5, seconds: 15 * MINUTE },
  signupPerIp: { scope: 'ip', points: 10, seconds: HOUR },
  signupPerIpDaily: { scope: 'ip', points: 30, seconds: DAY },
  /** Requests for a reset link (found or not, so probing for addresses is bounded too). */
  resetRequestsPerIp: { scope: 'ip', points: 10, seconds: HOUR },
  /** "Send the link again": one a minute; the day's cap counts the mails themselves (signup.ts). */
  activationResendPerAccount: { scope: 'account', points: 1, seconds: MINUTE },
  messagesPerAccount: { scope: 'account', points: 20, seconds: MINUTE },
  messagesPerAccountDaily: { scope: 'account', points: 500, seconds: DAY },
  likesPerAccount: { scope: 'account', points: 60, seconds: MINUTE },
  reportsPerAccount: { scope: 'account', points: 10, seconds: DAY },
  complaintsPerIpHourly: { scope: 'ip', points: 5, seconds: HOUR },
  paymentsPerAccount: { scope: 'account', points: 10, seconds: HOUR },
  uploadsPerAccount: { scope: 'account', points: 30, seconds: HOUR },
  /**
   * The payment providers' notifications per sender (ADR 0085): a provider's burst of retries
   * after an outage stays far below it; a forger's flood does not.
   */
  paymentNotifyPerIp: { scope: 'ip', points: 600, seconds: MINUTE },
  /** Every state-changing call (not the signed ones from the PSP and the mail side). */
  writesPerIp: { scope: 'ip', points: 300, seconds: MINUTE },
  writesPerAccount: { scope: 'account', points: 120, seconds: MINUTE },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof RATE_LIMITS;

/** Limits counted from the records they protect: their table is core/record-limits.ts (commands read it). */
export { RECORD_LIMITS };

/** Which limits a call spends, besides the write limits every unsafe call spends. */
export const ROUTE_LIMITS: Record<string, readonly LimitName[]> = {
  'POST /api/signup.php': ['signupPerIp', 'signupPerIpDaily'],
  'POST /api/reset-password.php': ['resetRequestsPerIp'],
  'POST /api/activation-mail.php': ['activationResendPerAccount'],
  'POST /api/message.php': ['messagesPerAccount', 'messagesPerAccountDaily'],
  'POST /api/message-photo.php': ['messagesPerAccount', 'messagesPerAccountDaily', 'uploadsPerAccount'],
  'POST /api/like.php': ['likesPerAccount'],
  'POST /api/swipe.php': ['likesPerAccount'],
  'POST /api/report.php': ['reportsPerAccount'],
  'POST /api/complaints.php': ['complaintsPerIpHourly'],
  'POST /api/payment.php': ['paymentsPerAccount'],
  'POST /api/directdebit.php': ['paymentsPerAccount'],
  'POST /api/photos.php': ['uploadsPerAccount'],
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by the PSP and the mail side (signed), not by visitors: their senders are not limited. */
const UNLIMITED_PATHS = new Set(['/api/payment-notify.php', '/api/mail-events.php', '/api/unsubscribe.php']);

export interface RateLimitOptions {
  db: Db;
  /** Counters in Redis instead of the database (REDIS_URL). */
  redis?: Redis;
  /**
   * Multiply the figures: per IP for a network whose visitors all come from one address (the
   * browser journeys, RATE_LIMIT_IP_FACTOR); both for API suites that are not about limits.
   */
  factors?: { ip?: number; account?: number };
}

export interface RateLimits {
  /** Spends one point of each limit for `key`; throws the 429 when one is used up. */
  consume(names: readonly LimitName[], keys: { ip: string; account?: number }): Promise<void>;
  /** Whether the limit is used up for `key`, and for how long (no point spent). */
  exhausted(name: LimitName, key: string | number): Promise<number | null>;
  /** Spends a point without refusing anything (failures counted after the fact). */
  penalize(name: LimitName, key: string | number): Promise<void>;
  /** The store in use, for the operator's log line. */
  store: 'redis' | 'database';
}

export function createRateLimits(options: RateLimitOptions): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const factors = { ip: options.factors?.ip ?? 1, account: options.factors?.account ?? 1 };
  for (const [name, spec] of Object.entries(RATE_LIMITS) as [LimitName, LimitSpec][]) {
    const common = {
      keyPrefix: `rl:${name}`,
      points: spec.points * factors[spec.scope],
      duration: spec.seconds,
    };
    limiters.set(
      name,
      options.redis
        ? new RateLimiterRedis({
            ...common,
            storeClient: options.redis,
            rejectIfRedisNotReady: true,
            // Redis away: each instance goes on counting in its own memory rather than failing calls.
            insuranceLimiter: new RateLimiterMemory(common),
          })
        : new RateLimiterDrizzle({ ...common, storeClient: options.db, schema: rateLimits }),
    );
  }
  const limiter = (name: LimitName) => limiters.get(name)!;

  return {
    store: options.redis ? 'redis' : 'database',
    async consume(names, keys) {
      for (const name of names) {
        const key = RATE_LIMITS[name].scope === 'ip' ? keys.ip : keys.account;
        if (key === undefined) continue;
        try {
          await limiter(name).consume(key);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
          throw error;
        }
      }
    },
    async exhausted(name, key) {
      const res = await limiter(name).get(key);
      return res && res.remainingPoints <= 0 && res.consumedPoints >= limiter(name).points
        ? res.msBeforeNext
        : null;
    },
    async penalize(name, key) {
      await limiter(name).penalty(key);
    },
  };
}

/**
 * The Redis connection of REDIS_URL, as rate-limiter-flexible advises: no offline queue, so a
 * request never waits for a Redis that is away — the in-memory insurance limiter answers.
 */
export function connectRateLimitRedis(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => log.warn({ err: error.message }, 'rate limits: Redis error'));
  return redis;
}

/** The 429 of every limit: code, whole minutes to wait (for the translated text), Retry-After. */
export function rateLimited(msBeforeNext: number, code: ErrorCode = 'rate_limited'): ApiHttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiHttpError(
    429,
    code,
    code === 'login_blocked'
      ? `Too many incorrect attempts, account blocked for ${minutes} min.`
      : `Too many requests, please try again in ${minutes} min.`,
    undefined,
    { minutes },
    { 'Retry-After': String(seconds) },
  );
}

/** The route limits and the write limits, mounted once for `/api/*` after the session is read. */
export const rateLimitMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  const method = c.req.method;
  if (UNSAFE.has(method) && !UNLIMITED_PATHS.has(c.req.path)) {
    const names: LimitName[] = [
      'writesPerIp',
      'writesPerAccount',
      ...(ROUTE_LIMITS[`${method} ${c.req.path}`] ?? []),
    ];
    await c.get('limits').consume(names, { ip: clientIp(c), account: c.get('user')?.id });
  }
  await next();
});
