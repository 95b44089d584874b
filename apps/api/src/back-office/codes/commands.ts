/**
 * Creating and editing discount codes (issue 19 point 5): the fields checked by the one schema
 * of @dating/domain, the rules that need the clock or the database (an expiry ahead, a member
 * that exists), and the row written with its audit row in one transaction. A refused code
 * writes nothing. Members use the codes through payments/discounts.ts.
 */
import type { DiscountCodeRow } from '@dating/contract';
import type { Db } from '@dating/db';
import { discountCodes, users } from '@dating/db/schema';
import { type DiscountCodeCreate, type DiscountCodeFields, discountCodeProblems } from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import { recordAudit } from '../../staff/audit.ts';
import { codeView } from './queries.ts';

export interface CodeActor {
  staffId: number;
  ip?: string | null;
}

const columns = (fields: DiscountCodeFields) => ({
  country: fields.country,
  userId: fields.user_id,
  expiresAt: fields.expires === null ? null : new Date(fields.expires),
  valuePercentage: fields.value_percentage,
  currency: fields.currency,
  minimumOrderMinor: fields.minimum_order_value,
  validity: fields.validity,
  paymentMethods: fields.paymentmethods,
  status: fields.status,
});

/** The field errors of a code: the domain's rules, and a bound member that must exist. */
async function problems(db: Db, fields: DiscountCodeFields, now: Date, storedExpires: string | null = null) {
  const found = discountCodeProblems(fields, now, storedExpires);
  if (fields.user_id !== null) {
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, fields.user_id));
    if (!member) found.user_id = 'unknown_member';
  }
  return found;
}

const audited = (row: DiscountCodeRow) => {
  const { uses: _uses, created_at: _created, ...fields } = row;
  return fields;
};

export async function createCode(
  db: Db,
  input: { actor: CodeActor; code: DiscountCodeCreate },
  clock: Clock,
): Promise<Result<DiscountCodeRow>> {
  const now = clock();
  const fields = await problems(db, input.code, now);
  if (Object.keys(fields).length > 0) return refuse('validation_failed', { fields });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCodes)
      .values({ code: input.code.code, ...columns(input.code), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return refuse('discount_code_taken', { fields: { code: 'discount_code_taken' } });
    const view = codeView(row, 0);
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'code.create',
        targetType: 'discount_code',
        targetId: row.code,
        after: audited(view),
        ip: input.actor.ip,
      },
      now,
    );
    return done(view);
  });
}

export async function updateCode(
  db: Db,
  input: { actor: CodeActor; code: string; fields: DiscountCodeFields },
  clock: Clock,
): Promise<Result<DiscountCodeRow>> {
  const now = clock();
  const key = input.code.toUpperCase();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(discountCodes).where(eq(discountCodes.code, key)).for('update');
    if (!current) return refuse('discount_code_not_found');
    const before = codeView(current, 0);
    const fields = await problems(tx, input.fields, now, before.expires);
    if (Object.keys(fields).length > 0) return refuse('validation_failed', { fields });
    const [row] = await tx
      .update(discountCodes)
      .set(columns(input.fields))
      .where(eq(discountCodes.code, key))
      .returning();
    const after = codeView(row!, 0);
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'code.update',
        targetType: 'discount_code',
        targetId: key,
        before: audited(before),
        after: audited(after),
        ip: input.actor.ip,
      },
      now,
    );
    return done(after);
  });
}
