/**
 * Search totals kept between requests (issue 21, ADR 0082). A brand's search-visible member data
 * has a generation: triggers on `profiles` and `users` (migration 0025) bump it in the same
 * transaction as any change that can move a member into or out of a search — a signup, a
 * deletion, a profile's gender, country, region or birth date, its status or privacy mode, an
 * account going into or out of pending deletion. A stored total counts only while its
 * generation is the brand's current one, so every instance on the database sees the change at
 * its commit, with no message between instances.
 */
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const searchCountGenerations = pgTable('search_count_generations', {
  brandId: text('brand_id').primaryKey(),
  /** Bumped by the triggers only; a brand without a row is at generation 0. */
  generation: bigint('generation', { mode: 'number' }).notNull(),
});

export const searchCounts = pgTable(
  'search_counts',
  {
    brandId: text('brand_id').notNull(),
    /** The filters as the search applies them (birth-date bounds, not ages): `countKey`. */
    filterKey: text('filter_key').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
    /** Listed members matching, counted no further than the search's cache limit. */
    n: integer('n').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.filterKey] })],
);
