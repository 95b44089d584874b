/**
 * Login throttling (spec §4 "too many wrong attempts block the account for a number of
 * minutes"). Per account: failed attempts are recorded and the lockout rule of packages/domain
 * decides (a success starts the count again, ADR 0011). Per IP: wrong passwords count in the
 * shared rate limits (http/rate-limits.ts) and a success resets nothing — else logging into an
 * own account every few failures would allow endless guessing across accounts (ADR 0045).
 */
import { loginAttempts } from '@dating/db/schema';
import { loginLockout } from '@dating/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { type LimitName, rateLimited } from '../http/rate-limits.ts';

const IP_LIMITS: readonly LimitName[] = ['loginFailuresPerIp', 'loginFailuresPerIpDaily'];
const LOOKBACK_MS = 60 * 60_000;

async function failuresSince(c: Context<ApiEnv>, where: ReturnType<typeof eq>, now: Date, limit: number) {
  const rows = await c
    .get('deps')
    .db.select({ at: loginAttempts.createdAt, ok: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.createdAt, new Date(now.getTime() - LOOKBACK_MS))))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  // Only failures after the last success count.
  const lastOk = rows.findIndex((r) => r.ok);
  return (lastOk === -1 ? rows : rows.slice(0, lastOk)).map((r) => r.at.getTime());
}

export async function checkLoginAllowed(
  c: Context<ApiEnv>,
  emailNormalized: string,
  ip: string,
): Promise<void> {
  const now = c.get('deps').now?.() ?? new Date();
  const brandId = c.get('site').brand.id;
  const account = loginLockout(
    await failuresSince(
      c,
      and(eq(loginAttempts.brandId, brandId), eq(loginAttempts.emailNormalized, emailNormalized))!,
      now,
      50,
    ),
    now.getTime(),
  );
  if (account.blocked) {
    throw new ApiHttpError(
      429,
      'login_blocked',
      `Too many incorrect attempts, account blocked for ${account.minutesLeft} min.`,
      undefined,
      { minutes: account.minutesLeft },
      { 'Retry-After': String(account.minutesLeft * 60) },
    );
  }
  for (const name of IP_LIMITS) {
    const waitMs = await c.get('limits').exhausted(name, ip);
    if (waitMs !== null) throw rateLimited(waitMs, 'login_blocked');
  }
}

export async function recordLoginAttempt(
  c: Context<ApiEnv>,
  emailNormalized: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  const now = c.get('deps').now?.() ?? new Date();
  await c
    .get('deps')
    .db.insert(loginAttempts)
    .values({
      brandId: c.get('site').brand.id,
      emailNormalized,
      ip,
      succeeded,
      createdAt: now,
    });
  if (!succeeded) for (const name of IP_LIMITS) await c.get('limits').penalize(name, ip);
}
