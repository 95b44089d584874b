/**
 * Credit purchases (spec §2 credits, §3 payment, §4 payment states; issue 8): one row per
 * attempt to buy a bundle, with what was quoted. Completing it adds the credits and makes the
 * member paid, once, in one transaction with a ledger row (docs/decisions/0024).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['p0', 'p1', 'p2', 'p3'] }).notNull(),
    credits: integer('credits').notNull(),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    /** Minor units: the bundle price, the method's fee, and what the member pays. */
    priceMinor: integer('price_minor').notNull(),
    /** The discount taken off the bundle price (minor units) and the code it came from. */
    discountMinor: integer('discount_minor').notNull().default(0),
    discountCode: text('discount_code'),
    feeMinor: integer('fee_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** The payment provider's id (sandbox: made up by the sandbox). */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amounts_positive', sql`${t.credits} > 0 and ${t.totalMinor} > 0`),
  ],
);
