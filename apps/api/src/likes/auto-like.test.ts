/** GET /api/auto-like.php (spec §2 like modal, §7): one fictional profile's like a day. */
import { likes, users } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let clock = new Date('2026-11-20T09:00:00Z');
let h: Harness;
let alice: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 40, now: () => clock });
  alice = await h.member('alice@velvet.demo');
});
afterAll(() => h.close());

const autoLike = () => h.request('/api/auto-like.php', { cookie: alice.cookie });

describe('auto-like', () => {
  it('gives a fictional profile that now likes the member, shown as new in the likes', async () => {
    const res = await autoLike();
    expect(res.status).toBe(200);
    const { profile } = res.body;
    expect(profile.fictional).toBe(true);
    const [liker] = await h.db.select().from(users).where(eq(users.id, profile.id));
    expect(liker!.fictional).toBe(true);
    const mine = (await h.request('/api/likes.php', { cookie: alice.cookie })).body;
    expect(mine.liked_by).toContainEqual({ id: profile.id, like_new: true });
  });

  it('gives no second one the same day, and another one the next day', async () => {
    expect((await autoLike()).body).toEqual({ profile: null });
    clock = new Date('2026-11-21T09:00:01Z');
    const next = (await autoLike()).body.profile;
    expect(next).not.toBeNull();
    const rows = await h.db
      .select()
      .from(likes)
      .where(and(eq(likes.likedId, alice.id), eq(likes.source, 'auto')));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.likerId)).size).toBe(2);
  });

  it('needs a session', async () => {
    expect((await h.request('/api/auto-like.php')).status).toBe(403);
  });
});
