/**
 * Credit purchases (spec §2 credits, §3 payment, §4 payment states; issue 8): one row per
 * attempt to buy a bundle, with what was quoted. Completing it adds the credits and makes the
 * member paid, once, in one transaction with a ledger row (docs/decisions/0024).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYMENT_ROW_STATUSES, REFUND_REQUEST_STATUSES } from '@dating/domain';
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
    /** Where the discount came from: time_bonus, welcome_code or manual_code (counted per member). */
    discountSource: text('discount_source', { enum: ['time_bonus', 'welcome_code', 'manual_code'] }),
    feeMinor: integer('fee_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** refunded, charged_back, reversed: money went back after completion (payment_refunds, ADR 0062). */
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull().default('pending'),
    /** Which provider takes the money (docs/decisions/0025) and its id for this payment. */
    provider: text('provider').notNull().default('sandbox'),
    providerRef: text('provider_ref'),
    /** The provider's hosted checkout, where a member who left it can go back while it is pending. */
    checkoutUrl: text('checkout_url'),
    /** A repeat order charged to a stored method without the member at the provider. */
    storedMethodId: bigint('stored_method_id', { mode: 'number' }),
    /** Whether completing this payment turned a free member premium (their first; ADR 0043). */
    madePremium: boolean('made_premium').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    // The console's payment list: newest first, by keyset, optionally narrowed by status.
    index('payments_status_idx').on(t.status, t.id),
    check('payments_amounts_positive', sql`${t.credits} > 0 and ${t.totalMinor} > 0`),
  ],
);

/**
 * Every server-to-server notification a provider sent, accepted or not: the operator's log, and
 * the unique (provider, event_id) that makes a redelivered event a no-op. Written in the same
 * transaction as the settlement it causes.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    status: text('status').notNull(),
    /** Null for an event that names no amount (a provider's decline, ADR 0085). */
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    accepted: boolean('accepted').notNull(),
    /** Why it was rejected (unknown_payment, amount_mismatch) or what it did (settled, duplicate, late). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_event_uq').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

/**
 * Notifications that changed nothing and are kept with why (issue 22, ADR 0085): forged (bad
 * signature, a sender outside the provider's documented addresses), stale (out of the time
 * window), replayed (an event id already applied), reordered (a chargeback before the sale, an
 * older status after a newer one), for an unknown payment or another amount or currency, or one
 * the provider's own re-query did not confirm. Written outside any settlement, so a rejection
 * never holds a payment's lock; the console's payment detail lists those of its payment.
 */
export const paymentRejections = pgTable(
  'payment_rejections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    reason: text('reason').notNull(),
    /** As the notification claimed them: unverified when the reason is about authenticity. */
    eventId: text('event_id'),
    paymentId: bigint('payment_id', { mode: 'number' }),
    status: text('status'),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    /** The sender's address, and a short note (what the re-query said, the event name). */
    senderIp: text('sender_ip'),
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_rejections_payment_idx').on(t.paymentId, t.receivedAt),
    index('payment_rejections_received_idx').on(t.receivedAt),
  ],
);

/**
 * Money that went back on a completed payment (issue 19 point 4, ADR 0062): a staff refund, a
 * chargeback or a returned direct debit. At most one per payment (the unique payment_id is what
 * makes a second refund, or a refund racing a chargeback, impossible); written in the same
 * transaction as the payment's new status, the ledger row taking the credits back and, for a
 * staff refund, the audit row.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'chargeback', 'reversal'] }).notNull(),
    /** Minor units of the payment's currency; at most its total. */
    amountMinor: integer('amount_minor').notNull(),
    /** The credits the ledger took back (at most what the member still had). */
    creditsTakenBack: integer('credits_taken_back').notNull(),
    /** The credits of the refunded share already spent: owed, paid off by the next purchase (ADR 0086). */
    creditsOwed: integer('credits_owed').notNull().default(0),
    /** Whether the member stopped being premium with it (nothing paid remained). */
    premiumEnded: boolean('premium_ended').notNull(),
    reason: text('reason'),
    /** The staff member who refunded; null for a provider's notification. */
    staffId: bigint('staff_id', { mode: 'number' }),
    /** The provider's id of the refund, or of the chargeback/reversal event. */
    providerRef: text('provider_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_uq').on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0 and ${t.creditsTakenBack} >= 0`),
  ],
);

/**
 * Credits a member owes (ADR 0086): the part of an undone purchase's credits already spent when
 * its money went back. One row per undone payment; `paid` grows as later purchases pay it off
 * (each payment a `debt` ledger row), and the debt is settled when paid = credits.
 */
export const creditDebts = pgTable(
  'credit_debts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payment whose money went back. */
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull(),
    paid: integer('paid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_debts_payment_uq').on(t.paymentId),
    index('credit_debts_user_idx').on(t.userId, t.id),
    check('credit_debts_paid_within', sql`${t.credits} > 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.credits}`),
  ],
);

/**
 * A member's request for a refund of an unused bundle (issue 22 point 3, ADR 0086): one per
 * payment (the unique payment_id refuses a second), pending until staff approve (the refund
 * through the provider) or decline it with a reason; `closed` when the money went back another way.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REFUND_REQUEST_STATUSES }).notNull().default('pending'),
    /** The staff member's reason for a decline (shown to the member). */
    declineReason: text('decline_reason'),
    staffId: bigint('staff_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refund_requests_payment_uq').on(t.paymentId),
    // The console's list: open requests first by age, filtered by state.
    index('refund_requests_status_idx').on(t.status, t.id),
  ],
);

/** A card the member let the provider keep, for repeat orders (spec §2 repeat-order). */
export const storedPaymentMethods = pgTable(
  'stored_payment_methods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    /** The provider's token for the card; never the card number. */
    token: text('token').notNull(),
    /** What the member recognises it by, for example "Visa •••• 4242". */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_payment_methods_token_uq').on(t.provider, t.token), index().on(t.userId)],
);

/** Spec §3 discount codes the operator hands out (codes stored upper-case). */
export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  /** ISO alpha-2; null: any country. */
  country: text('country'),
  /** Bound to one member; null: anyone. */
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  valuePercentage: integer('value_percentage').notNull(),
  /** The currency of `minimum_order_minor`; null: any. */
  currency: text('currency'),
  minimumOrderMinor: integer('minimum_order_minor').notNull().default(0),
  status: text('status', { enum: ['active', 'inactive', 'used'] })
    .notNull()
    .default('active'),
  validity: text('validity', { enum: ['once_per_user', 'once', 'unlimited'] })
    .notNull()
    .default('once_per_user'),
  /** Method ids the code is for; empty: every method. */
  paymentMethods: text('payment_methods').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per member who paid with a code, written in the settlement transaction. */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

/**
 * A direct debit a member asked for (spec §4 direct debit flow, ADR 0026): the mandate details
 * and the SMS code that confirms them. The payment starts pending with it; the code (kept as a
 * hash) hands it to the provider.
 */
export const directDebitRequests = pgTable(
  'direct_debit_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    /** Electronic format; the mandate needs it to collect. */
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    sends: integer('sends').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
