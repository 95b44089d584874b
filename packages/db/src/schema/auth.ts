/** Sessions (only the token's SHA-256 is stored), login attempts for throttling, and the outbox. */
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.brandId, t.emailNormalized, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Every e-mail and text message that went out, with its delivery state (ADR 0068): the embedded
 * default keeps the bodies here instead of sending (`kept`, shown on the dev mail page); with
 * SMTP only the recipient, subject, state and the SMTP Message-ID are kept (`sent` / `failed`),
 * so a bounce reported by the mail side can be matched to its row (`bounced`).
 */
/** An e-mail's sender and extra headers (List-Unsubscribe …), for a delivery after the request. */
export interface MessageEnvelope {
  from: { name: string; address: string };
  headers?: Record<string, string>;
}

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for text messages kept before ADR 0068, which did not know their site. */
    siteHost: text('site_host'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /**
     * Kept in the embedded default; with a real transport only while the message waits in the
     * queue (ADR 0073): cleared once it was sent or failed for good.
     */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** What delivery needs besides the bodies (an e-mail's sender and headers); cleared with them. */
    envelope: jsonb('envelope').$type<MessageEnvelope>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    state: text('state', { enum: ['queued', 'kept', 'sent', 'failed', 'bounced'] })
      .notNull()
      .default('kept'),
    /** The transport's error when `failed`; while `queued`, the last attempt's error. */
    error: text('error'),
    /** The Message-ID header nodemailer gave the mail, for matching a bounce. */
    messageId: text('message_id'),
    bounceType: text('bounce_type', { enum: ['hard', 'soft'] }),
    bounceReason: text('bounce_reason'),
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_message_id_idx').on(t.messageId), index().on(t.createdAt)],
);

/**
 * Single-use links sent by e-mail (activation, password reset, e-mail change). Only the token's
 * SHA-256 is stored, so a database leak gives no working link. `ip` and `email` let the API
 * count how many reset mails an address or an IP asked for today without another table.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['activation', 'password_reset', 'mail_change', 'reactivation'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the mail went to (for a mail change: the new address to confirm). */
    email: text('email').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    index('email_tokens_email_idx').on(t.purpose, t.email, t.createdAt),
    index('email_tokens_ip_idx').on(t.purpose, t.ip, t.createdAt),
  ],
);
