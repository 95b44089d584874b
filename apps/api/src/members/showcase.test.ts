/** GET /api/showcase.php: members with a photo for the home page and the landers (ADR 0031). */
import { showcaseResponseSchema } from '@dating/contract';
import { profiles, sites } from '@dating/db/schema';
import { placeSlug } from '@dating/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 40 });
});
afterAll(() => h.close());

const showcase = async (query: string, cookie?: string) => {
  const res = await h.request(`/api/showcase.php${query}`, { cookie });
  return { ...res, result: res.status === 200 ? showcaseResponseSchema.parse(res.body) : null };
};

describe('GET /api/showcase.php', () => {
  it('gives twelve members, each with a photo, to a visitor even where search is for members only', async () => {
    await h.db
      .update(sites)
      .set({ settings: { logged_out_search: false, logged_out_search_trafficsource: false } })
      .where(eq(sites.host, 'velvetdate.example'));
    await h.dataChanged();
    const { status, result } = await showcase('');
    expect(status).toBe(200);
    expect(result!.members).toHaveLength(12);
    expect(result!.members.every((m) => m.main_image !== null && !m.fictional)).toBe(true);
    expect(result!.place).toBeNull();
    await h.db.update(sites).set({ settings: {} }).where(eq(sites.host, 'velvetdate.example'));
    await h.dataChanged();
  });

  it('takes a limit of up to 24', async () => {
    expect((await showcase('?limit=3')).result!.members).toHaveLength(3);
  });

  it('shows the members of a campaign place, and everyone with no place for an unknown one', async () => {
    const all = (await showcase('?limit=24')).result!.members;
    const city = all.find((m) => m.city)!.city!;
    const { result } = await showcase(`?place=${placeSlug(city)}&limit=24`);
    expect(result!.place).toBe(city);
    expect(result!.members.length).toBeGreaterThan(0);
    for (const m of result!.members) expect(m.city).toBe(city);
    const unknown = (await showcase('?place=atlantis&limit=24')).result!;
    expect(unknown.place).toBeNull();
    expect(unknown.members.map((m) => m.id)).toEqual(all.map((m) => m.id));
  });

  it('leaves out hidden members and the viewer’s own card', async () => {
    const first = (await showcase('?limit=1')).result!.members[0]!;
    await h.db.update(profiles).set({ searchable: false }).where(eq(profiles.userId, first.id));
    const after = (await showcase('?limit=24')).result!.members;
    expect(after.some((m) => m.id === first.id)).toBe(false);
    await h.db.update(profiles).set({ searchable: true }).where(eq(profiles.userId, first.id));
    const alice = await h.member('alice@velvet.demo');
    const mine = (await showcase('?limit=24', alice.cookie)).result!.members;
    expect(mine.some((m) => m.id === alice.id)).toBe(false);
  });

  it.each([
    ['?place=Den%20Haag', 'place'],
    [`?place=${'a'.repeat(41)}`, 'place'],
    ['?limit=0', 'limit'],
    ['?limit=25', 'limit'],
  ])('refuses %s with a field error on %s', async (query, field) => {
    const res = await showcase(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields)).toContain(field);
  });
});
