/**
 * Member search (spec §3 Search state): filters by gender, country, region and age, newest
 * first, one page at a time with the total, plus "similar" members when few match. Paging on
 * and back seeks by member id (keyset, ADR 0027).
 */
import type { MemberCard } from '@dating/contract';
import { PAGE_SIZE, TOTAL_CAP } from '@dating/contract';
import type { Db } from '@dating/db';
import { likes, photos, profiles, users } from '@dating/db/schema';
import { ageOn, birthDateBoundsForAge } from '@dating/domain';
import { photoShown } from '../photos/visibility.ts';
import { type SQL, and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { notBlockedWith } from './blocks.ts';
import { listedMember } from './visibility.ts';

export interface SearchFilters {
  gender?: 'male' | 'female';
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  page: number;
  /** Keyset anchors: the page after this member id, or the page before it (ADR 0027). */
  after?: number;
  before?: number;
}

/** Fewer results than this on page 1 brings in similar members. */
const SIMILAR_BELOW = 6;

export function conditions(
  brandId: string,
  viewerId: number | null,
  f: Omit<SearchFilters, 'page' | 'after' | 'before'>,
  now: Date,
): SQL[] {
  const where: SQL[] = [listedMember(brandId)];
  if (viewerId !== null) where.push(ne(users.id, viewerId), notBlockedWith(viewerId));
  if (f.gender) where.push(eq(profiles.gender, f.gender));
  if (f.country) where.push(eq(profiles.country, f.country));
  if (f.countryregion) where.push(eq(profiles.region, f.countryregion));
  if (f.min_age !== undefined)
    where.push(lte(profiles.dateOfBirth, birthDateBoundsForAge(f.min_age, now).latest));
  if (f.max_age !== undefined)
    where.push(gte(profiles.dateOfBirth, birthDateBoundsForAge(f.max_age, now).earliest));
  return where;
}

/**
 * The query behind `memberCards`, unexecuted: the plan test (`query-plans.test.ts`) explains
 * exactly what runs.
 */
export function memberCardsQuery(
  /** The database or a transaction: only reads. */
  db: Pick<Db, 'select'>,
  where: SQL[],
  limit: number,
  offset: number,
  /** Newest first; 'asc' reads backwards from a keyset anchor (the caller reverses). */
  order: 'desc' | 'asc' = 'desc',
) {
  return db
    .select({
      id: users.id,
      fictional: users.fictional,
      name: profiles.name,
      gender: profiles.gender,
      dob: profiles.dateOfBirth,
      country: profiles.country,
      region: profiles.region,
      city: profiles.city,
      file: photos.filename,
      thumb: photos.thumbFilename,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(eq(photos.id, profiles.mainPhotoId), photoShown(users.brandId)))
    .where(and(...where))
    .orderBy(order === 'desc' ? desc(profiles.userId) : asc(profiles.userId))
    .limit(limit)
    .offset(offset);
}

/** Member cards matching `where`, newest first (search pages, likes). */
export async function memberCards(
  db: Pick<Db, 'select'>,
  where: SQL[],
  limit: number,
  offset: number,
  now: Date,
  order: 'desc' | 'asc' = 'desc',
): Promise<MemberCard[]> {
  const rows = await memberCardsQuery(db, where, limit, offset, order);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    age: ageOn(r.dob, now),
    gender: r.gender as MemberCard['gender'],
    country: r.country,
    region: r.region,
    city: r.city,
    fictional: r.fictional,
    main_image:
      r.file && r.thumb ? { filename: r.file, thumb_filename: r.thumb, status: 'approved' as const } : null,
  }));
}

/** Keyset bounds: members older than `after` (ids below it), or newer than `before`. */
export function keyset(side: 'after' | 'before', id: number): SQL[] {
  return side === 'after'
    ? [lt(profiles.userId, id), lt(users.id, id)]
    : [gt(profiles.userId, id), gt(users.id, id)];
}

/** How many match, counted no further than one past the cap (ADR 0022). */
export function cappedCountQuery(db: Pick<Db, 'select'>, where: SQL[]) {
  return db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(...where))
      .limit(TOTAL_CAP + 1)
      .as('matching'),
  );
}

export async function searchMembers(
  db: Db,
  brandId: string,
  viewerId: number | null,
  filters: SearchFilters,
  now: Date,
) {
  const where = conditions(brandId, viewerId, filters, now);
  // Next and previous pages come with the neighbouring page's last or first id: the index seeks
  // there instead of walking `offset` rows, so page 200 costs what page 1 costs. A page number
  // alone (typed or shared) still works by offset.
  // The bound goes on both sides of the users–profiles join: the planner merges the two id
  // indexes, and each must start at the anchor rather than walk down to it.
  const page = filters.after
    ? memberCards(db, [...where, ...keyset('after', filters.after)], PAGE_SIZE, 0, now)
    : filters.before
      ? memberCards(db, [...where, ...keyset('before', filters.before)], PAGE_SIZE, 0, now, 'asc').then((r) =>
          r.reverse(),
        )
      : memberCards(db, where, PAGE_SIZE, (filters.page - 1) * PAGE_SIZE, now);
  const [members, [total]] = await Promise.all([
    page,
    // Counting stops one past the cap, so a brand with a million members counts no slower
    // than a page (ADR 0022).
    cappedCountQuery(db, where),
  ]);
  // Which of the page's members the viewer liked: the cards offer a like only where none is.
  if (viewerId !== null && members.length > 0) {
    const liked = await db
      .select({ id: likes.likedId })
      .from(likes)
      .where(
        and(
          eq(likes.likerId, viewerId),
          inArray(
            likes.likedId,
            members.map((m) => m.id),
          ),
        ),
      );
    const ids = new Set(liked.map((l) => Number(l.id)));
    for (const m of members) m.liked = ids.has(m.id);
  }
  const counted = Number(total?.n ?? 0);
  const totalCount = Math.min(counted, TOTAL_CAP);
  let similar: MemberCard[] = [];
  if (filters.page === 1 && totalCount < SIMILAR_BELOW) {
    // Similar: keep the gender, drop place and age, so a narrow search still shows people.
    const loose = conditions(brandId, viewerId, { gender: filters.gender }, now);
    const ids = new Set(members.map((m) => m.id));
    similar = (await memberCards(db, loose, SIMILAR_BELOW * 2, 0, now))
      .filter((m) => !ids.has(m.id))
      .slice(0, SIMILAR_BELOW);
  }
  return {
    members,
    total: totalCount,
    total_capped: counted > TOTAL_CAP,
    page: filters.page,
    per_page: PAGE_SIZE,
    similar,
  };
}
