/**
 * The credit ledger (ADR 0050): the only code that changes a member's credit balance. Every
 * change updates `users.credits` and writes its `credit_ledger` row with the balance after it,
 * in the caller's transaction — a send, a purchase or a grant can never move money without its
 * row, nor write a row that does not match the balance. A guard test keeps every other file of
 * the API from writing either.
 */
import { creditLedger, users } from '@dating/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../core/db-access.ts';
import { type Result, done, refuse } from '../core/result.ts';

/** A transaction: a balance change always belongs to the caller's unit of work. */
export type LedgerTx = Tx;

export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];

export interface CreditChange {
  member: number;
  /** Positive adds credits, negative spends them; 0 changes nothing and writes no row. */
  delta: number;
  reason: LedgerReason;
  /** The message a charge paid for. */
  messageId?: number | null;
  /** The payment a purchase, refund or debt payoff belongs to (ADR 0086). */
  paymentId?: number | null;
}

/**
 * Changes a member's balance by `delta` and writes the ledger row, in `tx`. A spend beyond the
 * balance is refused with `not_enough_credits` and changes nothing; an unknown member is `not_found`.
 */
export async function changeCredits(
  tx: LedgerTx,
  change: CreditChange,
): Promise<Result<{ balance: number }, 'not_enough_credits' | 'not_found'>> {
  if (!Number.isInteger(change.delta)) throw new Error(`credit delta must be whole: ${change.delta}`);
  if (change.delta === 0) {
    const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, change.member));
    return row ? done({ balance: row.credits }) : refuse('not_found');
  }
  const [after] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.delta}` })
    .where(and(eq(users.id, change.member), sql`${users.credits} + ${change.delta} >= 0`))
    .returning({ credits: users.credits });
  if (!after) {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, change.member));
    return refuse(exists ? 'not_enough_credits' : 'not_found');
  }
  await tx.insert(creditLedger).values({
    userId: change.member,
    delta: change.delta,
    balanceAfter: after.credits,
    reason: change.reason,
    messageId: change.messageId ?? null,
    paymentId: change.paymentId ?? null,
  });
  return done({ balance: after.credits });
}

/**
 * Erasing a member (GDPR, account/erase.ts): the balance goes to 0 and the ledger rows go with
 * the rest of the member's data — no row is kept that could tell who they were.
 */
export async function eraseCredits(tx: LedgerTx, member: number) {
  await tx.delete(creditLedger).where(eq(creditLedger.userId, member));
  await tx.update(users).set({ credits: 0 }).where(eq(users.id, member));
}
