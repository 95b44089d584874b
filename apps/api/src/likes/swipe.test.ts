/** The swipe game through the API (spec §4, §9: 4 likes a day; day boundary per ADR 0100). */
import { likes, profiles, swipePasses } from '@dating/db/schema';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

// 09:00 in London on a winter day. The dev host serves velvet's first domain, whose country is
// GB: the quota resets at the next midnight in London (00:00 UTC; ADR 0043). The German domain's
// day ends an hour earlier (23:00 UTC).
let clock = new Date('2026-11-20T09:00:00Z');
let h: Harness;
let alice: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 30, now: () => clock });
  alice = await h.member('alice@velvet.demo');
});
afterAll(() => h.close());

const state = async () => (await h.request('/api/swipe.php', { cookie: alice.cookie })).body;
const swipe = (body: unknown, cookie = alice.cookie) =>
  h.request('/api/swipe.php', { method: 'POST', body: JSON.stringify(body), cookie });

describe('swipe game', () => {
  it('offers profiles of the gender the member looks for, each with a photo', async () => {
    const s = await state();
    expect(s).toMatchObject({ remaining: 4, used: 0, resets_at: '2026-11-21T00:00:00.000Z' });
    expect(s.profiles.length).toBeGreaterThan(0);
    const me = (await h.request('/api/profile.php', { cookie: alice.cookie })).body.profile;
    for (const p of s.profiles) {
      expect(p.main_image).not.toBeNull();
      if (me.looking_for_gender) expect(p.gender).toBe(me.looking_for_gender);
    }
  });

  it('allows 4 likes a day, then answers 429 with the reset time and writes nothing', async () => {
    const ids: number[] = (await state()).profiles.map((p: { id: number }) => p.id);
    for (const [i, id] of ids.slice(0, 4).entries()) {
      const res = await swipe({ id, like: true });
      expect(res.status).toBe(200);
      expect(res.body.remaining).toBe(3 - i);
    }
    const after = await state();
    expect(after.remaining).toBe(0);
    expect(after.profiles.map((p: { id: number }) => p.id)).not.toContain(ids[0]);

    const refused = await swipe({ id: ids[4], like: true });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('swipe_limit_reached');
    expect(refused.body.error.params.resets_at).toBe('2026-11-21T00:00:00.000Z');
    const [row] = await h.db.select({ n: count() }).from(likes).where(eq(likes.likerId, alice.id));
    expect(Number(row!.n)).toBe(4);

    // A like from the profile page is not a swipe and still works.
    expect(
      (
        await h.request('/api/like.php', {
          method: 'POST',
          body: JSON.stringify({ id: ids[4] }),
          cookie: alice.cookie,
        })
      ).status,
    ).toBe(200);
  });

  it('passing still works after the limit and hides the profile from the game', async () => {
    const next = (await state()).profiles[0].id;
    expect((await swipe({ id: next, like: false })).status).toBe(200);
    expect((await state()).profiles.map((p: { id: number }) => p.id)).not.toContain(next);
  });

  it('gives 4 new likes after midnight in the site’s time zone (the domain’s country, ADR 0043)', async () => {
    clock = new Date('2026-11-20T23:00:01Z');
    // Midnight has passed in Berlin, not yet in London.
    const german = await h.request('/api/swipe.php', {
      cookie: alice.cookie,
      origin: 'http://de.velvet.localhost',
    });
    expect(german.body).toMatchObject({ remaining: 4, resets_at: '2026-11-21T23:00:00.000Z' });
    expect(await state()).toMatchObject({ remaining: 0, resets_at: '2026-11-21T00:00:00.000Z' });
    clock = new Date('2026-11-21T00:00:01Z');
    expect((await state()).remaining).toBe(4);
  });

  it('six swipes sent at once take exactly the four likes left', async () => {
    const ids: number[] = (await state()).profiles.map((p: { id: number }) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    const results = await Promise.all(ids.slice(0, 6).map((id) => swipe({ id, like: true })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await state()).remaining).toBe(0);
  });

  it('refuses bad input and visitors, writing nothing', async () => {
    const [before] = await h.db.select({ n: count() }).from(swipePasses);
    expect((await swipe({ id: 'x', like: true })).status).toBe(400);
    expect((await swipe({ id: 5 })).body.error.fields).toEqual({ like: 'invalid' });
    expect((await swipe({ id: alice.id, like: false })).status).toBe(400);
    expect((await swipe({ id: 999_999_999, like: false })).status).toBe(404);
    expect((await h.request('/api/swipe.php')).status).toBe(403);
    const [after] = await h.db.select({ n: count() }).from(swipePasses);
    expect(after!.n).toBe(before!.n);
  });
});

describe('swipe game with photo-less newcomers', () => {
  // A harness of its own (more members than the file's); made in a hook, not inside the test,
  // so a busy machine's slower seeding counts against the hook's time, not the test's.
  let own: Harness;
  beforeAll(async () => {
    own = await createHarness({ members: 60, now: () => clock });
  });
  afterAll(() => own.close());

  it('still deals cards when the newest members have no photo yet', async () => {
    // New sign-ups without a photo are the newest profiles; they must not crowd out the stack.
    const me = await own.member('alice@velvet.demo');
    const [mine] = await own.db
      .select({ lookingFor: profiles.lookingForGender })
      .from(profiles)
      .where(eq(profiles.userId, me.id));
    const candidates = await own.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(isNotNull(profiles.mainPhotoId), eq(profiles.gender, mine!.lookingFor!)))
      .orderBy(desc(profiles.userId));
    expect(candidates.length).toBeGreaterThan(14);
    await own.db
      .update(profiles)
      .set({ mainPhotoId: null })
      .where(
        inArray(
          profiles.userId,
          candidates.slice(0, -4).map((r) => r.id),
        ),
      );
    const s = (await own.request('/api/swipe.php', { cookie: me.cookie })).body;
    expect(s.profiles.map((p: { id: number }) => p.id).sort()).toEqual(
      candidates
        .slice(-4)
        .map((r) => r.id)
        .sort(),
    );
  });
});
