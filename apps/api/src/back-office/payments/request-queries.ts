/**
 * The console's list of members' refund requests (issue 22 point 3, ADR 0086): by state (open
 * ones by default), oldest open first so none waits longest, paged by keyset; each with its
 * payment, member and whether the bundle is still unused now.
 */
import type { StaffRefundRequestPage, StaffRefundRequestQuery } from '@dating/contract';
import type { Db } from '@dating/db';
import { payments, refundRequests, staff, users } from '@dating/db/schema';
import { type RefundRequestStatus, bundleUnused } from '@dating/domain';
import { type SQL, and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { requestView, unusedBundleLedger } from '../../payments/refund-requests.ts';

export const REQUEST_PAGE_SIZE = 50;

export async function refundRequestPage(
  db: Db,
  query: StaffRefundRequestQuery,
): Promise<StaffRefundRequestPage> {
  const status: RefundRequestStatus = query.status;
  // Open requests oldest first (the queue); decided ones newest first (the history).
  const open = status === 'pending';
  const where: SQL[] = [eq(refundRequests.status, status)];
  if (query.before)
    where.push(open ? gt(refundRequests.id, query.before) : lt(refundRequests.id, query.before));
  const rows = await db
    .select({
      request: refundRequests,
      email: users.email,
      brandId: users.brandId,
      balance: users.credits,
      tier: payments.tier,
      credits: payments.credits,
      total: payments.totalMinor,
      currency: payments.currency,
      staffName: staff.name,
    })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .leftJoin(staff, eq(staff.id, refundRequests.staffId))
    .where(and(...where))
    .orderBy(open ? asc(refundRequests.id) : desc(refundRequests.id))
    .limit(REQUEST_PAGE_SIZE + 1);
  const page = rows.slice(0, REQUEST_PAGE_SIZE);
  const members = [...new Set(page.map((r) => Number(r.request.userId)))];
  const { lastSpend, bought } = await unusedBundleLedger(
    db,
    members,
    page.map((r) => Number(r.request.paymentId)),
  );
  return {
    rows: page.map((r) => ({
      ...requestView(r.request),
      member_id: Number(r.request.userId),
      member_email: r.email,
      brand_id: r.brandId,
      tier: r.tier,
      credits: r.credits,
      total: r.total,
      currency: r.currency,
      unused: bundleUnused({
        credits: r.credits,
        purchaseRow: bought.get(Number(r.request.paymentId)) ?? null,
        lastSpendRow: lastSpend.get(Number(r.request.userId)) ?? null,
        balance: r.balance,
      }),
      staff_name: r.staffName,
    })),
    next_before: rows.length > REQUEST_PAGE_SIZE ? Number(page[page.length - 1]!.request.id) : null,
  };
}
