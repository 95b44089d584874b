/**
 * Tables behind the member's lifecycle and the public site: notification e-mail bookkeeping,
 * the in-server scheduler's job claims, complaints and the operator's page texts.
 */
import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CASE_STATUSES } from '@dating/domain';
import { sites } from './sites.ts';
import { users } from './users.ts';

/**
 * When a notification e-mail of one kind last went to a member, so new-message mails are
 * batched and reminders/weekly updates are not repeated.
 */
export const notificationMailState = pgTable(
  'notification_mail_state',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * One row per scheduled job: an instance runs a job only after claiming the row with an
 * UPDATE … WHERE locked_until < now(), so several server instances never run it twice at once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** When the current or last run was claimed; a run is in progress while it is after `last_run_at`. */
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** Set by an admin (ADR 0068): no instance claims the job until it is cleared. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
});

/** Spec §2 /complaints: what a visitor or member filed, kept for the operator. */
export const complaints = pgTable(
  'complaints',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteHost: text('site_host')
      .notNull()
      .references(() => sites.host),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** A member profile or URL the complaint is about, when given. */
    subject: text('subject'),
    locale: text('locale').notNull(),
    /** Who filed it, for the per-IP daily limit (ADR 0030); the retention job clears it after 30 days. */
    ip: text('ip'),
    /** The case's state in the console (issue 19): open, in progress, closed. */
    status: text('status', { enum: CASE_STATUSES }).notNull().default('open'),
    /** The staff member handling it (issue 19); null while unassigned. */
    assignedTo: bigint('assigned_to', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_site_idx').on(t.siteHost, t.createdAt),
    index('complaints_status_idx').on(t.status, t.id),
    index('complaints_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * The operator's own text for a legal or help page of one site in one locale (Markdown). When
 * a row exists it replaces the built-in text; otherwise the built-in text from i18n is shown.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    siteHost: text('site_host')
      .notNull()
      .references(() => sites.host, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteHost, t.slug, t.locale] })],
);
