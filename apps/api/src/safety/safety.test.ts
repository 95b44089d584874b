/** Block and report (spec §4, §6): what the blocked member can no longer see or do, through every API path. */
import { likes, reports } from '@dating/db/schema';
import { count, eq } from 'drizzle-orm';
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

const post = (path: string, body: unknown, cookie?: string, method = 'POST') =>
  h.request(path, { method, body: JSON.stringify(body), cookie });
const searchIds = async (cookie: string) =>
  (await h.request('/api/members.php', { cookie })).body.members.map((m: { id: number }) => m.id);

describe('blocking', () => {
  it('removes the likes, hides each from the other and shuts the blocked member out', async () => {
    await post('/api/like.php', { id: alice.id }, bob.cookie);
    await post('/api/like.php', { id: bob.id }, alice.cookie);
    expect(await searchIds(bob.cookie)).toContain(alice.id);

    expect((await post('/api/block.php', { id: bob.id }, alice.cookie)).status).toBe(200);
    const [row] = await h.db.select({ n: count() }).from(likes);
    expect(Number(row!.n)).toBe(0);

    const seen = await h.request(`/api/member.php?id=${alice.id}`, { cookie: bob.cookie });
    expect(seen.status).toBe(403);
    expect(seen.body.error.code).toBe('blocked_by_member');
    const liked = await post('/api/like.php', { id: alice.id }, bob.cookie);
    expect(liked.status).toBe(403);
    expect(await searchIds(bob.cookie)).not.toContain(alice.id);
    expect(await searchIds(alice.cookie)).not.toContain(bob.id);

    const mine = await h.request(`/api/member.php?id=${bob.id}`, { cookie: alice.cookie });
    expect(mine.body.member.blocked).toBe(true);
  });

  it('unblocking lets them see each other again', async () => {
    await post('/api/block.php', { id: bob.id }, alice.cookie, 'DELETE');
    expect((await h.request(`/api/member.php?id=${alice.id}`, { cookie: bob.cookie })).status).toBe(200);
  });

  it('refuses bad input and visitors', async () => {
    expect((await post('/api/block.php', { id: alice.id }, alice.cookie)).status).toBe(400);
    expect((await post('/api/block.php', { id: 'x' }, alice.cookie)).body.error.fields).toEqual({
      id: 'invalid',
    });
    expect((await post('/api/block.php', { id: 999_999_999 }, alice.cookie)).status).toBe(404);
    expect((await post('/api/block.php', { id: bob.id })).status).toBe(403);
  });
});

describe('reporting', () => {
  it('stores a report for the moderation team', async () => {
    const res = await post(
      '/api/report.php',
      { id: bob.id, reason: 'fake', message: 'Photos from a magazine' },
      alice.cookie,
    );
    expect(res.status).toBe(201);
    const [stored] = await h.db.select().from(reports).where(eq(reports.reportedId, bob.id));
    expect(stored).toMatchObject({
      reporterId: alice.id,
      reason: 'fake',
      message: 'Photos from a magazine',
      status: 'open',
    });
  });

  it('needs a known reason and writes nothing on bad input', async () => {
    const res = await post('/api/report.php', { id: bob.id, reason: 'boring' }, alice.cookie);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ reason: 'required' });
    const long = await post(
      '/api/report.php',
      { id: bob.id, reason: 'spam', message: 'x'.repeat(2001) },
      alice.cookie,
    );
    expect(long.body.error.fields).toEqual({ message: 'too_long' });
    const [row] = await h.db.select({ n: count() }).from(reports);
    expect(Number(row!.n)).toBe(1);
  });
});
