/**
 * The dashboard's counters (issue 19 point 8): a lander visit and a member's active day, each one
 * upsert on a small key. Called where the event happens; a failure never fails the page or login.
 */
import type { Db } from '@dating/db';
import { landerVisits, memberActivityDays } from '@dating/db/schema';
import { sql } from 'drizzle-orm';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function countLanderVisit(db: Db, brandId: string, at: Date): Promise<void> {
  await db
    .insert(landerVisits)
    .values({ brandId, day: utcDay(at), visits: 1 })
    .onConflictDoUpdate({
      target: [landerVisits.brandId, landerVisits.day],
      set: { visits: sql`${landerVisits.visits} + 1` },
    });
}

export async function markActiveDay(db: Db, userId: number, brandId: string, at: Date): Promise<void> {
  await db
    .insert(memberActivityDays)
    .values({ userId, day: utcDay(at), brandId })
    .onConflictDoNothing();
}
