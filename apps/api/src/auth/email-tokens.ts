/**
 * Single-use links (activation, password reset, e-mail change): 256 random bits in the link,
 * only the SHA-256 stored, an expiry per purpose, and consumption as one conditional UPDATE so
 * two clicks on the same link cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@dating/db';
import { emailTokens } from '@dating/db/schema';
import { and, count, eq, gt, isNull, min } from 'drizzle-orm';

export type TokenPurpose = 'activation' | 'password_reset' | 'mail_change' | 'reactivation';

const HOUR_MS = 3_600_000;
/** How long each kind of link works (ours; the spec does not give them — ADR 0015). */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
  mail_change: 24 * HOUR_MS,
  /** The 14-day window of spec §9; the deletion's own deadline is passed as `expiresAt` (ADR 0107). */
  reactivation: 14 * 24 * HOUR_MS,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(
  db: Db,
  input: {
    userId: number;
    purpose: TokenPurpose;
    email: string;
    ip: string | null;
    now: Date;
    /** Overrides the purpose's TTL (a reactivation link ends with the deletion's window). */
    expiresAt?: Date;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hash(token),
    email: input.email,
    ip: input.ip,
    createdAt: input.now,
    expiresAt: input.expiresAt ?? new Date(input.now.getTime() + TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

/** The row of this token, for this purpose, not used and not expired. */
const usable = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, hash(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** Marks the token used and returns its row, or null when unknown, used, expired or too long. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row ? { userId: Number(row.userId), email: row.email } : null;
}

/** Whether a token is still usable, without using it (the reset form checks before showing). */
export async function tokenUsable(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<boolean> {
  return (await tokenOwner(db, token, purpose, now)) !== null;
}

/** The member a still-usable token belongs to, without using it. */
export async function tokenOwner(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row ? Number(row.userId) : null;
}

/** How many links of a purpose went to an address, or were asked for from an IP, since `since`. */
export async function tokensSince(
  db: Db,
  purpose: TokenPurpose,
  by: { email: string } | { ip: string } | { userId: number },
  since: Date,
): Promise<number> {
  return (await tokenWindow(db, purpose, by, since)).n;
}

/** The count of `tokensSince` and the oldest of those links (when the window frees a slot). */
export async function tokenWindow(
  db: Db,
  purpose: TokenPurpose,
  by: { email: string } | { ip: string } | { userId: number },
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const who =
    'email' in by
      ? eq(emailTokens.email, by.email)
      : 'ip' in by
        ? eq(emailTokens.ip, by.ip)
        : eq(emailTokens.userId, by.userId);
  const [row] = await db
    .select({ n: count(), oldest: min(emailTokens.createdAt) })
    .from(emailTokens)
    .where(and(eq(emailTokens.purpose, purpose), who, gt(emailTokens.createdAt, since)));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

/**
 * The user of an already-used, unexpired token. Mail scanners often open links before the
 * member does; an activation link followed a second time must then still say "confirmed".
 */
export async function usedTokenUser(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ userId: emailTokens.userId, usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hash(token)),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.usedAt ? Number(row.userId) : null;
}
