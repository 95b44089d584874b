/**
 * A member's request for a refund of an unused bundle (issue 22 point 3, ADR 0086): asked on
 * /transactions, decided by the staff in the console. Asking writes one pending row (the rules are
 * @dating/domain's refund-requests.ts); approving is the staff refund through the provider
 * (refund.ts, with the request); declining records the reason. Refusals write nothing.
 */
import type { BrandConfig } from '@dating/brand';
import type { RefundOverview, RefundRequest } from '@dating/contract';
import type { Db } from '@dating/db';
import { creditLedger, paymentRefunds, payments, refundRequests, users } from '@dating/db/schema';
import { type RefundRequestFacts, type StaffRole, refundRequestRefusal } from '@dating/domain';
import { and, desc, eq, inArray, lt, max } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { atomically } from '../core/atomically.ts';
import type { Reader } from '../core/db-access.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { debtOf } from '../ledger/debts.ts';
import { recordAudit } from '../staff/audit.ts';
import { refundDaysOf } from './refund.ts';

type RequestRow = typeof refundRequests.$inferSelect;

export const requestView = (r: RequestRow): RefundRequest => ({
  id: Number(r.id),
  payment_id: Number(r.paymentId),
  status: r.status,
  decline_reason: r.declineReason,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

/**
 * The ledger facts that tell whether a bundle is still unused (`bundleUnused`): each member's
 * newest spending row, and the row that brought each payment's credits. One read each, for one
 * member's payments (`/transactions`) or a page of requests of many members (the console).
 */
export async function unusedBundleLedger(
  db: Reader,
  members: readonly number[],
  paymentIds: readonly number[] | 'all',
): Promise<{ lastSpend: Map<number, number | null>; bought: Map<number, number> }> {
  if (members.length === 0) return { lastSpend: new Map(), bought: new Map() };
  const [spends, purchases] = await Promise.all([
    db
      .select({ userId: creditLedger.userId, id: max(creditLedger.id) })
      .from(creditLedger)
      .where(and(inArray(creditLedger.userId, [...members]), lt(creditLedger.delta, 0)))
      .groupBy(creditLedger.userId),
    db
      .select({ paymentId: creditLedger.paymentId, id: creditLedger.id })
      .from(creditLedger)
      .where(
        and(
          paymentIds === 'all'
            ? inArray(creditLedger.userId, [...members])
            : inArray(creditLedger.paymentId, [...paymentIds]),
          eq(creditLedger.reason, 'purchase'),
        ),
      ),
  ]);
  return {
    lastSpend: new Map(spends.map((r) => [Number(r.userId), r.id == null ? null : Number(r.id)])),
    bought: new Map(
      purchases.flatMap((r) => (r.paymentId === null ? [] : [[Number(r.paymentId), Number(r.id)] as const])),
    ),
  };
}

/** The facts the rule needs for each of the member's payments (one read of the ledger for all). */
async function factsOf(db: Reader, member: number) {
  const [[balance], ledger, rows] = await Promise.all([
    db.select({ credits: users.credits }).from(users).where(eq(users.id, member)),
    unusedBundleLedger(db, [member], 'all'),
    db
      .select({
        id: payments.id,
        status: payments.status,
        settledAt: payments.settledAt,
        credits: payments.credits,
        refundId: paymentRefunds.id,
        requestId: refundRequests.id,
      })
      .from(payments)
      .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
      .leftJoin(refundRequests, eq(refundRequests.paymentId, payments.id))
      .where(eq(payments.userId, member)),
  ]);
  return rows.map((p): RefundRequestFacts & { id: number } => ({
    id: Number(p.id),
    status: p.status,
    settledAt: p.settledAt,
    refunded: p.refundId !== null,
    requested: p.requestId !== null,
    credits: p.credits,
    purchaseRow: ledger.bought.get(Number(p.id)) ?? null,
    lastSpendRow: ledger.lastSpend.get(member) ?? null,
    balance: balance?.credits ?? 0,
  }));
}

/** What /transactions shows beside the payments: the requests, what may be asked for now, the debt. */
export async function refundOverview(
  db: Db,
  input: { me: number; brands: readonly BrandConfig[] },
  clock: Clock,
): Promise<RefundOverview> {
  const [requests, facts, refundDays, debt] = await Promise.all([
    db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.userId, input.me))
      .orderBy(desc(refundRequests.id))
      .limit(100),
    factsOf(db, input.me),
    refundDaysOf(db, input.me, input.brands),
    debtOf(db, input.me),
  ]);
  const now = clock();
  return {
    refund_requests: requests.map(requestView),
    refundable: facts.filter((f) => refundRequestRefusal(f, refundDays, now) === null).map((f) => f.id),
    credit_debt: debt,
  };
}

/**
 * The member asks for a refund of one of their payments. The payment's row lock serialises two
 * requests at once (the second sees the first and is refused); the member's row lock keeps a
 * message from being charged between the check that the bundle is unused and the request.
 */
export async function requestRefund(
  db: Db,
  input: { me: number; paymentId: number; brands: readonly BrandConfig[] },
  clock: Clock,
): Promise<Result<RefundRequest>> {
  const at = clock();
  const refundDays = await refundDaysOf(db, input.me, input.brands);
  return atomically(db, async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, input.paymentId), eq(payments.userId, input.me)))
      .for('update');
    if (!payment) return refuse('not_found');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.me)).for('update');
    const facts = (await factsOf(tx, input.me)).find((f) => f.id === payment.id)!;
    const refused = refundRequestRefusal(facts, refundDays, at);
    if (refused) return refuse(refused);
    const [row] = await tx
      .insert(refundRequests)
      .values({ paymentId: payment.id, userId: input.me, createdAt: at })
      .returning();
    return done(requestView(row!));
  });
}

/** A declined request and who is told: the member, in their language (refund-mail.ts). */
export interface DeclinedRequest {
  request: RefundRequest;
  memberId: number;
}

/** The staff decline an open request with a reason the member reads; one transaction with the audit row. */
export async function declineRefundRequest(
  db: Db,
  input: { id: number; reason: string; actor: { staffId: number; role: StaffRole; ip?: string | null } },
  clock: Clock,
): Promise<Result<DeclinedRequest>> {
  const at = clock();
  return atomically(db, async (tx) => {
    const [request] = await tx
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, input.id))
      .for('update');
    if (!request) return refuse('refund_request_not_found');
    if (request.status !== 'pending') return refuse('refund_request_decided');
    const [row] = await tx
      .update(refundRequests)
      .set({ status: 'declined', declineReason: input.reason, staffId: input.actor.staffId, decidedAt: at })
      .where(eq(refundRequests.id, input.id))
      .returning();
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'refund_request.decline',
        targetType: 'payment',
        targetId: request.paymentId,
        before: { status: 'pending', member: request.userId },
        after: { status: 'declined', reason: input.reason, refund_request: request.id },
        ip: input.actor.ip,
      },
      at,
    );
    return done({ request: requestView(row!), memberId: Number(request.userId) });
  });
}

/** The payment a request is for (to approve it through the staff refund), or null. */
export async function requestedPayment(db: Db, id: number) {
  const [row] = await db
    .select({ paymentId: refundRequests.paymentId, total: payments.totalMinor })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .where(eq(refundRequests.id, id));
  return row ? { paymentId: Number(row.paymentId), total: row.total } : null;
}

/** One request as it is now (after an approval). */
export async function refundRequestById(db: Db, id: number): Promise<RefundRequest | null> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  return row ? requestView(row) : null;
}
