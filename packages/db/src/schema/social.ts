/** Likes between members (spec §3 likes, §4), blocks and reports (issue 6). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const likes = pgTable(
  'likes',
  {
    likerId: bigint('liker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: bigint('liked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec §3 liked-by item like_new: not yet seen by the liked member; cleared when they open the profile. */
    isNew: boolean('is_new').notNull().default(true),
    /** Where the like came from: profile, search or swipe (the swipe game's daily quota counts these). */
    source: text('source', { enum: ['profile', 'search', 'swipe'] })
      .notNull()
      .default('profile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt),
    index('likes_swipe_idx').on(t.likerId, t.source, t.createdAt),
    check('likes_not_self', sql`${t.likerId} <> ${t.likedId}`),
  ],
);
