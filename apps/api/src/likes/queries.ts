/**
 * What a member reads about likes (spec §3, §4): the likes both ways with their cards, the swipe
 * stack and its daily quota, the new likes the navigation counts. Queries take the database (or a
 * transaction), the input and the clock; none of them can refuse (ADR 0049).
 */
import type { MemberCard } from '@dating/contract';
import type { Db } from '@dating/db';
import { likes, photos, profiles, swipePasses, users } from '@dating/db/schema';
import { type SwipeQuota, swipeQuota } from '@dating/domain';
import { type SQL, and, desc, eq, exists, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/session.ts';
import type { Clock } from '../core/clock.ts';
import { conditions, memberCards } from '../members/search.ts';
import { activeMember } from '../members/visibility.ts';

/** Profiles sent per swipe stack; the page asks again when the stack runs low. */
const STACK_SIZE = 10;

/** Listing condition: the member has not liked the listed member yet (swipe game, match finder). */
export function notLikedBy(memberId: number): SQL {
  return sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${memberId} and ${likes.likedId} = ${users.id})`;
}

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

export interface MemberLikes {
  /** The cards of every active member on either side. */
  profiles: MemberCard[];
  /** Who liked the member, newest first, with the new flag. */
  likedBy: { id: number; isNew: boolean }[];
  /** Whom the member liked, newest first. */
  liked: number[];
}

/** Who liked the member and whom they liked, with the cards; members no longer active drop out. */
export async function likesOf(db: Db, memberId: number, clock: Clock): Promise<MemberLikes> {
  const [likedBy, liked] = await Promise.all([
    db
      .select({ id: likes.likerId, isNew: likes.isNew })
      .from(likes)
      .where(eq(likes.likedId, memberId))
      .orderBy(desc(likes.createdAt)),
    db
      .select({ id: likes.likedId })
      .from(likes)
      .where(eq(likes.likerId, memberId))
      .orderBy(desc(likes.createdAt)),
  ]);
  const ids = [...new Set([...likedBy, ...liked].map((r) => Number(r.id)))];
  const cards = ids.length
    ? await memberCards(db, [inArray(users.id, ids), activeMember()], ids.length, 0, clock())
    : [];
  const visible = new Set(cards.map((m) => m.id));
  return {
    profiles: cards,
    likedBy: likedBy
      .filter((r) => visible.has(Number(r.id)))
      .map((r) => ({ id: Number(r.id), isNew: r.isNew })),
    liked: liked.map((r) => Number(r.id)).filter((id) => visible.has(id)),
  };
}

/**
 * Today's quota and the next profiles to swipe: of the gender the member looks for, not yet
 * liked or passed, nobody blocked either way, only with an approved main photo.
 */
export async function swipeStack(
  db: Db,
  input: { me: SessionUser; timeZone: string },
  clock: Clock,
): Promise<{ quota: SwipeQuota; profiles: MemberCard[] }> {
  const { me } = input;
  const now = clock();
  const [mine] = await db
    .select({ lookingFor: profiles.lookingForGender })
    .from(profiles)
    .where(eq(profiles.userId, me.id));
  const where = conditions(me.brandId, me.id, { gender: mine?.lookingFor ?? undefined }, now);
  where.push(
    notLikedBy(me.id),
    sql`not exists (select 1 from ${swipePasses} where ${swipePasses.memberId} = ${me.id} and ${swipePasses.passedId} = ${users.id})`,
    // Only profiles with an approved main photo make a card worth swiping (memberCards joins it).
    isNotNull(photos.id),
  );
  const [quota, cards] = await Promise.all([
    swipeQuotaOf(db, me.id, now, input.timeZone),
    memberCards(db, where, STACK_SIZE, 0, now),
  ]);
  return { quota, profiles: cards };
}

/**
 * The member's new likes from active members, and the newest of them that is mutual (the match
 * banner): the same rule as `likesOf`, counted without the cards.
 */
export async function newLikes(
  db: Db,
  memberId: number,
): Promise<{ count: number; match: { id: number; name: string } | null }> {
  const mine = alias(likes, 'mine');
  const rows = await db
    .select({
      id: likes.likerId,
      name: profiles.name,
      mutual: exists(
        db
          .select({ one: sql`1` })
          .from(mine)
          .where(and(eq(mine.likerId, memberId), eq(mine.likedId, likes.likerId))),
      ).mapWith(Boolean),
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.likerId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(likes.likedId, memberId), eq(likes.isNew, true), activeMember()))
    .orderBy(desc(likes.createdAt));
  const match = rows.find((r) => r.mutual);
  return { count: rows.length, match: match ? { id: Number(match.id), name: match.name } : null };
}
