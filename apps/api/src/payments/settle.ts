/**
 * Applying a provider's notification to a payment, exactly once (issue 8, docs/decisions/0025).
 * One transaction holds the payment row lock, records the event under its unique
 * (provider, event_id), and — only when it moves the payment out of `pending` to `completed` —
 * adds the credits, makes the member paid, writes the ledger row, counts the discount code and
 * keeps the card. A redelivered, concurrent or late notification changes nothing; a crash
 * before the commit leaves nothing behind, so the provider's retry settles it.
 */
import type { Db } from '@dating/db';
import {
  discountCodeUses,
  discountCodes,
  paymentEvents,
  payments,
  storedPaymentMethods,
  users,
} from '@dating/db/schema';
import {
  REFUNDED_STATUS,
  type RefundKind,
  paymentMethodById,
  refundRefusal,
  reversalInWindow,
} from '@dating/domain';
import { and, eq, ne } from 'drizzle-orm';
import { recordConversion } from '../back-office/traffic/conversions.ts';
import { changeCredits } from '../ledger/commands.ts';
import { payOffDebts } from '../ledger/debts.ts';
import { recordAudit } from '../staff/audit.ts';
import type { ProviderNotification, ProviderStatus, RejectReason } from './provider.ts';
import { recordRejection } from './rejections.ts';
import { type RefundEffect, hasRefund, undoPurchase } from './refund.ts';

/** The notifications that take money back after a payment completed (ADR 0062). */
const TAKEN_BACK: Partial<Record<ProviderStatus, RefundKind>> = {
  charged_back: 'chargeback',
  reversed: 'reversal',
  // A refund the operator gave at the provider (its back office), or the confirmation of one we
  // asked for: the latter finds the refund made and changes nothing (already_refunded).
  refunded: 'refund',
};

const FINAL: Record<
  Exclude<ProviderStatus, 'pending' | 'charged_back' | 'reversed' | 'refunded'>,
  'completed' | 'failed' | 'cancelled' | 'expired'
