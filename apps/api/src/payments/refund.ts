/**
 * Money going back on a completed payment (issue 19 point 4, ADR 0062): a staff refund through
 * the provider, and a chargeback or returned direct debit the provider notifies. Both end in
 * `undoPurchase`, in the caller's transaction with the payment row locked: the refund row (one
 * per payment, so it happens once), the payment's new status, the credits of the purchase that
 * are left taken back through the ledger, and premium ended when nothing paid remains. The rules
 * are @dating/domain's (refunds.ts); the e-mail to the member goes after the commit (refund-mail.ts).
 */
import type { BrandConfig } from '@dating/brand';
import type { Db } from '@dating/db';
import { paymentRefunds, payments, refundRequests, users } from '@dating/db/schema';
import {
  REFUNDED_STATUS,
  type RefundKind,
  type StaffRole,
  premiumAfterRefund,
  refundCredits,
  refundRefusal,
  staffMayRefund,
} from '@dating/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { atomically, rollBack } from '../core/atomically.ts';
import { memberSite } from '../settings/member-site.ts';
import { changeCredits, type LedgerTx } from '../ledger/commands.ts';
import { recordDebt } from '../ledger/debts.ts';
import { NO_VISITOR, siteSettings } from '../settings/queries.ts';
import { recordAudit } from '../staff/audit.ts';
import type { PaymentProvider } from './provider.ts';

type PaymentRow = typeof payments.$inferSelect;

/** What an undone purchase changed: for the audit row, the answer and the member's e-mail. */
export interface RefundEffect {
  paymentId: number;
  memberId: number;
  kind: RefundKind;
  amountMinor: number;
  currency: string;
  creditsTakenBack: number;
  /** The credits of the refunded share already spent: now owed (ADR 0086). */
  creditsOwed: number;
  premiumEnded: boolean;
  balance: number;
}

/** Statuses of payments whose money was paid (completed, or after it went back in part or whole). */
const PAID_ONCE = ['completed', 'refunded', 'charged_back', 'reversed'] as const;

/**
 * Undoes a purchase in `tx`, whose caller holds the payment's row lock and has checked the rules.
 * The member's row is locked before the balance is read, so a message sent at the same moment
 * is charged either before (and the credits it spent are not taken back) or after (from what
 * is left): the balance never goes below zero and no credit is counted twice. What the sends
 * already spent of the refunded share is recorded as a debt (ADR 0086), and a member's refund
 * request still open for the payment is settled with it.
 */
export async function undoPurchase(
  tx: LedgerTx,
  payment: PaymentRow,
  input: {
    kind: RefundKind;
    amountMinor: number;
    providerRef: string;
    staffId: number | null;
    reason?: string | null;
  },
  at: Date,
): Promise<RefundEffect> {
  const [member] = await tx
    .select({ credits: users.credits, paid: users.paidUser })
    .from(users)
    .where(eq(users.id, payment.userId))
    .for('update');
  if (!member) throw new Error(`payment ${payment.id}: member ${payment.userId} not found`);
  const { takeBack: take, owed } = refundCredits({
    purchasedCredits: payment.credits,
    amountMinor: input.amountMinor,
    totalMinor: payment.totalMinor,
    balance: member.credits,
  });
  const changed = await changeCredits(tx, {
    member: payment.userId,
    delta: -take,
    reason: 'refund',
    paymentId: payment.id,
  });
  if (!changed.ok)
    throw new Error(`payment ${payment.id}: taking back ${take} credits failed (${changed.reason})`);
  await recordDebt(tx, { member: payment.userId, paymentId: payment.id, credits: owed }, at);
  // A request the member made is answered by this: approved by a refund, closed by the bank's doing.
  await tx
    .update(refundRequests)
    .set({
      status: input.kind === 'refund' ? 'approved' : 'closed',
      staffId: input.staffId,
      decidedAt: at,
    })
    .where(and(eq(refundRequests.paymentId, payment.id), eq(refundRequests.status, 'pending')));
  await tx.insert(paymentRefunds).values({
    paymentId: payment.id,
    kind: input.kind,
    amountMinor: input.amountMinor,
    creditsTakenBack: take,
    creditsOwed: owed,
    premiumEnded: false,
    reason: input.reason ?? null,
    staffId: input.staffId,
    providerRef: input.providerRef,
    createdAt: at,
  });
  await tx.update(payments).set({ status: REFUNDED_STATUS[input.kind] }).where(eq(payments.id, payment.id));
  const paid = await tx
    .select({ totalMinor: payments.totalMinor, refundedMinor: paymentRefunds.amountMinor })
    .from(payments)
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .where(and(eq(payments.userId, payment.userId), inArray(payments.status, [...PAID_ONCE])));
  const stillPremium = premiumAfterRefund(
    paid.map((p) => ({ totalMinor: p.totalMinor, refundedMinor: p.refundedMinor ?? 0 })),
  );
  const premiumEnded = member.paid && !stillPremium;
  if (premiumEnded) {
    await tx.update(users).set({ paidUser: false }).where(eq(users.id, payment.userId));
    await tx
      .update(paymentRefunds)
      .set({ premiumEnded: true })
      .where(eq(paymentRefunds.paymentId, payment.id));
  }
  return {
    paymentId: payment.id,
    memberId: payment.userId,
    kind: input.kind,
    amountMinor: input.amountMinor,
    currency: payment.currency,
    creditsTakenBack: take,
    creditsOwed: owed,
    premiumEnded,
    balance: changed.value.balance,
  };
}

