/** GET /api/member.php: what each viewer may see of a profile (spec §2, §5, §6). */
import { photos, profiles, sites, users } from '@dating/db/schema';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let memberId: number;
let premiumPhoto: { filename: string; blurredFilename: string | null; id: number };
beforeAll(async () => {
  h = await createHarness({ members: 40 });
  const [row] = await h.db
    .select({
      userId: photos.userId,
      id: photos.id,
      filename: photos.filename,
      blurred: photos.blurredFilename,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(
      and(eq(photos.premiumOnly, true), eq(profiles.status, 'active'), ne(photos.id, profiles.mainPhotoId)),
    )
    .limit(1);
  memberId = Number(row!.userId);
  premiumPhoto = { id: Number(row!.id), filename: row!.filename, blurredFilename: row!.blurred };
});
afterAll(() => h.close());

const view = async (id: number | string, cookie?: string) =>
  h.request(`/api/member.php?id=${id}`, { cookie });

describe('GET /api/member.php', () => {
  it('shows a free member a premium-only photo only as the server-made blur', async () => {
    const { cookie } = await h.login('alice@velvet.demo');
    const res = await view(memberId, cookie);
    expect(res.status).toBe(200);
    const locked = res.body.member.photos.find((p: { id: number }) => p.id === premiumPhoto.id);
    expect(locked).toEqual({
      id: premiumPhoto.id,
      filename: premiumPhoto.blurredFilename,
      thumb_filename: premiumPhoto.blurredFilename,
      locked: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(`"${premiumPhoto.filename}"`);
  });

  it('shows a premium member the original', async () => {
    const { cookie } = await h.login('bob@velvet.demo');
    const res = await view(memberId, cookie);
    const photo = res.body.member.photos.find((p: { id: number }) => p.id === premiumPhoto.id);
    expect(photo).toMatchObject({ filename: premiumPhoto.filename, locked: false });
  });

  it('gives a visitor the main photo and only a count of the others', async () => {
    const res = await view(memberId);
    expect(res.status).toBe(200);
    expect(res.body.member.photos).toHaveLength(1);
    expect(res.body.member.photos[0].locked).toBe(false);
    expect(res.body.member.hidden_photos).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain(premiumPhoto.filename);
  });

  it('lists only the fields the site shows', async () => {
    await h.db
      .update(sites)
      .set({ settings: { visible_profile_fields: ['age', 'city'] } })
      .where(eq(sites.host, 'velvetdate.example'));
    await h.dataChanged();
    try {
      const res = await view(memberId);
      expect(Object.keys(res.body.member.fields).sort()).toEqual(['age', 'city']);
      expect(res.body.member.about_me).toBeNull();
      expect(res.body.member.interests).toEqual([]);
    } finally {
      await h.db.update(sites).set({ settings: {} }).where(eq(sites.host, 'velvetdate.example'));
      await h.dataChanged();
    }
  });

  it('never shows a profile that is not active (e-mail not confirmed)', async () => {
    const [carol] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'carol@velvet.demo'));
    await h.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, carol!.id));
    const res = await view(Number(carol!.id));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('never shows a hidden profile (privacy mode) or one pending deletion: the landings 404 on it', async () => {
    const [one, two] = await h.db
      .select({ id: profiles.userId, status: users.status })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.status, 'active'), eq(profiles.searchable, true), ne(profiles.userId, memberId)))
      .limit(2);
    expect((await view(Number(one!.id))).status).toBe(200);
    await h.db.update(profiles).set({ searchable: false }).where(eq(profiles.userId, one!.id));
    await h.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, two!.id));
    expect((await view(Number(one!.id))).status).toBe(404);
    expect((await view(Number(two!.id))).status).toBe(404);
    await h.db.update(profiles).set({ searchable: true }).where(eq(profiles.userId, one!.id));
    await h.db.update(users).set({ status: two!.status }).where(eq(users.id, two!.id));
  });

  it('answers unknown and malformed ids with 404 and 400, never 500', async () => {
    expect((await view(999_999_999)).status).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const res = await view(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.fields).toEqual({ id: 'invalid' });
    }
  });
});
