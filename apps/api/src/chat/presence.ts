/**
 * Online status across instances (ADR 0072): a row per (instance, member) while the member has a
 * stream open there, and the instance's heartbeat. A killed instance stops beating; its rows stop
 * counting after `PRESENCE_STALE_MS` and the `live-events` job deletes the instance (its rows go
 * with it).
 */
import type { Db } from '@dating/db';
import { liveInstances, livePresence } from '@dating/db/schema';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

/** A heartbeat older than this means the instance is gone (about a minute, issue 20). */
export const PRESENCE_STALE_MS = 60_000;
/** How often a running instance beats: three beats fit in the stale window. */
export const HEARTBEAT_MS = 20_000;

/**
 * Marks the instance alive. When its row was missing (first beat, or another instance's job
 * deleted it after a long pause), its present members are written again.
 */
export async function heartbeat(db: Db, instanceId: string, present: readonly number[]): Promise<void> {
  const [row] = await db
    .insert(liveInstances)
    .values({ id: instanceId })
    .onConflictDoUpdate({ target: liveInstances.id, set: { seenAt: sql`now()` } })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (row?.inserted && present.length > 0) {
    await db
      .insert(livePresence)
      .values(present.map((memberId) => ({ instanceId, memberId })))
      .onConflictDoNothing();
  }
}

export async function markPresent(db: Db, instanceId: string, memberId: number): Promise<void> {
  await db.insert(livePresence).values({ instanceId, memberId }).onConflictDoNothing();
}

export async function markAbsent(db: Db, instanceId: string, memberId: number): Promise<void> {
  await db
    .delete(livePresence)
    .where(and(eq(livePresence.instanceId, instanceId), eq(livePresence.memberId, memberId)));
}

/** Whether any live instance has a stream of the member open. */
export async function presentAnywhere(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(livePresence)
    .innerJoin(liveInstances, eq(liveInstances.id, livePresence.instanceId))
    .where(
      and(
        eq(livePresence.memberId, memberId),
        gt(liveInstances.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** This instance stops: its presence goes at once (not after the stale window). */
export async function leave(db: Db, instanceId: string): Promise<void> {
  await db.delete(liveInstances).where(eq(liveInstances.id, instanceId));
}

/** The job's part: instances silent for an hour are deleted with their presence rows. */
export async function forgetSilentInstances(db: Db, now: Date): Promise<void> {
  await db.delete(liveInstances).where(lt(liveInstances.seenAt, new Date(now.getTime() - 3_600_000)));
}
