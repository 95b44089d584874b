/**
 * How long a member's bank may return a collected SEPA direct debit (issue 22 point 3, ADR 0086):
 * up to 8 weeks after collection without giving a reason (the SEPA Core refund right), and up to
 * 13 months when the member says the debit was not authorised (no valid mandate, PSD2 art. 71/73).
 * A reversal notified outside its window is kept as rejected and changes nothing.
 */

/** Why the bank returned the debit: the member's no-questions refund, or an unauthorised debit. */
export const REVERSAL_REASONS = ['returned', 'unauthorised'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

const WEEK_MS = 7 * 86_400_000;

/** The last moment a reversal of a debit collected at `collectedAt` is accepted. */
export function reversalWindowEnds(collectedAt: Date, reason: ReversalReason): Date {
  if (reason === 'returned') return new Date(collectedAt.getTime() + 8 * WEEK_MS);
  // 13 calendar months, in UTC; a day that does not exist in the target month ends at its last day.
  const end = new Date(collectedAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 13);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/** Whether a reversal arriving at `now` is inside the window for its reason. */
export const reversalInWindow = (input: { collectedAt: Date; reason: ReversalReason; now: Date }): boolean =>
  input.now.getTime() <= reversalWindowEnds(input.collectedAt, input.reason).getTime();
