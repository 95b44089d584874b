/**
 * Credits owed after money went back (ADR 0086). A refund, chargeback or reversal that finds the
 * purchase's credits spent records the rest as a debt instead of a negative balance; a later
 * purchase pays the member's debts off first, oldest first, each payment a `debt` ledger row —
 * so the ledger still adds up to the balance and the balance never goes below zero. Both run in
 * the caller's transaction, which holds the member's row lock.
 */
import type { Db } from '@dating/db';
import { creditDebts } from '@dating/db/schema';
import { debtPayoff, outstandingDebt } from '@dating/domain';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { type LedgerTx, changeCredits } from './commands.ts';

/** Records that the member owes `credits` for the undone payment (nothing when 0). */
export async function recordDebt(
  tx: LedgerTx,
  input: { member: number; paymentId: number; credits: number },
  at: Date,
): Promise<void> {
  if (input.credits <= 0) return;
  await tx
    .insert(creditDebts)
    .values({ userId: input.member, paymentId: input.paymentId, credits: input.credits, createdAt: at });
}

/** The member's debts not yet paid off, oldest first. */
const openDebts = (tx: Db | LedgerTx, member: number) =>
  tx
    .select({ id: creditDebts.id, credits: creditDebts.credits, paid: creditDebts.paid })
    .from(creditDebts)
    .where(and(eq(creditDebts.userId, member), lt(creditDebts.paid, creditDebts.credits)))
    .orderBy(asc(creditDebts.id));

/**
 * A purchase whose `credits` just arrived pays off what the member owes, up to those credits: one
 * `debt` ledger row for the whole payoff, and each debt's `paid` raised. Returns the credits used.
 */
export async function payOffDebts(
  tx: LedgerTx,
  input: { member: number; paymentId: number; credits: number },
  at: Date,
): Promise<number> {
  const plan = debtPayoff(input.credits, await openDebts(tx, input.member));
  const total = plan.reduce((sum, p) => sum + p.credits, 0);
  if (total === 0) return 0;
  const paid = await changeCredits(tx, {
    member: input.member,
    delta: -total,
    reason: 'debt',
    paymentId: input.paymentId,
  });
  if (!paid.ok)
    throw new Error(`member ${input.member}: paying off ${total} owed credits failed (${paid.reason})`);
  for (const p of plan) {
    await tx
      .update(creditDebts)
      .set({
        paid: sql`${creditDebts.paid} + ${p.credits}`,
        settledAt: sql`case when ${creditDebts.paid} + ${p.credits} = ${creditDebts.credits} then ${at.toISOString()}::timestamptz else null end`,
      })
      .where(eq(creditDebts.id, p.id));
  }
  return total;
}

/** The credits the member still owes (0 when none). */
export async function debtOf(db: Db | LedgerTx, member: number): Promise<number> {
  return outstandingDebt(await openDebts(db, member));
}
