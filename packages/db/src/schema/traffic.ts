/**
 * Traffic sources (issue 19 point 7, ADRs 0066/0067): the conversions a member makes (signup,
 * activation, first purchase) with the tracking they signed up with, the affiliate networks'
 * postback URL templates, the durable job queue that delivers postbacks, and each delivery attempt.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';
import { users } from './users.ts';

/**
 * One row per conversion, written in the same transaction as the signup, the activation or the
 * settlement of the first payment; the traffic report counts these rows. The tracking values are
 * copied so an erased member's row still counts (the user id is then null).
 */
export const conversions = pgTable(
  'conversions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    brandId: text('brand_id').notNull(),
    event: text('event', { enum: ['signup', 'activation', 'first_purchase'] }).notNull(),
    network: text('network').notNull().default(''),
    ref: text('ref').notNull().default(''),
    sub1: text('sub1').notNull().default(''),
    sub2: text('sub2').notNull().default(''),
    sub3: text('sub3').notNull().default(''),
    /** The first purchase's amount in minor units (zero for the other events). */
    amountMinor: integer('amount_minor').notNull().default(0),
    currency: text('currency').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversions_occurred_idx').on(t.occurredAt),
    // One activation and one first purchase per member, whatever retries or races happen.
    uniqueIndex('conversions_user_event_unique').on(t.userId, t.event),
  ],
);

/** The postback URL template of an affiliate network (`network` as it arrives in the tracking). */
export const postbackTemplates = pgTable('postback_templates', {
  network: text('network').primaryKey(),
  urlTemplate: text('url_template').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
});

/**
 * The durable job queue (ADR 0067): a row is enqueued in the transaction of what causes it, claimed
 * by one instance with `FOR UPDATE SKIP LOCKED`, and retried with back-off until done or given up.
 */
export const queuedJobs = pgTable(
  'queued_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the last allowed attempt failed: the job is kept for the log, never run again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('queued_jobs_due_idx').on(t.runAt, t.id).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/** A postback: what was sent where for which conversion, and its state (one row per queued job). */
export const postbacks = pgTable(
  'postbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => queuedJobs.id),
    conversionId: bigint('conversion_id', { mode: 'number' })
      .notNull()
      .references(() => conversions.id),
    network: text('network').notNull(),
    event: text('event').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('postbacks_network_idx').on(t.network, t.id)],
);

/** Each delivery attempt of a postback: the receiver's status code or the error, and when. */
export const postbackAttempts = pgTable(
  'postback_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postbackId: bigint('postback_id', { mode: 'number' })
      .notNull()
      .references(() => postbacks.id),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('postback_attempts_postback_idx').on(t.postbackId, t.attempt)],
);
