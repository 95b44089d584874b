/**
 * Stored search totals (ADR 0082): a repeat search reuses the brand's total for its filters, and
 * any change to who a search finds makes the next total right — on this instance and on a second
 * one sharing the database — whatever path made the change.
 */
import { memberSearchResponseSchema } from '@dating/contract';
import { profiles, users } from '@dating/db/schema';
import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../app.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { type SearchFilters, cappedCountQuery, conditions } from './search.ts';

/** Members a search shows: active, searchable, not pending deletion. */
const listed = and(
  eq(profiles.searchable, true),
  eq(profiles.status, 'active'),
  ne(users.status, 'pending_deletion'),
);

let h: Harness;
let other: Api;
beforeAll(async () => {
  h = await createHarness({ members: 60 });
  other = await h.secondApi();
});
afterAll(() => h.close());

/** The total `/api/members.php` answers, through this instance or `via` another. */
const total = async (query: string, opts: { cookie?: string; via?: Api } = {}) => {
  const res = await h.request(`/api/members.php${query}`, opts);
  expect(res.status).toBe(200);
  return memberSearchResponseSchema.parse(res.body).total;
};

/** What counting the matches right now says (ADR 0022's capped count, no stored figure). */
const liveCount = async (viewerId: number | null, filters: Omit<SearchFilters, 'page'>) => {
  const [row] = await cappedCountQuery(h.db, conditions('velvet', viewerId, filters, new Date()));
  return Number(row!.n);
};

const put = (path: string, body: unknown, cookie: string, via?: Api) =>
  h.request(path, {
    method: path.endsWith('privacy.php') ? 'PUT' : 'POST',
    body: JSON.stringify(body),
    cookie,
    via,
  });

describe('stored search totals', () => {
  it('answers a repeat search with the live count, for a visitor and a member, on both instances', async () => {
    const alice = await h.member('alice@velvet.demo');
    for (const [query, filters] of [
      ['', {}],
      ['?gender=female', { gender: 'female' }],
      ['?gender=male&min_age=30&max_age=45', { gender: 'male', min_age: 30, max_age: 45 }],
      ['?country=NL', { country: 'NL' }],
    ] as const) {
      for (const via of [undefined, other]) {
        expect(await total(query, { via })).toBe(await liveCount(null, filters));
        expect(await total(query, { via, cookie: alice.cookie })).toBe(await liveCount(alice.id, filters));
      }
    }
  });

  it('counts a member switching privacy mode on and off at once, on the other instance too', async () => {
    const bob = await h.member('bob@velvet.demo');
    const before = await total('', { via: other });
    await put('/api/privacy.php', { privacy: true }, bob.cookie);
    expect(await total('', { via: other })).toBe(before - 1);
    expect(await total('')).toBe(before - 1);
    await put('/api/privacy.php', { privacy: false }, bob.cookie, other);
    expect(await total('')).toBe(before);
    expect(await total('', { via: other })).toBe(before);
  });

  it('counts a new member once their address is confirmed, on the next search', async () => {
    const before = await total('?gender=male', { via: other });
    const email = `counted-${Date.now()}@example.org`;
    const signup = await h.request('/api/signup.php', {
      method: 'POST',
      body: JSON.stringify({
        email,
        name: 'Counted',
        date_of_birth: '1990-04-12',
        password: 'violet-harbour-lantern',
        gender: 'male',
        looking_for: 'female',
        terms: true,
      }),
    });
    expect(signup.status).toBe(201);
    // Spec §4: the profile shows once the address is confirmed.
    expect(await total('?gender=male', { via: other })).toBe(before);
    const { token } = (await h.lastMail(email))!;
    const activation = await h.request('/api/activation.php', {
      method: 'POST',
      body: JSON.stringify({ token }),
    });
    expect(activation.status).toBe(200);
    expect(await total('?gender=male', { via: other })).toBe(before + 1);
    expect(await total('?gender=male')).toBe(before + 1);
  });

  it('follows profile edits, deactivation and deletion made by any path', async () => {
    const [member] = await h.db
      .select({ id: profiles.userId, country: profiles.country })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.brandId, 'velvet'), like(users.emailNormalized, 'member%'), listed))
      .limit(1);
    const query = `?country=${member!.country}`;
    const before = await total(query);
    // A country changed by the console, a script or anything else writing the row.
    const moveTo = member!.country === 'GB' ? 'NL' : 'GB';
    await h.db.update(profiles).set({ country: moveTo }).where(eq(profiles.userId, member!.id));
    expect(await total(query, { via: other })).toBe(before - 1);
    await h.db.update(profiles).set({ country: member!.country }).where(eq(profiles.userId, member!.id));
    expect(await total(query)).toBe(before);
    await h.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, member!.id));
    expect(await total(query, { via: other })).toBe(before - 1);
    await h.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, member!.id));
    await h.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, member!.id));
    expect(await total(query)).toBe(before - 1);
    await h.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member!.id));
    expect(await total(query, { via: other })).toBe(before);
    // An erasure deletes the account; the profile goes with it (a cascade).
    await h.db.delete(users).where(eq(users.id, member!.id));
    expect(await total(query)).toBe(before - 1);
    expect(await total(query, { via: other })).toBe(await liveCount(null, { country: member!.country }));
  });

  it('leaves a member blocked either way out of the blocker’s and the blocked member’s totals only', async () => {
    const bob = await h.member('bob@velvet.demo');
    const alice = await h.member('alice@velvet.demo');
    const visitor = await total('');
    const bobs = await total('', { cookie: bob.cookie });
    const alices = await total('', { cookie: alice.cookie });
    expect((await put('/api/block.php', { id: alice.id }, bob.cookie)).status).toBe(200);
    expect(await total('', { cookie: bob.cookie, via: other })).toBe(bobs - 1);
    expect(await total('', { cookie: alice.cookie })).toBe(alices - 1);
    expect(await total('', { via: other })).toBe(visitor);
    for (const who of [bob, alice])
      expect(await total('', { cookie: who.cookie })).toBe(await liveCount(who.id, {}));
  });
});
