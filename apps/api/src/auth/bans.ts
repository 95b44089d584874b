/**
 * What a staff ban (issue 19, ADR 0058) means on the member side: the banned account cannot log
 * in, the address cannot sign up again on that brand, and a session the ban ended is told so.
 * The ban itself is written by the back office (back-office/members/commands.ts).
 */
import { createHash } from 'node:crypto';
import type { Db } from '@dating/db';
import { bannedSessions, memberBans } from '@dating/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';

type Reader = Pick<Db, 'select'>;

/** The address as a ban keeps it: SHA-256 of the trimmed, lower-cased address. */
export const banEmailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Whether the account has a ban in force. */
export async function accountBanned(db: Reader, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberBans.id })
    .from(memberBans)
    .where(and(eq(memberBans.userId, userId), isNull(memberBans.liftedAt)))
    .limit(1);
  return !!row;
}

/** Whether a ban in force on the brand names this address (an erased account's ban included). */
export async function addressBanned(db: Reader, brandId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberBans.id })
    .from(memberBans)
    .where(
      and(
        eq(memberBans.brandId, brandId),
        eq(memberBans.emailHash, banEmailHash(email)),
        isNull(memberBans.liftedAt),
      ),
    )
    .limit(1);
  return !!row;
}

/** Whether a session id (the token's hash) that no longer works was ended by a ban still in force. */
export async function sessionEndedByBan(db: Reader, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bannedSessions.id })
    .from(bannedSessions)
    .where(and(eq(bannedSessions.id, sessionId), gt(bannedSessions.expiresAt, now)))
    .limit(1);
  return !!row;
}
