/**
 * Refunds, chargebacks and returned direct debits (issue 19 point 4, ADR 0062): which payment may
 * be refunded and by how much, how many of its credits are taken back, and whether the member
 * stays premium afterwards. Pure rules; the API's payments/refund.ts applies them in one
 * transaction with the ledger row and the audit row.
 */
import { type StaffRole, SUPPORT_REFUND_LIMIT_CENTS } from './staff.ts';

/**
 * How money goes back: a refund the staff gave, a chargeback the member's card issuer forced,
 * or a reversal (the member's bank returned a direct debit that had been collected).
 */
export const REFUND_KINDS = ['refund', 'chargeback', 'reversal'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** The payment status each kind leaves behind (what the member reads on /transactions). */
export const REFUNDED_STATUS = {
  refund: 'refunded',
  chargeback: 'charged_back',
  reversal: 'reversed',
} as const satisfies Record<RefundKind, string>;
export type RefundedStatus = (typeof REFUNDED_STATUS)[RefundKind];

/** Every state a payment row can be in: the spec's states, and money gone back after completion. */
export const PAYMENT_ROW_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
  'reversed',
] as const satisfies readonly (string | RefundedStatus)[];
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

/** Reason codes of a refused refund (staff console; nothing is written with any of them). */
export const REFUND_REFUSALS = [
  'payment_not_found',
  'payment_not_refundable',
  'refund_already_made',
  'refund_too_late',
  'refund_above_paid',
  'refund_above_support_limit',
] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

export interface RefundablePayment {
  status: string;
  /** What the member paid, in minor units. */
  totalMinor: number;
  /** When the provider confirmed the money (null while it never did). */
  settledAt: Date | null;
  /** A refund, chargeback or reversal is already on record for it. */
  refunded: boolean;
}

const DAY_MS = 86_400_000;

/** The last moment a staff refund is possible: `refund_days` whole days after the payment settled. */
export const refundDeadline = (settledAt: Date, refundDays: number): Date =>
  new Date(settledAt.getTime() + refundDays * DAY_MS);

/**
 * Why a refund of `amountMinor` cannot be given now, or null when it can. The refund_days window
 * binds staff refunds only: a chargeback or a returned debit is the bank's decision, whenever it comes.
 */
export function refundRefusal(input: {
  payment: RefundablePayment;
  kind: RefundKind;
  amountMinor: number;
  /** The site's refund_days for a staff refund; null when no window binds (the provider already refunded). */
  refundDays: number | null;
  now: Date;
}): RefundRefusal | null {
  const { payment, kind, amountMinor } = input;
  if (payment.refunded) return 'refund_already_made';
  if (payment.status !== 'completed' || !payment.settledAt) return 'payment_not_refundable';
  if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > payment.totalMinor)
    return 'refund_above_paid';
  if (
    kind === 'refund' &&
    input.refundDays !== null &&
    input.now > refundDeadline(payment.settledAt, input.refundDays)
  )
    return 'refund_too_late';
  return null;
}

/** Whether a staff role may give a refund of this size on its own (admins any, support up to the limit). */
export function staffMayRefund(role: StaffRole, amountMinor: number): boolean {
  if (role === 'admin') return true;
  if (role === 'support') return amountMinor <= SUPPORT_REFUND_LIMIT_CENTS;
  return false;
}

/**
 * The credits a refund, chargeback or reversal takes back (ADR 0062, 0086): the refunded share of
 * the purchase's credits (rounded up, so a refund never leaves credits that were paid back). What
 * the member still has is taken back (`takeBack`, the balance never goes below zero); the part of
 * the share already spent becomes a debt (`owed`), paid off first by the member's next purchase.
 */
export function refundCredits(input: {
  purchasedCredits: number;
  amountMinor: number;
  totalMinor: number;
  balance: number;
}): { takeBack: number; owed: number } {
  const { purchasedCredits, amountMinor, totalMinor } = input;
  if (totalMinor <= 0 || amountMinor <= 0) return { takeBack: 0, owed: 0 };
  const share = Math.ceil((purchasedCredits * Math.min(amountMinor, totalMinor)) / totalMinor);
  const takeBack = Math.min(share, Math.max(0, input.balance));
  return { takeBack, owed: share - takeBack };
}

/**
 * Premium after a refund (spec §1: paid with a completed purchase): the member stays premium while
 * any of their completed payments still holds money they paid — another purchase, or the part of
 * this one a partial refund kept. Premium is derived from payments, so a member made premium by
 * hand (a demo seed) loses it too when the last payment they have goes back.
 */
export function premiumAfterRefund(paid: readonly { totalMinor: number; refundedMinor: number }[]): boolean {
  return paid.some((p) => p.totalMinor - p.refundedMinor > 0);
}
