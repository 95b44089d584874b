/**
 * Access through every member-facing API path (issue 6): a free member never receives another
 * member's private data or the original of a premium-only photo, and no public name leads to one.
 */
import { photos } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 40 });
  alice = await h.member('alice@velvet.demo');
});
afterAll(() => h.close());

/** Everything a free member can read about others, as one text. */
async function everythingAliceReads(): Promise<string> {
  const get = async (path: string) => {
    const res = await h.request(path, { cookie: alice.cookie });
    expect(res.status).toBeLessThan(500);
    return res.body;
  };
  const bodies: unknown[] = [];
  const first = await get('/api/members.php');
  const pages = Math.ceil(first.total / first.per_page);
  const ids = new Set<number>();
  for (let page = 1; page <= pages; page++) {
    const body = page === 1 ? first : await get(`/api/members.php?page=${page}`);
    bodies.push(body);
    for (const m of body.members) ids.add(m.id);
  }
  for (const id of ids) bodies.push(await get(`/api/member.php?id=${id}`));
  bodies.push(
    await get('/api/likes.php'),
    await get('/api/swipe.php'),
    await get('/api/showcase.php?limit=24'),
  );
  return JSON.stringify(bodies);
}

describe('what a free member can read', () => {
  it('never holds the original of a premium-only photo', async () => {
    const premium = await h.db.select().from(photos).where(eq(photos.premiumOnly, true));
    expect(premium.length).toBeGreaterThan(0);
    const text = await everythingAliceReads();
    for (const p of premium) {
      expect(text).not.toContain(p.filename);
      expect(text).toContain(p.blurredFilename!);
    }
  });

  it('no public name leads to a premium original: not the blur’s, not a free photo’s', async () => {
    const all = await h.db.select().from(photos);
    const publicNames = new Set(all.filter((p) => !p.premiumOnly).map((p) => p.filename));
    for (const p of all.filter((x) => x.premiumOnly)) {
      expect(publicNames.has(p.filename)).toBe(false);
      expect(p.blurredFilename!.replace('-blur.webp', '.webp')).not.toBe(p.filename);
    }
  });

  it('never holds another member’s e-mail address, password hash, credits or birth date', async () => {
    const text = await everythingAliceReads();
    expect(text).not.toMatch(/@velvet\.demo/);
    expect(text).not.toMatch(/password|\$argon2|\$scrypt/i);
    expect(text).not.toMatch(/"credits"|"date_of_birth"|"email"/);
  });
});
