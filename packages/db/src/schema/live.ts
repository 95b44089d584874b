/**
 * Live events across server instances (issue 20, ADR 0072): every event published to a member's
 * open pages or to the staff desk is a row here first, so an instance hears of it by reading the
 * table (LISTEN/NOTIFY or Redis only wake it up) and a page reconnecting with `Last-Event-ID`
 * replays what it missed. Rows older than a day go (the `live-events` job). Online status is
 * `live_presence` rows of instances whose heartbeat is recent.
 */
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const liveEvents = pgTable(
  'live_events',
  {
    /** The SSE event id; a sequence, so ids may commit out of order and have gaps (ADR 0072). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The member whose streams hear it; null: the staff desk's topic. No foreign key: a ban's
     * `end` row is written after an erasure deleted the member, and erasure deletes the rows.
     */
    memberId: bigint('member_id', { mode: 'number' }),
    /** `message`, `typing`, `read`, `desk`, or `end` (close the member's streams: a ban). */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_member_idx').on(t.memberId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

/** A running server instance and its last heartbeat: presence counts only while it is recent. */
export const liveInstances = pgTable('live_instances', {
  id: text('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member with at least one live stream open on that instance. */
export const livePresence = pgTable(
  'live_presence',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => liveInstances.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.memberId] }),
    index('live_presence_member_idx').on(t.memberId),
  ],
);
