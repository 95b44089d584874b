/**
 * Login throttling (spec §4 "too many wrong attempts block the account for a number of
 * minutes"). Per account: failed attempts are recorded and the lockout rule of packages/domain
 * decides (a success starts the count again, ADR 0011). Per IP: wrong passwords count in the
 * shared rate limits (http/rate-limits.ts) and a success resets nothing — else logging into an
 * own account every few failures would allow endless guessing across accounts (ADR 0045).
 * No HTTP here: a block is a `login_blocked` refusal with its wait (ADR 0048).
 */
import type { Db } from '@dating/db';
import { loginAttempts } from '@dating/db/schema';
import { loginLockout } from '@dating/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import { type WaitRefusal, refuseFor } from '../core/wait.ts';

/** The per-IP failure limits, as the shared rate limits count them. */
export type LoginLimitName = 'loginFailuresPerIp' | 'loginFailuresPerIpDaily';
const IP_LIMITS: readonly LoginLimitName[] = ['loginFailuresPerIp', 'loginFailuresPerIpDaily'];

/** The part of the rate limits a login needs (http/rate-limits.ts gives it). */
export interface LoginLimits {
  exhausted(name: LoginLimitName, key: string): Promise<number | null>;
  penalize(name: LoginLimitName, key: string): Promise<void>;
}

/** Who is logging in: the brand's account by its normalised address, from an IP. */
export interface LoginAttempt {
  brandId: string;
  emailNormalized: string;
  ip: string;
}

const LOOKBACK_MS = 60 * 60_000;

async function accountFailures(db: Db, attempt: LoginAttempt, now: Date) {
  const rows = await db
    .select({ at: loginAttempts.createdAt, ok: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.brandId, attempt.brandId),
        eq(loginAttempts.emailNormalized, attempt.emailNormalized),
        gt(loginAttempts.createdAt, new Date(now.getTime() - LOOKBACK_MS)),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(50);
  // Only failures after the last success count.
  const lastOk = rows.findIndex((r) => r.ok);
  return (lastOk === -1 ? rows : rows.slice(0, lastOk)).map((r) => r.at.getTime());
}

/** Null when the attempt may go ahead, else the `login_blocked` refusal with the minutes left. */
export async function loginBlocked(
  db: Db,
  limits: LoginLimits,
  attempt: LoginAttempt,
  now: Date,
): Promise<WaitRefusal<'login_blocked'> | null> {
  const account = loginLockout(await accountFailures(db, attempt, now), now.getTime());
  if (account.blocked) {
    return refuseFor('login_blocked', account.minutesLeft * 60_000, account.minutesLeft);
  }
  for (const name of IP_LIMITS) {
    const waitMs = await limits.exhausted(name, attempt.ip);
    if (waitMs !== null) return refuseFor('login_blocked', waitMs);
  }
  return null;
}

export async function recordLoginAttempt(
  db: Db,
  limits: LoginLimits,
  attempt: LoginAttempt,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, succeeded, createdAt: now });
  if (!succeeded) for (const name of IP_LIMITS) await limits.penalize(name, attempt.ip);
}
