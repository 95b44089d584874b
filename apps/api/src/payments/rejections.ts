/**
 * Notifications that changed nothing, kept with why (issue 22 "Bad input", ADR 0085): the one
 * writer of `payment_rejections` (the notify route for what it refuses before a payment is read,
 * settle.ts for what it refuses under the payment's lock) and the one reader (the console's
 * payment detail, operators' queries).
 */
import type { Db } from '@dating/db';
import { paymentRejections } from '@dating/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { ProviderNotification, RejectReason } from './provider.ts';

export interface Rejection {
  provider: string;
  reason: RejectReason;
  /** What the notification claimed, when it could be read at all. */
  notification?: Partial<
    Pick<ProviderNotification, 'eventId' | 'paymentId' | 'status' | 'amountMinor' | 'currency'>
  >;
  senderIp?: string | null;
  detail?: string | null;
}

/** Keeps a refused notification; `db` may be the settling transaction. */
export async function recordRejection(db: Db, rejection: Rejection, at: Date): Promise<void> {
  const n = rejection.notification ?? {};
  await db.insert(paymentRejections).values({
    provider: rejection.provider,
    reason: rejection.reason,
    eventId: n.eventId?.slice(0, 200) ?? null,
    paymentId: n.paymentId ?? null,
    status: n.status ?? null,
    amountMinor:
      Number.isSafeInteger(n.amountMinor) && Math.abs(n.amountMinor!) < 2 ** 31 ? n.amountMinor : null,
    currency: n.currency?.slice(0, 8) ?? null,
    senderIp: rejection.senderIp?.slice(0, 64) ?? null,
    detail: rejection.detail?.slice(0, 500) ?? null,
    receivedAt: at,
  });
}

/** The rejected notifications of one payment, newest first (the console's payment detail). */
export function rejectionsOf(db: Db, paymentId: number, limit = 50) {
  return db
    .select({
      provider: paymentRejections.provider,
      reason: paymentRejections.reason,
      eventId: paymentRejections.eventId,
      status: paymentRejections.status,
      amountMinor: paymentRejections.amountMinor,
      currency: paymentRejections.currency,
      detail: paymentRejections.detail,
      receivedAt: paymentRejections.receivedAt,
    })
    .from(paymentRejections)
    .where(eq(paymentRejections.paymentId, paymentId))
    .orderBy(desc(paymentRejections.receivedAt), desc(paymentRejections.id))
    .limit(limit);
}
