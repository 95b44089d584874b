/** Likes between members (spec §3 likes, §4), blocks and reports (issue 6). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CASE_STATUSES } from '@dating/domain';
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
    /** Where the like came from: profile, search, swipe (the game's daily quota counts these) or auto (a fictional profile's like, spec §7 auto-like.php). */
    source: text('source', { enum: ['profile', 'search', 'swipe', 'auto'] })
      .notNull()
      .default('profile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt),
    index('likes_swipe_idx').on(t.likerId, t.source, t.createdAt),
    index('likes_created_idx').on(t.createdAt),
    check('likes_not_self', sql`${t.likerId} <> ${t.likedId}`),
  ],
);

/** Spec §4/§6 blocking: the blocked member can no longer see or contact the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** Reports of a profile, kept for the moderation team. */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: bigint('reported_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['fake', 'spam', 'offensive', 'underage', 'other'] }).notNull(),
    message: text('message'),
    /** The case's state in the console (issue 19): open, in progress, closed. */
    status: text('status', { enum: CASE_STATUSES }).notNull().default('open'),
    /** The staff member handling it (issue 19); null while unassigned. */
    assignedTo: bigint('assigned_to', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_queue_idx').on(t.status, t.id),
  ],
);

/** Swipe-game passes: a member passed on a profile, so the game does not show it again. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passedId: bigint('passed_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.passedId] })],
);
