/**
 * What anyone reads about members (spec §2, §3, §6, ADR 0019, ADR 0031): the search, the
 * showcase of the home page and the landers, the match finder's short list, the place of a
 * position. Queries take the database, the input and the clock (ADR 0049); the search refuses a
 * visitor where the site keeps search to members.
 */
import type { MemberCard } from '@dating/contract';
import type { Db } from '@dating/db';
import { photos, profileInterests, profiles, users } from '@dating/db/schema';
import { ageOn, placeSlug } from '@dating/domain';
import { type SQL, and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { getNearestCity } from 'offline-geocode-city';
import type { SessionUser } from '../auth/session.ts';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { notLikedBy } from '../likes/queries.ts';
import { type SearchFilters, conditions, memberCards, searchMembers } from './search.ts';
import { listedMember } from './visibility.ts';

/**
 * One page of the member search for a viewer (null: a visitor). Spec §6: visitors may search
 * only when the site allows it or they came with a traffic source (`visitorsMaySearch`).
 */
export async function searchFor(
  db: Db,
  input: {
    brandId: string;
    viewerId: number | null;
    visitorsMaySearch: boolean;
    filters: SearchFilters;
  },
  clock: Clock,
): Promise<Result<Awaited<ReturnType<typeof searchMembers>>>> {
  if (input.viewerId === null && !input.visitorsMaySearch) return refuse('authentication_required');
  return done(await searchMembers(db, input.brandId, input.viewerId, input.filters, clock()));
}

const SHOWCASE_SIZE = 12;
/** How long a brand's list of places is reused: places change only as members sign up. */
const PLACES_TTL_MS = 10 * 60_000;
const placesCache = new Map<
  string,
  { at: number; places: { city: string | null; region: string | null }[] }
>();

async function brandPlaces(db: Db, brandId: string, now: number) {
  const cached = placesCache.get(brandId);
  if (cached && now - cached.at < PLACES_TTL_MS) return cached.places;
  const places = await db
    .selectDistinct({ city: profiles.city, region: profiles.region })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(listedMember(brandId));
  placesCache.set(brandId, { at: now, places });
  return places;
}

/** The city (first) or region whose campaign word is `place`, as members wrote it. */
async function findPlace(db: Db, brandId: string, place: string, now: number) {
  const places = await brandPlaces(db, brandId, now);
  const city = places.find((p) => p.city && placeSlug(p.city) === place)?.city;
  if (city) return { name: city, where: eq(profiles.city, city) };
  const region = places.find((p) => p.region && placeSlug(p.region) === place)?.region;
  if (region) return { name: region, where: eq(profiles.region, region) };
  return null;
}

/**
 * Members with a photo for the home page and the marketing landers, newest first. Open to
 * visitors whatever logged_out_search says: a handful of cards, never a search. A campaign place
 * narrows it to one city or region. Only members with a photo and never fictional profiles.
 */
export async function showcase(
  db: Db,
  input: { brandId: string; viewerId: number | null; place?: string; limit?: number },
  clock: Clock,
): Promise<{ members: MemberCard[]; place: string | null }> {
  const now = clock();
  const where: SQL[] = [
    ...conditions(input.brandId, input.viewerId, {}, now),
    isNotNull(photos.id),
    // Marketing shows real members only: a fictional profile is never the face of an advert.
    eq(users.fictional, false),
  ];
  const place = input.place ? await findPlace(db, input.brandId, input.place, now.getTime()) : null;
  const members = await memberCards(
    db,
    place ? [...where, place.where] : where,
    input.limit ?? SHOWCASE_SIZE,
    0,
    now,
  );
  return { members, place: place?.name ?? null };
}

/** How many candidates the finder proposes at once. */
const SHORT_LIST = 6;
/** Years either side of the member's own age when they set no ages. */
const AGE_BAND = 8;

export interface MatchFinderInput {
  /** '' for either gender; absent for the gender the member looks for. */
  gender?: 'male' | 'female' | '';
  min_age?: number;
  max_age?: number;
  /** '1': only the member's own country. */
  nearby?: string;
}

export interface MatchFinderResult {
  filters: { gender: 'male' | 'female' | null; min_age: number; max_age: number; nearby: boolean };
  matches: (MemberCard & { shared_interests: number })[];
}

/**
 * A short list of members who fit the member's own profile (spec §2 /match-finder, ADR 0019):
 * the gender they look for, an age band around their own, optionally their country — best first
 * by interests in common. Liked and blocked members are left out.
 */
export async function findMatches(
  db: Db,
  input: { me: SessionUser; query: MatchFinderInput },
  clock: Clock,
): Promise<MatchFinderResult> {
  const { me, query: q } = input;
  const now = clock();
  const [mine] = await db
    .select({ lookingFor: profiles.lookingForGender, dob: profiles.dateOfBirth, country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, me.id));
  const age = mine ? ageOn(mine.dob, now) : 30;
  const min_age = q.min_age ?? Math.max(18, age - AGE_BAND);
  const filters = {
    gender: q.gender === '' ? null : (q.gender ?? mine?.lookingFor ?? null),
    min_age,
    max_age: q.max_age ?? Math.max(min_age, Math.min(99, age + AGE_BAND)),
    nearby: q.nearby === '1',
  };
  const where = conditions(
    me.brandId,
    me.id,
    {
      gender: filters.gender ?? undefined,
      min_age: filters.min_age,
      max_age: filters.max_age,
      country: filters.nearby ? mine?.country : undefined,
    },
    now,
  );
  where.push(notLikedBy(me.id));
  const shared = sql<number>`(select count(*) from ${profileInterests} pi
    where pi.user_id = ${users.id} and pi.interest_slug in
      (select mine.interest_slug from ${profileInterests} mine where mine.user_id = ${me.id}))`;
  const ranked = await db
    .select({ id: users.id, shared })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...where))
    // Interests in common first, then members with a photo, then the newest.
    .orderBy(desc(shared), sql`${profiles.mainPhotoId} is null`, desc(users.id))
    .limit(SHORT_LIST);
  const ids = ranked.map((r) => Number(r.id));
  const cards = ids.length ? await memberCards(db, [inArray(users.id, ids)], ids.length, 0, now) : [];
  const byId = new Map(cards.map((m) => [m.id, m]));
  return {
    filters,
    matches: ranked.flatMap((r) => {
      const card = byId.get(Number(r.id));
      return card ? [{ ...card, shared_interests: Number(r.shared) }] : [];
    }),
  };
}

/**
 * A position to a country and the nearest town (spec §7; issue 6), offline from the data
 * `offline-geocode-city` ships — no position leaves our server and nothing is stored. False when
 * no town is near (the library gives up far out at sea).
 */
export function reverseGeocode(lat: number, lon: number): { country: string; city: string } | false {
  try {
    const place = getNearestCity(lat, lon);
    return place?.countryIso2 ? { country: place.countryIso2.toUpperCase(), city: place.cityName } : false;
  } catch {
    return false;
  }
}
