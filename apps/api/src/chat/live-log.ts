/**
 * The live event table (ADR 0072): writing an event (inside the transaction that caused it where
 * that is simple: a message send), and the reads of the dispatcher and of a reconnecting stream.
 */
import type { ChatEvent, DeskEvent } from '@dating/contract';
import type { Db } from '@dating/db';
import { liveEvents } from '@dating/db/schema';
import { and, asc, between, desc, eq, gt, isNull, lt, lte, notInArray } from 'drizzle-orm';
import type { Writer } from '../core/db-access.ts';

/** A member's streams, or the staff desk's. */
export type LiveTopic = number | 'desk';

/**
 * Data every instance keeps in memory changed (ADR 0083): a site's settings or the company info.
 * No stream gets it; each instance's dispatcher forgets its copy.
 */
export type DataChange =
  | { type: 'changed'; what: 'site-settings'; host: string }
  | { type: 'changed'; what: 'company' };

/** What a row carries: an event for the streams, `end` (close the member's streams) or a change. */
export type LiveEvent = ChatEvent | DeskEvent | { type: 'end' } | DataChange;

export interface LiveRow {
  id: number;
  memberId: number | null;
  type: string;
  payload: unknown;
}

const columns = {
  id: liveEvents.id,
  memberId: liveEvents.memberId,
  type: liveEvents.type,
  payload: liveEvents.payload,
};

/** Writes one event; returns its id. In a transaction, other instances see it at commit. */
export async function recordLiveEvent(
  db: Writer,
  topic: LiveTopic | 'changes',
  event: LiveEvent,
): Promise<number> {
  const [row] = await db
    .insert(liveEvents)
    .values({ memberId: typeof topic === 'number' ? topic : null, type: event.type, payload: event })
    .returning({ id: liveEvents.id });
  return row!.id;
}

/** The dispatcher's read: the next rows after its cursor, in id order. */
export function rowsAfter(db: Db, cursor: number, limit: number): Promise<LiveRow[]> {
  return db
    .select(columns)
    .from(liveEvents)
    .where(gt(liveEvents.id, cursor))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The late watch's read: rows that appeared in a range given up on. */
export function rowsBetween(db: Db, from: number, to: number): Promise<LiveRow[]> {
  return db
    .select(columns)
    .from(liveEvents)
    .where(between(liveEvents.id, from, to))
    .orderBy(asc(liveEvents.id));
}

/**
 * A reconnecting stream's replay: the topic's events after `after` up to `upTo`. Typing is left
 * out (a replayed "is typing" would be stale) and so are `end` rows and data changes (no stream's).
 */
export function topicRowsBetween(db: Db, topic: LiveTopic, after: number, upTo: number): Promise<LiveRow[]> {
  return db
    .select(columns)
    .from(liveEvents)
    .where(
      and(
        topic === 'desk' ? isNull(liveEvents.memberId) : eq(liveEvents.memberId, topic),
        gt(liveEvents.id, after),
        lte(liveEvents.id, upTo),
        notInArray(liveEvents.type, ['typing', 'end', 'changed']),
      ),
    )
    .orderBy(asc(liveEvents.id));
}

/** The newest id: where a starting instance's dispatcher begins. */
export async function newestLiveEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).orderBy(desc(liveEvents.id)).limit(1);
  return row?.id ?? 0;
}

/** Retention: events older than `before` go (a page away longer reloads its data anyway). */
export async function deleteLiveEventsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}
