/**
 * Last touch (issue 19 point 1, ADR 0071): the signup keeps the first traffic source on the account
 * (`users.tracking`); a member who later comes back through an affiliate link — logging in with
 * its tracking, or opening a page with it while logged in — gets it kept as the last touch, with
 * the time. One UPDATE, only when the request carries tracking.
 */
import type { Db } from '@dating/db';
import { users } from '@dating/db/schema';
import type { Tracking } from '@dating/domain';
import { eq } from 'drizzle-orm';

export async function recordLastTouch(db: Db, userId: number, tracking: Tracking, at: Date): Promise<void> {
  if (Object.keys(tracking).length === 0) return;
  await db
    .update(users)
    .set({ lastTouch: { ...tracking, at: at.toISOString() } })
    .where(eq(users.id, userId));
}
