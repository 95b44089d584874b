/**
 * The console's payments, read side (issue 19 point 4): the list filtered by brand or site,
 * status, method and days (UTC), newest first and paged by keyset (`before` = the last id seen),
 * the same rows in batches for the CSV export, and one payment with its member, the provider's
 * events and what went back on it.
 */
import type { BrandConfig } from '@dating/brand';
import type {
  StaffPaymentDetail,
  StaffPaymentPage,
  StaffPaymentQuery,
  StaffPaymentRow,
} from '@dating/contract';
import type { Db } from '@dating/db';
import { paymentEvents, paymentRefunds, payments, staff, users } from '@dating/db/schema';
import {
  SUPPORT_REFUND_LIMIT_CENTS,
  type StaffRole,
  csvLine,
  refundDeadline,
  refundRefusal,
} from '@dating/domain';
import { type SQL, and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { refundDaysOf } from '../../payments/refund.ts';
import { rejectionsOf } from '../../payments/rejections.ts';

export const PAYMENT_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

const rowColumns = {
  id: payments.id,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
  memberId: payments.userId,
  memberEmail: users.email,
  brandId: users.brandId,
  siteHost: users.siteHost,
  tier: payments.tier,
  credits: payments.credits,
  method: payments.method,
  currency: payments.currency,
  total: payments.totalMinor,
  status: payments.status,
  refunded: paymentRefunds.amountMinor,
};

/** Payments with their member and what went back on them. */
const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id));
type Row = Awaited<ReturnType<typeof joined>>[number];

const rowView = (r: Row): StaffPaymentRow => ({
  id: Number(r.id),
  created_at: r.createdAt.toISOString(),
  settled_at: r.settledAt?.toISOString() ?? null,
  member_id: Number(r.memberId),
  member_email: r.memberEmail,
  brand_id: r.brandId,
  site_host: r.siteHost,
  tier: r.tier,
  credits: r.credits,
  method: r.method,
  currency: r.currency,
  total: r.total,
  status: r.status,
  refunded: r.refunded ?? null,
});

