/**
 * What a member does with likes (spec §3, §4): like a member (from a profile, the search or the
 * swipe game), pass one in the swipe game, and the daily like of a fictional profile. Commands
 * take the database, the input and the clock and return a result naming a reason when refused
 * (ADR 0049); they know nothing of HTTP.
 */
import type { MemberCard } from '@dating/contract';
import type { Db } from '@dating/db';
import { likes, personas, profiles, swipePasses, users } from '@dating/db/schema';
import type { SwipeQuota } from '@dating/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.ts';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { blockBetween, isActiveMember } from '../members/blocks.ts';
import { conditions, memberCards } from '../members/search.ts';
import { swipeQuotaOf } from './queries.ts';

export type LikeSource = 'profile' | 'search' | 'swipe';

const DAY_MS = 86_400_000;

/** Another active member of the brand, or the reason the member cannot act on them. */
async function otherActiveMember(db: Db, me: SessionUser, id: number): Promise<Result<void>> {
  if (id === me.id) return refuse('validation_failed', { fields: { id: 'invalid' } });
  if (!(await isActiveMember(db, me.brandId, id))) return refuse('not_found');
  return done(undefined);
}

/**
 * Likes `id`; `match` tells a mutual like. Likes from the swipe game count against its daily
 * quota (domain `swipeQuota`): the member's row is locked while the quota is counted, so two
 * swipes sent at once cannot both take the last like. Liking again changes nothing.
 */
export async function likeMember(
  db: Db,
  input: { me: SessionUser; id: number; source: LikeSource; timeZone: string },
  clock: Clock,
): Promise<Result<{ match: boolean }>> {
  const { me, id, source } = input;
  const other = await otherActiveMember(db, me, id);
  if (!other.ok) return other;
  const block = await blockBetween(db, me.id, id);
  if (block.bBlockedA) return refuse('blocked_by_member');
  if (block.aBlockedB) return refuse('blocked');
  const now = clock();
  return db.transaction(async (tx): Promise<Result<{ match: boolean }>> => {
    if (source === 'swipe') {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${me.id} for update`);
      const quota = await swipeQuotaOf(tx, me.id, now, input.timeZone);
      if (!quota.canLike) {
        return refuse('swipe_limit_reached', { params: { resets_at: quota.resetsAt.toISOString() } });
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
    return done({ match: Boolean(back) });
  });
}

/** One swipe (spec §2 /swipe-game): a like counted against today's quota, or a pass; the quota after it. */
export async function swipe(
  db: Db,
  input: { me: SessionUser; id: number; like: boolean; timeZone: string },
  clock: Clock,
): Promise<Result<{ match: boolean; quota: SwipeQuota }>> {
  const { me, id } = input;
  // One instant for the like and the quota after it.
  const now = clock();
  let match = false;
  if (input.like) {
    const liked = await likeMember(db, { me, id, source: 'swipe', timeZone: input.timeZone }, () => now);
    if (!liked.ok) return liked;
    match = liked.value.match;
  } else {
    const other = await otherActiveMember(db, me, id);
    if (!other.ok) return other;
    await db.insert(swipePasses).values({ memberId: me.id, passedId: id }).onConflictDoNothing();
  }
  return done({ match, quota: await swipeQuotaOf(db, me.id, now, input.timeZone) });
}

/**
 * The profile for the "it's a new like" popup (spec §2 like modal, docs/decisions/0018): one of
 * the personas (fictional profiles the staff run, not retired) of the gender the member looks for, who has not liked them
 * yet, likes them now; at most one such like a day per member. Null when none is due or fits.
 */
export async function autoLike(db: Db, me: SessionUser, clock: Clock): Promise<MemberCard | null> {
  const now = clock();
  return db.transaction(async (tx) => {
    // The member's row lock makes two tabs asking at once give one like, not two.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${me.id} for update`);
    const [today] = await tx
      .select({ n: count() })
      .from(likes)
      .where(
        and(
          eq(likes.likedId, me.id),
          eq(likes.source, 'auto'),
          gte(likes.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if (Number(today?.n ?? 0) > 0) return null;
    const [mine] = await tx
      .select({ lookingFor: profiles.lookingForGender })
      .from(profiles)
      .where(eq(profiles.userId, me.id));
    const where = conditions(me.brandId, me.id, { gender: mine?.lookingFor ?? undefined }, now);
    // A persona the staff run and have not retired (ADR 0056), never any other fictional row.
    where.push(
      eq(users.fictional, true),
      sql`exists (select 1 from ${personas} where ${personas.id} = ${users.personaId} and ${personas.retiredAt} is null)`,
      sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${users.id} and ${likes.likedId} = ${me.id})`,
    );
    const [card] = await memberCards(tx, where, 1, 0, now);
    if (!card) return null;
    await tx.insert(likes).values({ likerId: card.id, likedId: me.id, source: 'auto', createdAt: now });
    return card;
  });
}