> = {
  paid: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

export type NotificationResult =
  | {
      accepted: true;
      outcome: 'settled' | 'pending' | 'duplicate' | 'late' | 'already_refunded' | 'out_of_order';
      status: string;
      /** A chargeback or reversal that undid the purchase now (its member gets an e-mail). */
      refund?: RefundEffect;
    }
  | { accepted: false; outcome: 'unknown_payment' | 'amount_mismatch' | 'out_of_window' };

/**
 * Applies a verified notification. Whatever changes nothing for a reason — a replay, a reorder,
 * an unknown payment, another amount or currency — is also kept in `payment_rejections`
 * (ADR 0085), in the same transaction.
 */

export async function applyNotification(
  db: Db,
  provider: string,
  n: ProviderNotification,
  at: Date,
  senderIp: string | null = null,
): Promise<NotificationResult> {
  return db.transaction(async (tx) => {
    // Events that name only the provider's own id (a refund, a chargeback) find it by that id.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          n.paymentId !== null ? eq(payments.id, n.paymentId) : eq(payments.providerRef, n.providerRef),
          eq(payments.provider, provider),
        ),
      )
      .for('update');
    const reject = (reason: RejectReason, detail?: string) =>
      recordRejection(
        tx as unknown as Db,
        {
          provider,
          reason,
          notification: { ...n, paymentId: payment?.id ?? n.paymentId },
          senderIp,
          detail: detail ?? `status ${n.status}; payment ${payment?.status ?? 'unknown'}`,
        },
        at,
      );
    const record = (accepted: boolean, outcome: string) =>
      tx
        .insert(paymentEvents)
        .values({
          provider,
          eventId: n.eventId,
          paymentId: payment?.id ?? null,
          status: n.status,
          amountMinor: n.amountMinor,
          currency: n.currency,
          accepted,
          outcome,
          receivedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });

    // Refused events are kept in payment_rejections only: their event id stays free, so a
    // tampered copy that arrives first never blocks the genuine notification.
    if (!payment) {
      await reject('unknown_payment');
      return { accepted: false, outcome: 'unknown_payment' } as const;
    }
    // A chargeback of a direct debit is the bank returning it: a reversal (ADR 0085).
    const kind =
      n.status === 'charged_back' && paymentMethodById(payment.method)?.kind === 'direct_debit'
        ? 'reversal'
        : TAKEN_BACK[n.status];
    // The amount is ours: a notification that disagrees is refused, logged, and credits nothing.
    // Only a decline may name none; money given or taken back always names its amount.
    const named = n.amountMinor !== null && n.currency !== null;
    const mismatch = named
      ? n.amountMinor !== payment.totalMinor || n.currency!.toUpperCase() !== payment.currency
      : n.status === 'paid' || kind !== undefined;
    if (mismatch) {
      await reject(
        named && n.currency!.toUpperCase() !== payment.currency ? 'currency_mismatch' : 'amount_mismatch',
        `${n.amountMinor ?? 'no amount'} ${n.currency ?? ''} for ${payment.totalMinor} ${payment.currency}`,
      );
      console.warn(
        `[payments] ${provider} event ${n.eventId} for payment ${payment.id}: ${n.amountMinor} ${n.currency} ≠ ${payment.totalMinor} ${payment.currency}`,
      );
      return { accepted: false, outcome: 'amount_mismatch' } as const;
    }
    // A returned direct debit only within its window (8 weeks, 13 months unauthorised; ADR 0086):
    // one outside it is kept as rejected and changes nothing.
    if (
      kind === 'reversal' &&
      payment.settledAt &&
      !reversalInWindow({ collectedAt: payment.settledAt, reason: n.reversalReason ?? 'returned', now: at })
    ) {
      await reject('out_of_window', `reversal (${n.reversalReason ?? 'returned'}) after its window`);
      await record(false, 'out_of_window');
      return { accepted: false, outcome: 'out_of_window' } as const;
    }
    if (kind) {
      // Money gone back at the provider: undone once, whenever it comes (refund_days binds staff only).
      const refusal = refundRefusal({
        payment: { ...payment, refunded: await hasRefund(tx, payment.id) },
        kind,
        amountMinor: payment.totalMinor,
        // The provider has already given the money back: refund_days binds our staff only.
        refundDays: null,
        now: at,
      });
      if (refusal !== null && refusal !== 'refund_already_made') {
        // Money taken back from a payment that never completed: the sale's own notification has
        // not come (or never will). Kept, and the event id stays free for the provider's retry.
        await reject('out_of_order');
        return { accepted: true, outcome: 'out_of_order', status: payment.status } as const;
      }
      const outcome = refusal === null ? REFUNDED_STATUS[kind] : 'already_refunded';
      const [fresh] = await record(true, outcome);
      if (!fresh) {
        await reject('replayed');
        return { accepted: true, outcome: 'duplicate', status: payment.status } as const;
      }
      if (refusal) return { accepted: true, outcome: 'already_refunded', status: payment.status } as const;
      const refund = await undoPurchase(
        tx,
        payment,
        { kind, amountMinor: payment.totalMinor, providerRef: n.providerRef, staffId: null },
        at,
      );
      await recordAudit(
        tx as unknown as Db,
        {
          staffId: null,
          action: `payment.${kind}`,
          targetType: 'payment',
          targetId: payment.id,
          before: { status: payment.status, member: payment.userId },
          after: {
            status: REFUNDED_STATUS[kind],
            amount: refund.amountMinor,
            currency: refund.currency,
            credits_taken_back: refund.creditsTakenBack,
            credits_owed: refund.creditsOwed,
            premium_ended: refund.premiumEnded,
            event_id: n.eventId,
          },
        },
        at,
      );
      return { accepted: true, outcome: 'settled', status: REFUNDED_STATUS[kind], refund };
    }
    const outcome = n.status === 'pending' ? 'pending' : payment.status === 'pending' ? 'settled' : 'late';
    const [fresh] = await record(true, outcome);
    if (!fresh) {
      await reject('replayed');
      return { accepted: true, outcome: 'duplicate', status: payment.status } as const;
    }
    // An older event after a newer one (a decline after the sale, a pending after the chargeback).
    if (outcome === 'late' || (n.status === 'pending' && payment.status !== 'pending'))
      await reject('out_of_order');
    if (n.status === 'pending' || outcome === 'late') {
      if (!payment.providerRef) {
        await tx.update(payments).set({ providerRef: n.providerRef }).where(eq(payments.id, payment.id));
      }
      return { accepted: true, outcome, status: payment.status } as const;
    }

    const status = FINAL[n.status as keyof typeof FINAL];
    // Whether this payment is the one that makes the member premium ("You are premium now"
    // only then, not on a repeat order): read under the member's row lock, so of two payments
    // settling at once only the first counts.
    const [before] =
      status === 'completed'
        ? await tx
            .select({ paid: users.paidUser, brandId: users.brandId, tracking: users.tracking })
            .from(users)
            .where(eq(users.id, payment.userId))
            .for('update')
        : [];
    await tx
      .update(payments)
      .set({ status, settledAt: at, providerRef: n.providerRef, madePremium: before?.paid === false })
      .where(eq(payments.id, payment.id));
    if (status === 'completed') {
      await tx.update(users).set({ paidUser: true }).where(eq(users.id, payment.userId));
      const credited = await changeCredits(tx, {
        member: payment.userId,
        delta: payment.credits,
        reason: 'purchase',
        paymentId: payment.id,
      });
      if (!credited.ok) throw new Error(`payment ${payment.id}: member ${payment.userId} not found`);
      // Credits owed from an earlier refund are paid off first, under the same member row lock.
      await payOffDebts(tx, { member: payment.userId, paymentId: payment.id, credits: payment.credits }, at);
      // The member's first completed payment is the first purchase a traffic source is paid for
      // (ADR 0066); read under the member's row lock, like madePremium.
      const [earlier] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, payment.userId),
            eq(payments.status, 'completed'),
            ne(payments.id, payment.id),
          ),
        )
        .limit(1);
      if (!earlier && before) {
        await recordConversion(
          tx as unknown as Db,
          {
            userId: payment.userId,
            brandId: before.brandId,
            event: 'first_purchase',
            tracking: before.tracking,
            amountMinor: payment.totalMinor,
            currency: payment.currency,
          },
          at,
        );
      }
      if (payment.discountCode && payment.discountSource === 'manual_code') {
        await countCodeUse(tx as unknown as Db, payment.discountCode, payment.userId, payment.id, at);
      }
      if (n.storedMethod) {
        await tx
          .insert(storedPaymentMethods)
          .values({
            userId: payment.userId,
            provider,
            method: payment.method,
            token: n.storedMethod.token,
            label: n.storedMethod.label,
            createdAt: at,
          })
          .onConflictDoNothing();
      }
    }
    return { accepted: true, outcome: 'settled', status } as const;
  });
}

/**
 * Counts a manual code once per member; a code valid only once overall is used up. Two payments
 * started with the same code and both paid honour the discount the member was shown: the second
 * use is not counted again.
 */
async function countCodeUse(tx: Db, code: string, userId: number, paymentId: number, at: Date) {
  await tx.insert(discountCodeUses).values({ code, userId, paymentId, usedAt: at }).onConflictDoNothing();
  await tx
    .update(discountCodes)
    .set({ status: 'used' })
    .where(and(eq(discountCodes.code, code), eq(discountCodes.validity, 'once')));
}
