/**
 * The dashboard's own counts (issue 19 point 8): what no other table records per day. Both are
 * one upsert per event on a small primary key, so counting costs a page view almost nothing.
 */
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Visits to a brand's marketing landers per UTC day (every lander page load). */
export const landerVisits = pgTable(
  'lander_visits',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day] })],
);

/** The days a member was active (logged in or used the site): "active members" per day. */
export const memberActivityDays = pgTable(
  'member_activity_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    brandId: text('brand_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
