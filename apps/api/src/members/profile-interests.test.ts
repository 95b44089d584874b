/** Interests on the own profile (spec §3, ADR 0021): replaced as a set, shown on the profile. */
import { profileInterests } from '@dating/db/schema';
import { MAX_INTERESTS, INTERESTS } from '@dating/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: string;
beforeAll(async () => {
  h = await createHarness({ members: 2 });
  alice = await h.member('alice@velvet.demo');
  bob = (await h.login('bob@velvet.demo')).cookie;
});
afterAll(() => h.close());

const patch = (body: unknown) =>
  h.request('/api/profile.php', { method: 'PATCH', body: JSON.stringify(body), cookie: alice.cookie });

describe('own interests', () => {
  it('replaces the whole set and others see it on the profile', async () => {
    const res = await patch({ interests: ['travelling', 'beach', 'music'] });
    expect(res.status).toBe(200);
    expect(res.body.profile.interests).toEqual(['beach', 'music', 'travelling']);
    const seen = await h.request(`/api/member.php?id=${alice.id}`, { cookie: bob });
    expect(seen.body.member.interests.map((i: { slug: string }) => i.slug).sort()).toEqual([
      'beach',
      'music',
      'travelling',
    ]);
    expect((await patch({ interests: [] })).body.profile.interests).toEqual([]);
  });

  it('refuses unknown, repeated or too many interests and keeps the old set', async () => {
    await patch({ interests: ['beach'] });
    for (const interests of [
      ['beach', 'beach'],
      ['knitting-on-mars'],
      INTERESTS.slice(0, MAX_INTERESTS + 1).map((i) => i.slug),
      'beach',
    ]) {
      const res = await patch({ interests, city: 'Changed' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['interests']);
    }
    const rows = await h.db.select().from(profileInterests).where(eq(profileInterests.userId, alice.id));
    expect(rows.map((r) => r.interestSlug)).toEqual(['beach']);
    expect((await h.request('/api/profile.php', { cookie: alice.cookie })).body.profile.city).not.toBe(
      'Changed',
    );
  });
});
