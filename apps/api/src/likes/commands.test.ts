/**
 * The like, swipe and block commands called as a job or the staff console would call them: with
 * the database, the input and a clock, no HTTP. A refusal is a value naming its reason (ADR 0049).
 */
import { likes, profiles, users } from '@dating/db/schema';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemberProfile } from '../members/commands.ts';
import { activeMember } from '../members/visibility.ts';
import { blockMember, unblockMember } from '../safety/commands.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { autoLike, likeMember, swipe } from './commands.ts';

// 09:00 in London: the swipe day ends at the next midnight there (ADR 0043).
const at = new Date('2026-11-20T09:00:00Z');
const clock = () => at;
const timeZone = 'Europe/London';

let h: Harness;
let me: { id: number; brandId: string };
let others: number[];
beforeAll(async () => {
  h = await createHarness({ members: 12 });
  me = { id: (await h.member('alice@velvet.demo')).id, brandId: 'velvet' };
  const rows = await h.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.brandId, 'velvet'), ne(users.id, me.id), activeMember()))
    .orderBy(users.id);
  others = rows.map((r) => Number(r.id));
});
afterAll(() => h.close());

describe('likeMember', () => {
  it('refuses oneself and nobody, and tells a mutual like', async () => {
    expect(await likeMember(h.db, { me, id: me.id, source: 'profile', timeZone }, clock)).toEqual({
      ok: false,
      reason: 'validation_failed',
      fields: { id: 'invalid' },
    });
    expect(await likeMember(h.db, { me, id: 987654321, source: 'profile', timeZone }, clock)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    const other = others[0]!;
    await h.db.insert(likes).values({ likerId: other, likedId: me.id, source: 'profile', createdAt: at });
    expect(await likeMember(h.db, { me, id: other, source: 'search', timeZone }, clock)).toEqual({
      ok: true,
      value: { match: true },
    });
    const [row] = await h.db
      .select({ at: likes.createdAt })
      .from(likes)
      .where(and(eq(likes.likerId, me.id), eq(likes.likedId, other)));
    expect(row?.at).toEqual(at);
  });

  it('refuses both sides of a block, and the profile to the blocked member', async () => {
    const other = { id: others[1]!, brandId: 'velvet' };
    expect(await blockMember(h.db, { me, id: other.id })).toEqual({ ok: true, value: undefined });
    expect((await likeMember(h.db, { me, id: other.id, source: 'profile', timeZone }, clock)).ok).toBe(false);
    expect(await likeMember(h.db, { me, id: other.id, source: 'profile', timeZone }, clock)).toMatchObject({
      reason: 'blocked',
    });
    expect(
      await likeMember(h.db, { me: other, id: me.id, source: 'profile', timeZone }, clock),
    ).toMatchObject({ reason: 'blocked_by_member' });
    expect(
      await openMemberProfile(
        h.db,
        {
          brandId: 'velvet',
          memberId: me.id,
          viewer: { id: other.id, paid: Promise.resolve(false) },
          visibleFields: [],
        },
        clock,
      ),
    ).toEqual({ ok: false, reason: 'blocked_by_member' });
    await unblockMember(h.db, { meId: me.id, id: other.id });
    expect(
      await openMemberProfile(
        h.db,
        {
          brandId: 'velvet',
          memberId: me.id,
          viewer: { id: other.id, paid: Promise.resolve(false) },
          visibleFields: [],
        },
        clock,
      ),
    ).toMatchObject({ ok: true, value: { id: me.id } });
  });
});

describe('swipe', () => {
  it('counts four likes on the clock’s day, then refuses with the reset time and writes nothing', async () => {
    const candidates = others.slice(2, 7);
    for (const [i, id] of candidates.slice(0, 4).entries()) {
      expect(await swipe(h.db, { me, id, like: true, timeZone }, clock)).toMatchObject({
        ok: true,
        value: { quota: { used: i + 1, remaining: 3 - i } },
      });
    }
    expect(await swipe(h.db, { me, id: candidates[4]!, like: true, timeZone }, clock)).toEqual({
      ok: false,
      reason: 'swipe_limit_reached',
      params: { resets_at: '2026-11-21T00:00:00.000Z' },
    });
    const [left] = await h.db
      .select({ id: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likerId, me.id), eq(likes.likedId, candidates[4]!)));
    expect(left).toBeUndefined();
    // A pass is not a like: it is never refused by the quota.
    expect(await swipe(h.db, { me, id: candidates[4]!, like: false, timeZone }, clock)).toMatchObject({
      ok: true,
      value: { match: false, quota: { remaining: 0 } },
    });
  });
});

describe('autoLike', () => {
  it('gives at most one like a day, dated by the clock', async () => {
    // Only the operator's fictional profiles like automatically: make every other member one.
    await h.db.update(users).set({ fictional: true }).where(inArray(users.id, others));
    const first = await autoLike(h.db, me, clock);
    expect(first?.fictional).toBe(true);
    const [row] = await h.db
      .select({ at: likes.createdAt })
      .from(likes)
      .where(and(eq(likes.likerId, first!.id), eq(likes.likedId, me.id), eq(likes.source, 'auto')));
    expect(row?.at).toEqual(at);
    expect(await autoLike(h.db, me, clock)).toBeNull();
  });
});
