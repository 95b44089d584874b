/**
 * A member asking for a refund of an unused bundle (issue 22 point 3, ADR 0086): allowed within
 * the site's refund_days after the payment settled, once per payment, and only while the bundle is
 * unused. Credits are not tracked per purchase, so "unused" means: no credit has left the balance
 * since this purchase's credits arrived (no message, photo, gift, staff correction or debt payoff
 * after its ledger row), and the balance still holds at least the bundle's credits. The staff then
 * approve (the refund through the provider) or decline with a reason.
 */
import { refundDeadline } from './refunds.ts';

/** Where a member's refund request stands; `closed` when the money went back another way first. */
export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'closed'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** Why a member cannot ask (member error catalogue codes; nothing is written with any of them). */
export const REFUND_REQUEST_REFUSALS = [
  'refund_not_possible',
  'refund_request_exists',
  'refund_request_too_late',
  'refund_bundle_used',
] as const;
export type RefundRequestRefusal = (typeof REFUND_REQUEST_REFUSALS)[number];

/** What the rule needs to know of the purchase and of the credits since. */
export interface RefundRequestFacts {
  status: string;
  settledAt: Date | null;
  /** A refund, chargeback or reversal is already on record. */
  refunded: boolean;
  /** The member already asked for this payment (in any state). */
  requested: boolean;
  credits: number;
  /** The id of the ledger row that added this purchase's credits (null: none on record). */
  purchaseRow: number | null;
  /** The id of the member's newest ledger row that took credits away (null: none ever). */
  lastSpendRow: number | null;
  balance: number;
}

/** Whether the bundle is unused in the sense above. */
export const bundleUnused = (
  f: Pick<RefundRequestFacts, 'credits' | 'purchaseRow' | 'lastSpendRow' | 'balance'>,
): boolean =>
  f.purchaseRow !== null &&
  (f.lastSpendRow === null || f.lastSpendRow < f.purchaseRow) &&
  f.balance >= f.credits;

/** Why the member cannot ask for a refund of this payment now, or null when they can. */
export function refundRequestRefusal(
  facts: RefundRequestFacts,
  refundDays: number,
  now: Date,
): RefundRequestRefusal | null {
  if (facts.requested) return 'refund_request_exists';
  if (facts.refunded || facts.status !== 'completed' || !facts.settledAt) return 'refund_not_possible';
  if (now > refundDeadline(facts.settledAt, refundDays)) return 'refund_request_too_late';
  if (!bundleUnused(facts)) return 'refund_bundle_used';
  return null;
}
