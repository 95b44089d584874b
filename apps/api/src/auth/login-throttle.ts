/**
 * Login throttling (spec §4 "too many wrong attempts block the account for a number of
 * minutes"): failed attempts are recorded per account and per IP; the lockout rule itself
 * lives in packages/domain.
 */
import { loginAttempts } from '@dating/db/schema';
import { loginLockout } from '@dating/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';

/** Per IP we allow more failures than per account: one household may share an address. */
const IP_FACTOR = 4;
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
  const byIp = loginLockout(
    await failuresSince(c, eq(loginAttempts.ip, ip), now, 200),
    now.getTime(),
    IP_FACTOR,
  );
  const blocked = account.blocked ? account : byIp.blocked ? byIp : null;
  if (blocked) {
    throw new ApiHttpError(
      429,
      'login_blocked',
      `Too many incorrect attempts, account blocked for ${blocked.minutesLeft} min.`,
      undefined,
      { minutes: blocked.minutesLeft },
      { 'Retry-After': String(blocked.minutesLeft * 60) },
    );
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
}
