/**
 * A payment as the API shows it to its member (spec §3 payment), and the lookup that only ever
 * finds the member's own payments (null otherwise). Shared by the checkout and direct debit.
 */
import type { Db } from '@dating/db';
import { paymentRefunds, payments } from '@dating/db/schema';
import { and, eq, getTableColumns } from 'drizzle-orm';

/** A payment row with what went back on it (a refund, chargeback or reversal), when the caller read it. */
type PaymentRow = typeof payments.$inferSelect & { refundedMinor?: number | null };

/** The payment's columns and its refunded amount: select these from payments left-joined with `withRefund`. */
export const paymentColumns = { ...getTableColumns(payments), refundedMinor: paymentRefunds.amountMinor };
export const withRefund = eq(paymentRefunds.paymentId, payments.id);

export const paymentView = (p: PaymentRow) => ({
  id: Number(p.id),
  tier: p.tier,
  credits: p.credits,
  method: p.method,
  currency: p.currency,
  price: p.priceMinor,
  discount: p.discountMinor,
  discount_code: p.discountCode,
  fee: p.feeMinor,
  total: p.totalMinor,
  status: p.status,
  refunded: p.refundedMinor ?? null,
  stored_method: p.storedMethodId !== null,
  made_premium: p.madePremium,
  checkout_url: p.status === 'pending' ? p.checkoutUrl : null,
  created_at: p.createdAt.toISOString(),
  settled_at: p.settledAt?.toISOString() ?? null,
});

export async function ownPayment(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(paymentRefunds, withRefund)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row ?? null;
}
