/**
 * One like (spec §4): from a profile, the search or the swipe game. Likes from the swipe game
 * count against its daily quota (domain `swipeQuota`); the member's row is locked while the
 * quota is counted, so two swipes sent at once cannot both take the last like.
 */
import type { Db } from '@dating/db';
import { likes, users } from '@dating/db/schema';
import { type SwipeQuota, swipeQuota } from '@dating/domain';
import { type SQL, and, eq, gte, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.ts';
import { ApiHttpError } from '../http/errors.ts';
import { blockBetween, requireActiveMember } from './blocks.ts';

type Source = 'profile' | 'search' | 'swipe';

/** Today's swipe quota of a member, the day being the site's (`siteTimeZone`, ADR 0043). */
export async function swipeQuotaOf(
  db: Pick<Db, 'select'>,
  memberId: number,
  now: Date,
  timeZone: string,
): Promise<SwipeQuota> {
  // Two days back covers "today" in any zone; the domain rule picks the calendar day.
  const since = new Date(now.getTime() - 48 * 3600_000);
  const rows = await db
    .select({ at: likes.createdAt })
    .from(likes)
    .where(and(eq(likes.likerId, memberId), eq(likes.source, 'swipe'), gte(likes.createdAt, since)));
  return swipeQuota(
    rows.map((r) => r.at),
    now,
    timeZone,
  );
}

export function quotaBody(q: SwipeQuota) {
  return { remaining: q.remaining, used: q.used, resets_at: q.resetsAt.toISOString() };
}

/** Likes `id`; returns whether that made a match. Throws the 4xx the caller should answer with. */
export async function likeMember(
  db: Db,
  me: SessionUser,
  id: number,
  source: Source,
  now: Date,
  timeZone: string,
) {
  if (id === me.id)
    throw new ApiHttpError(400, 'validation_failed', 'You cannot like yourself', { id: 'invalid' });
  await requireActiveMember(db, me.brandId, id);
  const block = await blockBetween(db, me.id, id);
  if (block.bBlockedA) throw new ApiHttpError(403, 'blocked_by_member', "You're blocked by the member.");
  if (block.aBlockedB) throw new ApiHttpError(403, 'blocked', 'You blocked this member.');
  return db.transaction(async (tx) => {
    if (source === 'swipe') {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${me.id} for update`);
      const quota = await swipeQuotaOf(tx, me.id, now, timeZone);
      if (!quota.canLike) {
        throw new ApiHttpError(429, 'swipe_limit_reached', 'No swipe likes left today', undefined, {
          resets_at: quota.resetsAt.toISOString(),
        });
      }
    }
    await tx
      .insert(likes)
      .values({ likerId: me.id, likedId: id, source, createdAt: now })
      .onConflictDoNothing();
    const [back] = await tx
      .select({ id: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likerId, id), eq(likes.likedId, me.id)))
      .limit(1);
    return { match: Boolean(back) };
  });
}

/** Listing condition: the member has not liked the listed member yet (swipe game, match finder). */
export function notLikedBy(memberId: number): SQL {
  return sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${memberId} and ${likes.likedId} = ${users.id})`;
}
