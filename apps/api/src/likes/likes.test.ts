/** Likes and matches through the API (spec §3 likes response, §4 likes, §7 likes.php). */
import { likes, users } from '@dating/db/schema';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 6 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
});
afterAll(() => h.close());

const like = (id: unknown, cookie?: string) =>
  h.request('/api/like.php', { method: 'POST', body: JSON.stringify({ id }), cookie });

describe('likes and matches', () => {
  it('a like shows as new in the other member’s likes, and a like back makes a match', async () => {
    const first = await like(bob.id, alice.cookie);
    expect(first.body).toEqual({ ok: true, match: false });
    const bobs = await h.request('/api/likes.php', { cookie: bob.cookie });
    expect(bobs.body.liked_by).toContainEqual({ id: alice.id, like_new: true });
    expect(bobs.body.profiles.map((p: { id: number }) => p.id)).toContain(alice.id);
    const back = await like(alice.id, bob.cookie);
    expect(back.body).toEqual({ ok: true, match: true });
    const alices = await h.request('/api/likes.php', { cookie: alice.cookie });
    expect(alices.body.liked).toContain(bob.id);
    expect(alices.body.liked_by.map((l: { id: number }) => l.id)).toContain(bob.id);
  });

  it('opening the profile clears the new-like flag and tells the viewer they liked', async () => {
    const profile = await h.request(`/api/member.php?id=${alice.id}`, { cookie: bob.cookie });
    expect(profile.body.member.liked).toBe(true);
    const bobs = await h.request('/api/likes.php', { cookie: bob.cookie });
    expect(bobs.body.liked_by).toContainEqual({ id: alice.id, like_new: false });
  });

  it('liking twice writes one like', async () => {
    await like(bob.id, alice.cookie);
    const [row] = await h.db.select({ n: count() }).from(likes).where(eq(likes.likerId, alice.id));
    expect(Number(row!.n)).toBe(1);
  });

  it('refuses self-likes, unknown members, bad bodies and visitors without writing', async () => {
    expect((await like(alice.id, alice.cookie)).status).toBe(400);
    expect((await like(999_999_999, alice.cookie)).status).toBe(404);
    const bad = await like('x', alice.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ id: 'invalid' });
    expect((await like(bob.id)).status).toBe(403);
    expect((await h.request('/api/likes.php')).status).toBe(403);
    const [row] = await h.db.select({ n: count() }).from(likes);
    expect(Number(row!.n)).toBe(2);
  });

  it('cannot like a member of another brand', async () => {
    const [other] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, 'velvet'), notInArray(users.id, [alice.id, bob.id])))
      .limit(1);
    await h.db.update(users).set({ brandId: 'herflame' }).where(eq(users.id, other!.id));
    try {
      const res = await like(Number(other!.id), alice.cookie);
      expect(res.body.error?.code).toBe('not_found');
      expect(res.status).toBe(404);
    } finally {
      await h.db.update(users).set({ brandId: 'velvet' }).where(eq(users.id, other!.id));
    }
  });
});
