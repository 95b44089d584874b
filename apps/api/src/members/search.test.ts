/** GET /api/members.php: the search behind /members (spec §3 Search state). */
import { memberSearchResponseSchema } from '@dating/contract';
import { sites } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 60 });
});
afterAll(() => h.close());

const search = async (query: string, cookie?: string) => {
  const res = await h.request(`/api/members.php${query}`, { cookie });
  return { ...res, result: res.status === 200 ? memberSearchResponseSchema.parse(res.body) : null };
};

describe('GET /api/members.php', () => {
  it('gives a first page of 24 members with photos and the total', async () => {
    const { result } = await search('');
    expect(result!.members).toHaveLength(24);
    expect(result!.total).toBeGreaterThanOrEqual(60);
    expect(result!.members.filter((m) => m.main_image).length).toBe(24);
  });

  it('pages through without repeating anyone', async () => {
    const one = (await search('?page=1')).result!;
    const two = (await search('?page=2')).result!;
    const ids = new Set(one.members.map((m) => m.id));
    expect(two.members.some((m) => ids.has(m.id))).toBe(false);
  });

  it('pages on and back from a neighbouring page’s edge (keyset) with the same members as by number', async () => {
    const ids = (r: { members: { id: number }[] }) => r.members.map((m) => m.id);
    const one = (await search('?page=1')).result!;
    const two = (await search('?page=2')).result!;
    const three = (await search('?page=3')).result!;
    const twoByKey = (await search(`?page=2&after=${one.members.at(-1)!.id}`)).result!;
    expect(ids(twoByKey)).toEqual(ids(two));
    expect(twoByKey).toMatchObject({ page: 2, total: two.total });
    const twoBack = (await search(`?page=2&before=${three.members[0]!.id}`)).result!;
    expect(ids(twoBack)).toEqual(ids(two));
    const both = await search(`?page=2&after=5&before=9`);
    expect([both.status, both.body.error.fields]).toEqual([400, { before: 'invalid' }]);
    expect((await search('?page=2&after=-1')).status).toBe(400);
  });

  it('filters by gender, country and age', async () => {
    const { result } = await search('?gender=female&min_age=25&max_age=60');
    expect(result!.members.length).toBeGreaterThan(0);
    for (const m of result!.members) {
      expect(m.gender).toBe('female');
      expect(m.age).toBeGreaterThanOrEqual(25);
      expect(m.age).toBeLessThanOrEqual(60);
    }
    const byCountry = (await search('?country=NL')).result!;
    for (const m of byCountry.members) expect(m.country).toBe('NL');
  });

  it('shows similar members when few match', async () => {
    const { result } = await search('?gender=female&min_age=98&max_age=99');
    expect(result!.total).toBe(0);
    expect(result!.similar.length).toBeGreaterThan(0);
    for (const m of result!.similar) expect(m.gender).toBe('female');
  });

  it('leaves the signed-in member out of their own results', async () => {
    const { cookie, body } = await h.login('alice@velvet.demo');
    const me = body.user.id;
    for (let page = 1; page <= 4; page++) {
      const { result } = await search(`?page=${page}`, cookie);
      expect(result!.members.some((m) => m.id === me)).toBe(false);
    }
  });

  it('says which members on the page the signed-in member liked, and nothing to a visitor', async () => {
    const { cookie } = await h.login('alice@velvet.demo');
    const first = (await search('?gender=male', cookie)).result!.members;
    const liked = await h.request('/api/like.php', {
      method: 'POST',
      body: JSON.stringify({ id: first[2]!.id }),
      cookie,
    });
    expect(liked.status).toBe(200);
    const again = (await search('?gender=male', cookie)).result!.members;
    expect(again.filter((m) => m.liked).map((m) => m.id)).toEqual([first[2]!.id]);
    expect(again.every((m) => typeof m.liked === 'boolean')).toBe(true);
    expect((await search('?gender=male')).result!.members.some((m) => 'liked' in m)).toBe(false);
  });

  it('ignores empty filter fields (a submitted empty form)', async () => {
    const { status } = await search('?gender=&country=&min_age=&max_age=&page=1');
    expect(status).toBe(200);
  });

  it.each([
    ['?min_age=abc', 'min_age'],
    ['?min_age=17', 'min_age'],
    ['?max_age=100', 'max_age'],
    ['?min_age=40&max_age=30', 'max_age'],
    ['?gender=robot', 'gender'],
    ['?country=Netherlands', 'country'],
    ['?page=0', 'page'],
  ])('refuses %s with a field error on %s', async (query, field) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields)).toContain(field);
  });
});

describe('logged-out search (spec §6)', () => {
  const setSearch = async (settings: Record<string, boolean>) => {
    await h.db.update(sites).set({ settings }).where(eq(sites.host, 'velvetdate.example'));
    await h.dataChanged();
  };

  it('refuses a visitor when the site keeps search for members', async () => {
    await setSearch({ logged_out_search: false, logged_out_search_trafficsource: false });
    const res = await search('');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('authentication_required');
    const { cookie } = await h.login('alice@velvet.demo');
    expect((await search('', cookie)).status).toBe(200);
  });

  it('lets a visitor with a traffic source search when the site allows that', async () => {
    await setSearch({ logged_out_search: false, logged_out_search_trafficsource: true });
    expect((await search('')).status).toBe(403);
    expect((await search('?network=partner1')).status).toBe(200);
    await setSearch({});
  });
});