function filtersOf(query: StaffPaymentQuery): SQL[] {
  const where: SQL[] = [];
  if (query.brand) where.push(eq(users.brandId, query.brand));
  if (query.site) where.push(eq(users.siteHost, query.site));
  if (query.status) where.push(eq(payments.status, query.status));
  if (query.method) where.push(eq(payments.method, query.method));
  if (query.from) where.push(gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(payments.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return where;
}

/** One batch of rows older than `before`, newest first. */
async function rowsBefore(db: Db, query: StaffPaymentQuery, before: number | undefined, limit: number) {
  const where = filtersOf(query);
  if (before) where.push(lt(payments.id, before));
  const rows = await joined(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(payments.id))
    .limit(limit);
  return rows.map(rowView);
}

export async function paymentPage(
  db: Db,
  query: StaffPaymentQuery,
  brands: readonly BrandConfig[],
): Promise<StaffPaymentPage> {
  const rows = await rowsBefore(db, query, query.before, PAYMENT_PAGE_SIZE + 1);
  const page = rows.slice(0, PAYMENT_PAGE_SIZE);
  return {
    rows: page,
    next_before: rows.length > PAYMENT_PAGE_SIZE ? page[page.length - 1]!.id : null,
    brands: brands.map((b) => ({ id: b.id, name: b.name, sites: b.domains.map((d) => d.host) })),
  };
}

/** Every row the filters match, newest first, read in keyset batches so memory stays flat. */
export async function* allPayments(
  db: Db,
  query: StaffPaymentQuery,
  batch = 500,
): AsyncGenerator<StaffPaymentRow> {
  let before = query.before;
  for (;;) {
    const rows = await rowsBefore(db, query, before, batch);
    yield* rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1]!.id;
  }
}

/** One payment as the console shows it, or null when there is none with that id. */
export async function paymentDetail(
  db: Db,
  input: { id: number; role: StaffRole; brands: readonly BrandConfig[]; now: Date },
): Promise<StaffPaymentDetail | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      price: payments.priceMinor,
      discount: payments.discountMinor,
      discountCode: payments.discountCode,
      fee: payments.feeMinor,
      provider: payments.provider,
      providerRef: payments.providerRef,
      madePremium: payments.madePremium,
      memberCredits: users.credits,
      memberPaid: users.paidUser,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .where(eq(payments.id, input.id));
  if (!row) return null;
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, input.id))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
  const [refund] = await db
    .select({
      kind: paymentRefunds.kind,
      amount: paymentRefunds.amountMinor,
      creditsTakenBack: paymentRefunds.creditsTakenBack,
      creditsOwed: paymentRefunds.creditsOwed,
      premiumEnded: paymentRefunds.premiumEnded,
      reason: paymentRefunds.reason,
      staffName: staff.name,
      providerRef: paymentRefunds.providerRef,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .leftJoin(staff, eq(staff.id, paymentRefunds.staffId))
    .where(eq(paymentRefunds.paymentId, input.id));
  const refundDays = await refundDaysOf(db, row.memberId, input.brands);
  const refusal = refundRefusal({
    payment: {
      status: row.status,
      totalMinor: row.total,
      settledAt: row.settledAt,
      refunded: refund !== undefined,
    },
    kind: 'refund',
    amountMinor: row.total,
    refundDays,
    now: input.now,
  });
  return {
    payment: {
      ...rowView(row),
      price: row.price,
      discount: row.discount,
      discount_code: row.discountCode,
      fee: row.fee,
      provider: row.provider,
      provider_ref: row.providerRef,
      made_premium: row.madePremium,
    },
    member: {
      id: Number(row.memberId),
      email: row.memberEmail,
      credits: row.memberCredits,
      paid: row.memberPaid,
    },
    events: events.map((e) => ({
      id: Number(e.id),
      event_id: e.eventId,
      status: e.status,
      amount: e.amountMinor,
      currency: e.currency,
      accepted: e.accepted,
      outcome: e.outcome,
      received_at: e.receivedAt.toISOString(),
    })),
    rejections: (await rejectionsOf(db, input.id)).map((r) => ({
      provider: r.provider,
      reason: r.reason,
      event_id: r.eventId,
      status: r.status,
      amount: r.amountMinor,
      currency: r.currency,
      detail: r.detail,
      received_at: r.receivedAt.toISOString(),
    })),
    refund: refund
      ? {
          kind: refund.kind,
          amount: refund.amount,
          credits_taken_back: refund.creditsTakenBack,
          credits_owed: refund.creditsOwed,
          premium_ended: refund.premiumEnded,
          reason: refund.reason,
          staff_name: refund.staffName,
          provider_ref: refund.providerRef,
          created_at: refund.createdAt.toISOString(),
        }
      : null,
    refundable: {
      refusal,
      max_amount: row.total,
      deadline: row.settledAt ? refundDeadline(row.settledAt, refundDays).toISOString() : null,
      staff_limit: input.role === 'admin' ? null : SUPPORT_REFUND_LIMIT_CENTS,
    },
  };
}

const CSV_COLUMNS = [
  'id',
  'created_at',
  'settled_at',
  'member_id',
  'member_email',
  'brand_id',
  'site_host',
  'tier',
  'credits',
  'method',
  'currency',
  'total',
  'status',
  'refunded',
] as const satisfies readonly (keyof StaffPaymentRow)[];

/** The CSV export: the header line, then one line per payment, as a stream of text. */
export function paymentsCsv(db: Db, query: StaffPaymentQuery): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = allPayments(db, query);
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(CSV_COLUMNS)));
        return;
      }
      const next = await rows.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(csvLine(CSV_COLUMNS.map((c) => next.value[c]))));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
