/**
 * Credits owed after money went back (ADR 0086): when a refund, chargeback or reversal finds the
 * purchase's credits already spent, the balance is not pushed below zero — the rest is recorded
 * as a debt, and the member's next purchase pays it off first, oldest debt first. Pure rules; the
 * API's ledger/debts.ts writes them with their ledger rows.
 */

/** One debt: the credits owed for an undone payment and how many of them were paid off. */
export interface CreditDebt {
  id: number;
  credits: number;
  paid: number;
}

/** The credits still owed over all of a member's debts. */
export const outstandingDebt = (debts: readonly CreditDebt[]): number =>
  debts.reduce((sum, d) => sum + Math.max(0, d.credits - d.paid), 0);

/**
 * How `available` newly bought credits pay off the debts, oldest (lowest id) first: one entry per
 * debt that receives credits, never more than it still owes, never more than `available` in all.
 */
export function debtPayoff(
  available: number,
  debts: readonly CreditDebt[],
): { id: number; credits: number }[] {
  let left = Math.max(0, Math.floor(available));
  const out: { id: number; credits: number }[] = [];
  for (const d of [...debts].sort((a, b) => a.id - b.id)) {
    if (left === 0) break;
    const owed = d.credits - d.paid;
    if (owed <= 0) continue;
    const pay = Math.min(owed, left);
    out.push({ id: d.id, credits: pay });
    left -= pay;
  }
  return out;
}
