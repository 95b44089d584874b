/** GET /api/match-finder.php (ADR 0019): filters from the member's own profile, best first. */
import { profileInterests, profiles } from '@dating/db/schema';
import { ageOn } from '@dating/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

const now = new Date('2026-11-20T09:00:00Z');
let h: Harness;
let alice: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 40, now: () => now });
  alice = await h.member('alice@velvet.demo');
});
afterAll(() => h.close());

const find = (query = '') => h.request(`/api/match-finder.php${query}`, { cookie: alice.cookie });

describe('match finder', () => {
  it('takes the gender looked for and an age band from the own profile, most interests in common first', async () => {
    const [me] = await h.db.select().from(profiles).where(eq(profiles.userId, alice.id));
    const res = await find();
    expect(res.status).toBe(200);
    const age = ageOn(me!.dateOfBirth, now);
    expect(res.body.filters).toEqual({
      gender: me!.lookingForGender,
      min_age: Math.max(18, age - 8),
      max_age: age + 8,
      nearby: false,
    });
    const { matches } = res.body;
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      expect(m.gender).toBe(me!.lookingForGender);
      expect(m.age).toBeGreaterThanOrEqual(res.body.filters.min_age);
      expect(m.age).toBeLessThanOrEqual(res.body.filters.max_age);
    }
    const scores = matches.map((m: { shared_interests: number }) => m.shared_interests);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The score is the real number of interests in common.
    const mine = new Set(
      (await h.db.select().from(profileInterests).where(eq(profileInterests.userId, alice.id))).map(
        (r) => r.interestSlug,
      ),
    );
    const theirs = await h.db
      .select()
      .from(profileInterests)
      .where(eq(profileInterests.userId, matches[0].id));
    expect(theirs.filter((r) => mine.has(r.interestSlug)).length).toBe(matches[0].shared_interests);
  });

  it('leaves out members already liked, and keeps to the country when asked', async () => {
    const first = (await find('?min_age=18&max_age=99')).body.matches[0];
    await h.request('/api/like.php', {
      method: 'POST',
      body: JSON.stringify({ id: first.id }),
      cookie: alice.cookie,
    });
    const again = (await find('?min_age=18&max_age=99')).body.matches.map((m: { id: number }) => m.id);
    expect(again).not.toContain(first.id);
    const [me] = await h.db.select().from(profiles).where(eq(profiles.userId, alice.id));
    const near = (await find('?nearby=1&min_age=18&max_age=99')).body;
    expect(near.filters.nearby).toBe(true);
    for (const m of near.matches) expect(m.country).toBe(me!.country);
  });

  it('refuses bad input and visitors', async () => {
    const bad = await find('?min_age=50&max_age=30');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ max_age: 'min_above_max' });
    expect((await find('?nearby=yes')).status).toBe(400);
    expect((await h.request('/api/match-finder.php')).status).toBe(403);
  });
});
