/**
 * Issue 22 points 4 and 5 (ADR 0087): a member's monthly spending cap, and when the member
 * confirmed having read that some profiles are run by the site's staff (asked once, before the
 * first purchase). Their own tables, so a member row never carries them.
 */
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per member who set a cap: minor units of the site's currency (null: no cap). */
export const spendingCaps = pgTable('spending_caps', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  capMinor: integer('cap_minor'),
  /** The cap that held when this one was set: it still holds while a raise cools off. */
  previousMinor: integer('previous_minor'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** The member confirmed having read the disclosure of fictional profiles, at `confirmedAt`. */
export const disclosureConfirmations = pgTable('disclosure_confirmations', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});
