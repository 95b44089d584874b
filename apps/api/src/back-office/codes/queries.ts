/**
 * Discount codes for the console (issue 19 point 5): the list newest first by keyset, one code,
 * and its usage report — who paid with it, when, and what the order and the discount were.
 */
import type { DiscountCodeListQuery, DiscountCodeRow, DiscountCodeUse } from '@dating/contract';
import type { Db } from '@dating/db';
import { discountCodeUses, discountCodes, payments, profiles, users } from '@dating/db/schema';
import { type SQL, and, count, desc, eq, ilike, lt, or } from 'drizzle-orm';

export const CODE_PAGE_SIZE = 50;

type CodeRow = typeof discountCodes.$inferSelect;

export function codeView(row: CodeRow, uses: number): DiscountCodeRow {
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: row.expiresAt?.toISOString() ?? null,
    value_percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderMinor,
    validity: row.validity,
    paymentmethods: row.paymentMethods,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    uses,
  };
}

/** A page of codes, newest first; `after` is `<created ms>:<code>` of the previous page's last row. */
export async function listCodes(
  db: Db,
  query: DiscountCodeListQuery,
  limit = CODE_PAGE_SIZE,
): Promise<{ codes: DiscountCodeRow[]; next: string | null }> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(discountCodes.status, query.status));
  if (query.q) where.push(ilike(discountCodes.code, `%${query.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`));
  if (query.after) {
    const [ms, code] = query.after.split(':') as [string, string];
    const at = new Date(Number(ms));
    where.push(
      or(
        lt(discountCodes.createdAt, at),
        and(eq(discountCodes.createdAt, at), lt(discountCodes.code, code)),
      )!,
    );
  }
  const rows = await db
    .select({ row: discountCodes, uses: count(discountCodeUses.code) })
    .from(discountCodes)
    .leftJoin(discountCodeUses, eq(discountCodeUses.code, discountCodes.code))
    .where(where.length ? and(...where) : undefined)
    .groupBy(discountCodes.code)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.code))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    codes: page.map((r) => codeView(r.row, Number(r.uses))),
    next: rows.length > limit && last ? `${last.row.createdAt.getTime()}:${last.row.code}` : null,
  };
}

/** One code with the number of its uses, or null. */
export async function loadCode(db: Db, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
  if (!row) return null;
  const [uses] = await db
    .select({ n: count() })
    .from(discountCodeUses)
    .where(eq(discountCodeUses.code, row.code));
  return codeView(row, Number(uses?.n ?? 0));
}

/** Every use of a code, newest first, with the member and the payment it was used on. */
export async function codeUsage(db: Db, code: string): Promise<DiscountCodeUse[]> {
  const rows = await db
    .select({
      userId: discountCodeUses.userId,
      name: profiles.name,
      email: users.email,
      usedAt: discountCodeUses.usedAt,
      paymentId: payments.id,
      currency: payments.currency,
      price: payments.priceMinor,
      discount: payments.discountMinor,
      total: payments.totalMinor,
    })
    .from(discountCodeUses)
    .innerJoin(payments, eq(payments.id, discountCodeUses.paymentId))
    .innerJoin(users, eq(users.id, discountCodeUses.userId))
    .leftJoin(profiles, eq(profiles.userId, discountCodeUses.userId))
    .where(eq(discountCodeUses.code, code.toUpperCase()))
    .orderBy(desc(discountCodeUses.usedAt));
  return rows.map((r) => ({
    user_id: r.userId,
    member_name: r.name,
    member_email: r.email,
    used_at: r.usedAt.toISOString(),
    payment_id: r.paymentId,
    currency: r.currency,
    amount_minor: r.price,
    discount_minor: r.discount,
    total_minor: r.total,
  }));
}