/** Whether a refund, chargeback or reversal is already on record for the payment. */
export async function hasRefund(tx: LedgerTx, paymentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return row !== undefined;
}

export interface StaffRefund {
  paymentId: number;
  amountMinor: number;
  reason: string;
  actor: { staffId: number; role: StaffRole; ip?: string | null };
  provider: PaymentProvider;
  brands: readonly BrandConfig[];
  /**
   * Approving a member's refund request (ADR 0086): it must still be open, and refund_days counts
   * to when the member asked, not to when the staff got to it.
   */
  request?: { id: number };
}

/**
 * A staff refund: checked against the rules and the staff member's limit, given at the
 * provider, and applied with its audit row — all in one transaction holding the payment's row
 * lock, so a second refund waits and is then refused. The provider is asked last, inside it: if
 * it refuses, nothing is written; if the commit fails after it accepted, the same idempotency key
 * makes the staff member's retry the same refund at the provider.
 */
export async function refundPayment(db: Db, input: StaffRefund, clock: Clock): Promise<Result<RefundEffect>> {
  const at = clock();
  return atomically(db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!payment) return refuse('payment_not_found');
    let askedAt: Date | null = null;
    if (input.request) {
      // Locked after the payment, as undoPurchase and a decline do: a decline racing this waits.
      const [request] = await tx
        .select({
          status: refundRequests.status,
          paymentId: refundRequests.paymentId,
          at: refundRequests.createdAt,
        })
        .from(refundRequests)
        .where(eq(refundRequests.id, input.request.id))
        .for('update');
      if (!request || request.paymentId !== payment.id) return refuse('refund_request_not_found');
      if (request.status !== 'pending') return refuse('refund_request_decided');
      askedAt = request.at;
    }
    const refused = refundRefusal({
      payment: { ...payment, refunded: await hasRefund(tx, payment.id) },
      kind: 'refund',
      amountMinor: input.amountMinor,
      refundDays: await refundDaysOf(tx as unknown as Db, payment.userId, input.brands),
      now: askedAt ?? at,
    });
    if (refused) {
      return refuse(
        refused,
        refused === 'refund_above_paid' ? { fields: { amount: 'refund_above_paid' } } : {},
      );
    }
    if (!staffMayRefund(input.actor.role, input.amountMinor)) {
      return refuse('refund_above_support_limit', { fields: { amount: 'refund_above_support_limit' } });
    }
    let refundRef: string;
    try {
      ({ refundRef } = await input.provider.refund({
        paymentId: payment.id,
        providerRef: payment.providerRef ?? '',
        amountMinor: input.amountMinor,
        currency: payment.currency,
        idempotencyKey: `refund-${payment.id}`,
      }));
    } catch (error) {
      console.warn(
        `[payments] refund of payment ${payment.id} refused by ${payment.provider}:`,
        (error as Error).message,
      );
      rollBack(refuse('refund_provider_failed'));
    }
    const effect = await undoPurchase(
      tx,
      payment,
      {
        kind: 'refund',
        amountMinor: input.amountMinor,
        providerRef: refundRef,
        staffId: input.actor.staffId,
        reason: input.reason,
      },
      at,
    );
    await recordAudit(
      tx as unknown as Db,
      {
        staffId: input.actor.staffId,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: payment.id,
        before: { status: payment.status, member: payment.userId },
        after: {
          status: REFUNDED_STATUS.refund,
          amount: effect.amountMinor,
          currency: effect.currency,
          credits_taken_back: effect.creditsTakenBack,
          credits_owed: effect.creditsOwed,
          premium_ended: effect.premiumEnded,
          reason: input.reason,
          ...(input.request ? { refund_request: input.request.id } : {}),
        },
        ip: input.actor.ip,
      },
      at,
    );
    return done(effect);
  });
}

/** The refund_days of the site the member signed up on (the operator's setting, else the brand's). */
export async function refundDaysOf(
  db: Db,
  memberId: number,
  brands: readonly BrandConfig[],
): Promise<number> {
  const [member] = await db
    .select({ brandId: users.brandId, siteHost: users.siteHost })
    .from(users)
    .where(eq(users.id, memberId));
  const site = member ? memberSite(brands, member.brandId, member.siteHost) : null;
  if (!site) return 0;
  const settings = await siteSettings(db, site, NO_VISITOR, { uploadsPrefix: '', pushPublicKey: '' }, 'en');
  return settings.refund_days;
}
