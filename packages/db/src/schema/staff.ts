/**
 * The operators' side (issue 18): staff accounts with password + TOTP, their sessions and
 * invitations, the audit log of every staff action, claims on desk conversations, the answers the desk statistics count, and notes on members.
 * Staff rows are never deleted (disabled instead) so the audit log always names its author.
 * The personas (fictional profiles) they run are in users.ts beside the member rows.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CASE_ENTRY_KINDS, CASE_KINDS, STAFF_ROLES } from '@dating/domain';
import { conversations, messages } from './chat.ts';
import { users } from './users.ts';

export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Console language (en, nl, de). */
    language: text('language').notNull().default('en'),
    /** Null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, encrypted at rest; null until enrolment starts (after an invite or a reset). */
    totpSecret: text('totp_secret'),
    /** Set once the staff member proved the authenticator works; until then login shows the QR code. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email_unique').on(t.emailNormalized)],
);

/**
 * Staff sessions: only the token's SHA-256 is stored. `stage` is `password` between the password
 * and the TOTP step (that session can do nothing but finish the login), then `full`. Idle
 * timeout through `lastUsedAt`, absolute timeout through `expiresAt`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['password', 'full'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One-time links sent by e-mail to a new staff member (only the SHA-256 is stored). */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_invites_staff_idx').on(t.staffId)],
);

/** Every staff action: who, what, when, on what, and the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for actions of the system itself (the seed, a CLI). */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Who is answering a desk conversation: one row per conversation, decided by one conditional
 * upsert (a live claim of someone else is never overwritten). Expired rows count as free.
 */
export const deskClaims = pgTable(
  'desk_claims',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('desk_claims_staff_idx').on(t.staffId, t.expiresAt)],
);

/**
 * One row per persona reply sent from the desk: the statistics (answered conversations, messages,
 * first-response times) read this. `waitedSeconds` is set on the first reply after the member
 * wrote (the response time), null on follow-ups. Erased with the message.
 */
export const deskAnswers = pgTable(
  'desk_answers',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    waitedSeconds: integer('waited_seconds'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('desk_answers_staff_idx').on(t.staffId, t.answeredAt),
    index('desk_answers_day_idx').on(t.answeredAt),
  ],
);

/** Operators' notes on a member, never shown to the member; erased with the member. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * The thread of a report or complaint case (issue 19, ADR 0061): staff-only notes, replies
 * e-mailed to the complainant and statements of reasons e-mailed to the member concerned. A mail
 * entry keeps what was sent and to whom; the mail itself goes through the mailer (the outbox).
 */
export const caseEntries = pgTable(
  'case_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseKind: text('case_kind', { enum: CASE_KINDS }).notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: CASE_ENTRY_KINDS }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    /** The address a reply or statement went to; null for a note. */
    toAddress: text('to_address'),
    subject: text('subject'),
    body: text('body').notNull(),
    /** A statement's decision and ground, for the case page and the CSV. */
    details: jsonb('details').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_entries_case_idx').on(t.caseKind, t.caseId, t.id)],
);
