/**
 * Member bans (issue 19, ADR 0058). A ban belongs to a brand and an e-mail address as well as to
 * the account: the address is kept only as its SHA-256 (normalised), so the refusal of a new
 * signup with it survives the account's erasure without keeping the address itself.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';
import { users } from './users.ts';

export const memberBans = pgTable(
  'member_bans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the account row is gone; the ban on the address stays. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    brandId: text('brand_id').notNull(),
    /** SHA-256 hex of the normalised e-mail address at the time of the ban. */
    emailHash: text('email_hash').notNull(),
    reason: text('reason').notNull(),
    bannedBy: bigint('banned_by', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: bigint('lifted_by', { mode: 'number' }).references(() => staff.id),
    liftReason: text('lift_reason'),
  },
  (t) => [
    // One ban in force per account; the signup and login checks read the ones in force.
    uniqueIndex('member_bans_active_user_unique').on(t.userId).where(sql`${t.liftedAt} is null`),
    index('member_bans_active_email_idx').on(t.brandId, t.emailHash).where(sql`${t.liftedAt} is null`),
  ],
);

/**
 * The sessions a ban ended (their ids, the token hashes): the member's next request with such a
 * cookie is told `account_banned`, so the site shows the ban page instead of the login page.
 * Rows go with the ban's lifting, and are useless after `expires_at` (the session's own end).
 */
export const bannedSessions = pgTable('banned_sessions', {
  id: text('id').primaryKey(),
  banId: bigint('ban_id', { mode: 'number' })
    .notNull()
    .references(() => memberBans.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
