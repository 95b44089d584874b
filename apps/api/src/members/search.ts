/**
 * Member search (spec §3 Search state): filters by gender, country, region and age, newest
 * first, one page at a time with the total, plus "similar" members when few match. Paging on
 * and back seeks by member id (keyset, ADR 0027). The total is counted once per filter
 * combination and stored until the brand's search-visible data changes (ADR 0082).
 */
import type { MemberCard } from '@dating/contract';
import { PAGE_SIZE, TOTAL_CAP } from '@dating/contract';
import type { Db } from '@dating/db';
import { likes, photos, profiles, searchCountGenerations, searchCounts, users } from '@dating/db/schema';
import { ageOn, birthDateBoundsForAge } from '@dating/domain';
import { photoShown } from '../photos/visibility.ts';
import { type SQL, and, asc, count, desc, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { notBlockedWith, viewerAndBlockedWith } from './blocks.ts';
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

type Filters = Omit<SearchFilters, 'page' | 'after' | 'before'>;

/** The filters as the query applies them: ages become birth-date bounds for `now`'s day. */
function applied(f: Filters, now: Date) {
  return {
    gender: f.gender ?? null,
    country: f.country ?? null,
    region: f.countryregion ?? null,
    bornBy: f.min_age !== undefined ? birthDateBoundsForAge(f.min_age, now).latest : null,
    bornFrom: f.max_age !== undefined ? birthDateBoundsForAge(f.max_age, now).earliest : null,
  };
}

export function conditions(brandId: string, viewerId: number | null, f: Filters, now: Date): SQL[] {
  const a = applied(f, now);
  const where: SQL[] = [listedMember(brandId)];
  if (viewerId !== null) where.push(ne(users.id, viewerId), notBlockedWith(viewerId));
  if (a.gender) where.push(eq(profiles.gender, a.gender));
  if (a.country) where.push(eq(profiles.country, a.country));
  if (a.region) where.push(eq(profiles.region, a.region));
  if (a.bornBy !== null) where.push(lte(profiles.dateOfBirth, a.bornBy));
  if (a.bornFrom !== null) where.push(gte(profiles.dateOfBirth, a.bornFrom));
  return where;
}

/**
 * The stored total's key: the same filters as `conditions` applies, so two searches share a
 * total exactly when they match the same members. Ages are keyed by their birth-date bounds:
 * at midnight (UTC) "30–45" is a new key, as it matches other members.
 */
export function countKey(f: Filters, now: Date): string {
  return JSON.stringify(applied(f, now));
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
  /** A member whose likes the cards say (`liked`), read in the same statement. */
  likedBy: number | null = null,
) {
  return db
    .select({
      ...(likedBy === null
        ? {}
        : {
            liked:
              sql<boolean>`exists (select 1 from ${likes} where ${likes.likerId} = ${likedBy} and ${likes.likedId} = ${users.id})`.mapWith(
                Boolean,
              ),
          }),
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
  likedBy: number | null = null,
): Promise<MemberCard[]> {
  const rows = await memberCardsQuery(db, where, limit, offset, order, likedBy);
  return rows.map((r) => ({
    ...('liked' in r ? { liked: Boolean(r.liked) } : {}),
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

/** How many match, counted no further than `limit` (one past the cap: ADR 0022). */
export function cappedCountQuery(db: Pick<Db, 'select'>, where: SQL[], limit = TOTAL_CAP + 1) {
  return db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(...where))
      .limit(limit)
      .as('matching'),
  );
}

/**
 * A stored total counts this far: past the cap by room for what a viewer's own search leaves
 * out (themselves, the members blocked either way). A viewer with more of those among the
 * matches than the room gets a live count when the stored total is at its limit.
 */
const STORED_COUNT_LIMIT = TOTAL_CAP + 1 + 100;

/** The brand's generation of search-visible data (0 before its first change). */
const generationOf = (brandId: string) =>
  sql`coalesce((select ${searchCountGenerations.generation} from ${searchCountGenerations} where ${searchCountGenerations.brandId} = ${brandId}), 0)`;

/**
 * One statement: the stored total for these filters if it is of the brand's current generation
 * (else null), and how many of the listed members matching them the viewer's search leaves out.
 * Both parts are exported for the plan test (`query-plans.test.ts`).
 */
export function storedTotalQuery(
  db: Pick<Db, 'select'>,
  brandId: string,
  key: string,
  listed: SQL[],
  viewerId: number | null,
) {
  const stored = db
    .select({ n: searchCounts.n })
    .from(searchCounts)
    .where(
      and(
        eq(searchCounts.brandId, brandId),
        eq(searchCounts.filterKey, key),
        eq(searchCounts.generation, generationOf(brandId)),
      ),
    );
  return sql`select (${stored}) as stored, ${viewerId === null ? sql`0` : sql`(${leftOutQuery(db, listed, viewerId)})`} as left_out`;
}

/**
 * Listed members matching `listed` that the viewer's own search leaves out: each of the viewer's
 * few left-out ids is looked up by key (a lateral subquery with a limit is never turned into a
 * walk over the matches).
 */
export function leftOutQuery(db: Pick<Db, 'select'>, listed: SQL[], viewerId: number) {
  const id = sql.raw('left_out.id');
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...listed, eq(users.id, id), eq(profiles.userId, id)))
    .limit(1);
  return sql`select count(*) from (${viewerAndBlockedWith(viewerId)}) as left_out cross join lateral (${matches}) as m`;
}

/**
 * Counts the listed members matching `listed` (up to the stored limit) and stores the figure
 * under the generation read in the same statement, so a change committed meanwhile leaves it
 * already stale rather than wrong. Totals of older generations, or keyed by a past day's
 * birth-date bounds, go at the same time.
 */
function countAndStoreQuery(db: Pick<Db, 'select'>, brandId: string, key: string, listed: SQL[]) {
  const counted = cappedCountQuery(db, listed, STORED_COUNT_LIMIT);
  return sql`with gone as (
    delete from ${searchCounts} where ${searchCounts.brandId} = ${brandId} and ${searchCounts.filterKey} <> ${key}
      and (${searchCounts.generation} <> ${generationOf(brandId)} or ${searchCounts.countedAt} < now() - interval '1 day')
  )
  insert into ${searchCounts} (brand_id, filter_key, generation, n)
  select ${brandId}, ${key}, ${generationOf(brandId)}, (${counted})
  on conflict (brand_id, filter_key) do update set generation = excluded.generation, n = excluded.n, counted_at = now()
  returning n`;
}

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

/**
 * How many members the viewer's search finds, counted no further than one past the cap, as
 * `cappedCountQuery` with the viewer's conditions would say (ADR 0022): the brand's stored total
 * for the filters less the members this viewer's search leaves out (ADR 0082).
 */
export async function searchTotal(
  db: Db,
  brandId: string,
  viewerId: number | null,
  f: Filters,
  now: Date,
): Promise<number> {
  const listed = conditions(brandId, null, f, now);
  const key = countKey(f, now);
  const [row] = rowsOf(await db.execute(storedTotalQuery(db, brandId, key, listed, viewerId)));
  const leftOut = Number(row?.left_out ?? 0);
  const stored =
    row?.stored === null || row?.stored === undefined
      ? Number(rowsOf(await db.execute(countAndStoreQuery(db, brandId, key, listed)))[0]?.n ?? 0)
      : Number(row.stored);
  // Below its limit the stored figure is exact, and so is the difference.
  if (stored < STORED_COUNT_LIMIT || stored - leftOut > TOTAL_CAP) return stored - leftOut;
  const [live] = await cappedCountQuery(db, conditions(brandId, viewerId, f, now));
  return Number(live?.n ?? 0);
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
  // The cards say which of them the viewer liked (they offer a like only where none is), in the
  // same statement.
  const page = filters.after
    ? memberCards(db, [...where, ...keyset('after', filters.after)], PAGE_SIZE, 0, now, 'desc', viewerId)
    : filters.before
      ? memberCards(
          db,
          [...where, ...keyset('before', filters.before)],
          PAGE_SIZE,
          0,
          now,
          'asc',
          viewerId,
        ).then((r) => r.reverse())
      : memberCards(db, where, PAGE_SIZE, (filters.page - 1) * PAGE_SIZE, now, 'desc', viewerId);
  const [members, counted] = await Promise.all([
    page,
    // The total is stored per filter combination until the brand's members change (ADR 0082);
    // counting, when it must, stops just past the cap (ADR 0022).
    searchTotal(db, brandId, viewerId, filters, now),
  ]);
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
