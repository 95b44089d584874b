/**
 * Photo moderation over the staff API (issue 19, ADR 0060): the queue, approve, reject with a
 * reason the member reads, bulk approval all or nothing, the per-site setting that hides photos
 * until approved, role refusals and bad input. Every decision writes its audit row.
 */
import { auditLog, photos, profiles, sites, users } from '@dating/db/schema';
import { and, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness.ts';
import { CONSOLE_ORIGIN, staffOfEveryRole } from '../../test/staff.ts';

let h: Harness;
let support: { id: number; cookie: string };
let admin: { id: number; cookie: string };
let operator: { id: number; cookie: string };
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 6 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
  // Premium members may keep 25 photos: room for every upload below.
  await h.db
    .update(users)
    .set({ paidUser: true })
    .where(inArray(users.id, [alice.id, bob.id]));
});
afterAll(() => h.close());

const staff = (
  path: string,
  cookie: string,
  init: { method?: string; body?: unknown; origin?: string } = {},
) =>
  h.request(`/staff-api/moderation/photos${path}`, {
    origin: CONSOLE_ORIGIN,
    cookie,
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** Uploads a photo as the member; returns its id (the newest of theirs). */
async function upload(member: { id: number; cookie: string }, colour: string): Promise<number> {
  const bytes = await sharp({ create: { width: 300, height: 360, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('photo', new File([bytes], 'me.jpg', { type: 'image/jpeg' }));
  const res = await h.request('/api/photos.php', { method: 'POST', body: form, cookie: member.cookie });
  expect(res.status).toBe(201);
  const own = (await h.request('/api/photos.php', { cookie: member.cookie })).body.photos as { id: number }[];
  return Math.max(...own.map((p) => p.id));
}

const filenameOf = async (id: number) =>
  (await h.db.select({ f: photos.filename }).from(photos).where(eq(photos.id, id)))[0]!.f;
const statusOf = async (id: number) =>
  (await h.db.select({ s: photos.status }).from(photos).where(eq(photos.id, id)))[0]!.s;
const auditRows = async (action: string, id: number) =>
  h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
const auditCount = async () => Number((await h.db.select({ n: count() }).from(auditLog))[0]!.n);

/** What bob (another member) is sent about alice: her profile and her search card. */
async function seenByBob(): Promise<string> {
  const profile = await h.request(`/api/member.php?id=${alice.id}`, { cookie: bob.cookie });
  const search = await h.request('/api/members.php', { cookie: bob.cookie });
  return JSON.stringify([profile.body, search.body]);
}

const setBeforeApproval = async (value: boolean | null) => {
  await h.db
    .update(sites)
    .set({ settings: value === null ? {} : { photos_before_approval: value } })
    .where(eq(sites.brandId, 'velvet'));
  await h.dataChanged();
};

describe('photo moderation', () => {
  it('puts a new upload in the queue, oldest first, and shows it meanwhile by default', async () => {
    const id = await upload(alice, '#a33');
    expect(await statusOf(id)).toBe('pending');
    const queue = await staff('', support.cookie);
    expect(queue.status).toBe(200);
    const ids = queue.body.photos.map((p: { id: number }) => p.id);
    expect(ids).toContain(id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(queue.body.photos.find((p: { id: number }) => p.id === id)).toMatchObject({
      member_id: alice.id,
      brand_id: 'velvet',
      persona_id: null,
    });
    const settings = await h.request('/api/settings.php');
    expect(settings.body.settings.photos_before_approval).toBe(true);
    // Alice's other photos are approved; make the new one her main photo to see it on her card.
    expect(
      (
        await h.request('/api/photos.php', {
          method: 'PUT',
          body: JSON.stringify({ id }),
          cookie: alice.cookie,
        })
      ).status,
    ).toBe(200);
    expect(await seenByBob()).toContain(await filenameOf(id));
  });

  it('pages the queue by keyset', async () => {
    const first = await upload(bob, '#3a3');
    const second = await upload(bob, '#33a');
    const page = await staff(`?after=${first}`, admin.cookie);
    const ids = page.body.photos.map((p: { id: number }) => p.id);
    expect(ids).toContain(second);
    expect(ids.every((x: number) => x > first)).toBe(true);
  });

  it('hides pending photos when the site shows photos only after approval, and shows them once approved', async () => {
    const id = await upload(alice, '#5a5');
    await h.request('/api/photos.php', { method: 'PUT', body: JSON.stringify({ id }), cookie: alice.cookie });
    const file = await filenameOf(id);
    await setBeforeApproval(false);
    expect((await h.request('/api/settings.php')).body.settings.photos_before_approval).toBe(false);
    expect(await seenByBob()).not.toContain(file);

    const res = await staff('/approve', support.cookie, { method: 'POST', body: { ids: [id] } });
    expect(res.status).toBe(200);
    expect(res.body.approved).toEqual([id]);
    expect(await statusOf(id)).toBe('approved');
    expect(await seenByBob()).toContain(file);
    const [row] = await auditRows('photo.approve', id);
    expect(row).toMatchObject({
      staffId: support.id,
      targetType: 'photo',
      after: { status: 'approved', member_id: alice.id },
    });
    await setBeforeApproval(null);
  });

  it('rejects with a reason: the member reads it, nobody else sees the photo, the main photo moves on', async () => {
    const id = await upload(alice, '#777');
    await h.request('/api/photos.php', { method: 'PUT', body: JSON.stringify({ id }), cookie: alice.cookie });
    const file = await filenameOf(id);
    expect(await seenByBob()).toContain(file);

    const res = await staff(`/${id}/reject`, support.cookie, {
      method: 'POST',
      body: { reason: 'contact_details' },
    });
    expect(res.status).toBe(200);
    expect(res.body.rejected).toEqual([id]);

    const own = (await h.request('/api/photos.php', { cookie: alice.cookie })).body.photos;
    expect(own.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'contact_details',
      main: false,
    });
    const page = (await h.request('/api/profile-page.php', { cookie: alice.cookie })).body;
    expect(JSON.stringify(page)).toContain('contact_details');
    expect(await seenByBob()).not.toContain(file);
    const [profile] = await h.db
      .select({ main: profiles.mainPhotoId })
      .from(profiles)
      .where(eq(profiles.userId, alice.id));
    expect(profile!.main).not.toBe(id);
    // A rejected photo cannot be made the main photo again.
    expect(
      (
        await h.request('/api/photos.php', {
          method: 'PUT',
          body: JSON.stringify({ id }),
          cookie: alice.cookie,
        })
      ).status,
    ).toBe(400);
    const [row] = await auditRows('photo.reject', id);
    expect(row).toMatchObject({
      staffId: support.id,
      after: { status: 'rejected', reason: 'contact_details' },
    });
    // It left the queue and cannot be decided twice.
    expect((await staff('', support.cookie)).body.photos.map((p: { id: number }) => p.id)).not.toContain(id);
    expect(
      (await staff('/approve', support.cookie, { method: 'POST', body: { ids: [id] } })).body.error.code,
    ).toBe('photo_not_pending');
  });

  it('bulk-approves all or nothing: an approved or unknown id refuses the whole batch', async () => {
    const a = await upload(bob, '#123');
    const b = await upload(bob, '#456');
    const approved = (
      await h.db.select({ id: photos.id }).from(photos).where(eq(photos.status, 'approved')).limit(1)
    )[0]!.id;
    const before = await auditCount();

    const settled = await staff('/approve', admin.cookie, {
      method: 'POST',
      body: { ids: [a, approved, b] },
    });
    expect(settled.status).toBe(409);
    expect(settled.body.error.code).toBe('photo_not_pending');
    const unknown = await staff('/approve', admin.cookie, { method: 'POST', body: { ids: [a, 99_999_999] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('photo_not_found');
    expect([await statusOf(a), await statusOf(b)]).toEqual(['pending', 'pending']);
    expect(await auditCount()).toBe(before);

    const ok = await staff('/approve', admin.cookie, { method: 'POST', body: { ids: [a, b] } });
    expect(ok.status).toBe(200);
    expect(ok.body.approved.sort()).toEqual([a, b].sort());
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.approve'), inArray(auditLog.targetId, [String(a), String(b)])));
    expect(rows).toHaveLength(2);
  });

  it('refuses operators and visitors without a staff session', async () => {
    const id = await upload(alice, '#999');
    const before = await auditCount();
    for (const [path, init] of [
      ['', {}],
      ['/approve', { method: 'POST', body: { ids: [id] } }],
      [`/${id}/reject`, { method: 'POST', body: { reason: 'nudity' } }],
    ] as const) {
      const refused = await staff(path, operator.cookie, init);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('staff_role_forbidden');
      // A member's session is no staff session.
      expect((await staff(path, alice.cookie, init)).status).toBe(401);
    }
    expect(await statusOf(id)).toBe('pending');
    expect(await auditCount()).toBe(before);
  });

  it('answers bad input with 4xx and field errors, writing nothing', async () => {
    const id = await upload(alice, '#abc');
    const before = await auditCount();
    const cases: [string, unknown, number][] = [
      [`/${id}/reject`, { reason: 'ugly' }, 400],
      [`/${id}/reject`, { reason: 'nudity\u0000' }, 400],
      [`/${id}/reject`, {}, 400],
      ['/abc/reject', { reason: 'nudity' }, 400],
      ['/99999999/reject', { reason: 'nudity' }, 404],
      ['/approve', { ids: [] }, 400],
      ['/approve', { ids: ['1\u0000'] }, 400],
      ['/approve', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 400],
    ];
    for (const [path, body, status] of cases) {
      const res = await staff(path, support.cookie, { method: 'POST', body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
    }
    expect(
      (await staff(`/${id}/reject`, support.cookie, { method: 'POST', body: { reason: 'ugly' } })).body.error
        .fields,
    ).toEqual({ reason: 'required' });
    expect((await staff('?after=x', support.cookie)).status).toBe(400);
    const foreign = await h.request(`/staff-api/moderation/photos/${id}/reject`, {
      method: 'POST',
      origin: CONSOLE_ORIGIN,
      cookie: support.cookie,
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ reason: 'nudity' }),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('forbidden_origin');
    expect(await statusOf(id)).toBe('pending');
    expect(await auditCount()).toBe(before);
  });
});
