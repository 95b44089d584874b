/** The staff API's personas (issue 18, ADR 0056): admins manage them; members find them in search. */
import { auditLog, likes, personas, photos, profiles, users } from '@dating/db/schema';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { staffCaller, staffOfEveryRole } from '../test/staff.ts';

let h: Harness;
let admin: { id: number; cookie: string };
let operator: { id: number; cookie: string };
let support: { id: number; cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 20 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);

const newPersona = (patch: Record<string, unknown> = {}) => ({
  label: 'Evening chatter',
  notes: 'Likes slow replies.',
  openers: ['Hi there!', 'How was your day?'],
  brands: ['velvet'],
  name: 'Mirjam',
  gender: 'female',
  looking_for: 'male',
  date_of_birth: '1990-05-04',
  country: 'NL',
  city: 'Utrecht',
  about_me: 'Cycling and coffee.',
  hair_color: 'brown',
  interests: ['travelling'],
  ...patch,
});

async function jpeg(colour = '#c33') {
  const bytes = await sharp({ create: { width: 320, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('photo', new File([bytes], 'me.jpg', { type: 'image/jpeg' }));
  return form;
}

const auditCount = async (action: string) =>
  Number((await h.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n);

const searchFemales = async (origin?: string) => {
  const res = await h.request('/api/members.php?gender=female', { origin });
  return res.body.members as { id: number; name: string; fictional: boolean }[];
};

describe('creating a persona', () => {
  it('makes one fictional member row per brand, audited, and the member search finds it', async () => {
    const res = await staff('/personas', admin.cookie, {
      method: 'POST',
      body: newPersona({ brands: ['velvet', 'herflame'] }),
    });
    expect(res.body.error).toBeUndefined();
    expect(res.status).toBe(201);
    const p = res.body.persona;
    expect(p.label).toBe('Evening chatter');
    expect(p.openers).toEqual(['Hi there!', 'How was your day?']);
    expect(p.brands.map((b: { brand: string }) => b.brand).sort()).toEqual(['herflame', 'velvet']);
    expect(p.profile).toMatchObject({ name: 'Mirjam', city: 'Utrecht', about_me: 'Cycling and coffee.' });
    expect(p.interests).toEqual(['travelling']);
    const rows = await h.db.select().from(users).where(eq(users.personaId, p.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ fictional: true, status: 'confirmed' });
      expect(row.email).toBe(`persona-${p.id}@${row.brandId}.invalid`);
    }
    // Nobody logs in as a persona.
    const login = await h.login(`persona-${p.id}@velvet.invalid`, '!persona-no-login');
    expect(login.status).not.toBe(200);
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'persona.create'));
    expect(audit).toMatchObject({ staffId: admin.id, targetType: 'persona', targetId: String(p.id) });
    expect((audit!.after as { label: string }).label).toBe('Evening chatter');

    const velvetRow = p.brands.find((b: { brand: string }) => b.brand === 'velvet').member;
    const found = (await searchFemales()).find((m) => m.id === velvetRow);
    expect(found).toMatchObject({ name: 'Mirjam', fictional: true });
    const herflameRow = p.brands.find((b: { brand: string }) => b.brand === 'herflame').member;
    const onHerflame = await searchFemales('http://herflame.localhost');
    expect(onHerflame.some((m) => m.id === herflameRow)).toBe(true);
    expect(onHerflame.some((m) => m.id === velvetRow)).toBe(false);
  });

  it.each([
    [{ label: '' }, 'label'],
    [{ name: '' }, 'name'],
    [{ date_of_birth: '2020-01-01' }, 'date_of_birth'],
    [{ brands: [] }, 'brands'],
    [{ brands: ['nowhere'] }, 'brands'],
    [{ gender: 'robot' }, 'gender'],
    [{ country: 'Holland' }, 'country'],
    [{ interests: ['no-such-interest'] }, 'interests'],
    [{ region: 'Bavaria' }, 'region'],
    [{ openers: ['x'.repeat(501)] }, 'openers.0'],
  ])('refuses %o with a field error and writes nothing', async (patch, field) => {
    const before = await h.db.select({ n: count() }).from(personas);
    const res = await staff('/personas', admin.cookie, { method: 'POST', body: newPersona(patch) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect(await h.db.select({ n: count() }).from(personas)).toEqual(before);
  });

  it('is for admins: operator and support get 403, a member cookie or none 401', async () => {
    for (const who of [operator, support]) {
      const res = await staff('/personas', who.cookie, { method: 'POST', body: newPersona() });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('staff_role_forbidden');
      expect((await staff('/personas', who.cookie)).status).toBe(403);
    }
    const member = await h.member('bob@velvet.demo');
    expect((await staff('/personas', member.cookie, { method: 'POST', body: newPersona() })).status).toBe(
      401,
    );
    expect((await staff('/personas', '')).status).toBe(401);
  });
});

describe('managing a persona', () => {
  let id: number;
  let velvetRow: number;
  beforeAll(async () => {
    const res = await staff('/personas', admin.cookie, {
      method: 'POST',
      body: newPersona({ name: 'Lotte' }),
    });
    id = res.body.persona.id;
    velvetRow = res.body.persona.brands[0].member;
  });

  it('edits every brand row and audits before and after', async () => {
    await staff(`/personas/${id}/brands`, admin.cookie, { method: 'POST', body: { brand: 'herflame' } });
    const res = await staff(`/personas/${id}`, admin.cookie, {
      method: 'PATCH',
      body: { city: 'Delft', notes: 'Night shift.', interests: ['travelling', 'cooking'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.persona.notes).toBe('Night shift.');
    const rows = await h.db
      .select({ city: profiles.city })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.personaId, id));
    expect(rows).toEqual([{ city: 'Delft' }, { city: 'Delft' }]);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'persona.update'), eq(auditLog.targetId, String(id))));
    expect((audit!.before as { notes: string }).notes).toBe('Likes slow replies.');
    expect((audit!.after as { notes: string }).notes).toBe('Night shift.');
  });

  it('refuses a bad edit with field errors and changes nothing', async () => {
    const before = await staff(`/personas/${id}`, admin.cookie);
    const res = await staff(`/personas/${id}`, admin.cookie, {
      method: 'PATCH',
      body: { label: 'Renamed', name: '@nope' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.name).toBe('username_starts_with_at');
    const region = await staff(`/personas/${id}`, admin.cookie, {
      method: 'PATCH',
      body: { label: 'Renamed', region: 'Bavaria' },
    });
    expect(region.status).toBe(400);
    expect((await staff(`/personas/${id}`, admin.cookie)).body).toEqual(before.body);
    expect((await staff('/personas/999999', admin.cookie)).status).toBe(404);
  });

  it('takes it off a brand without deleting the row, and keeps the last brand', async () => {
    const res = await staff(`/personas/${id}/brands`, admin.cookie, {
      method: 'DELETE',
      body: { brand: 'herflame' },
    });
    expect(res.status).toBe(200);
    expect(res.body.persona.brands.map((b: { brand: string }) => b.brand)).toEqual(['velvet']);
    expect(await h.db.select({ n: count() }).from(users).where(eq(users.personaId, id))).toEqual([{ n: 2 }]);
    const last = await staff(`/personas/${id}/brands`, admin.cookie, {
      method: 'DELETE',
      body: { brand: 'velvet' },
    });
    expect(last.status).toBe(400);
    expect(last.body.error.fields.brand).toBe('last_brand');
    expect(await auditCount('persona.brand_remove')).toBe(1);
  });

  it('adds photos through the photo pipeline on every row, sets the main one and deletes one', async () => {
    await staff(`/personas/${id}/brands`, admin.cookie, { method: 'POST', body: { brand: 'herflame' } });
    const first = await staff(`/personas/${id}/photos`, admin.cookie, { method: 'POST', body: await jpeg() });
    expect(first.status).toBe(201);
    const premium = await jpeg('#33c');
    premium.set('premium_only', 'on');
    await staff(`/personas/${id}/photos`, admin.cookie, { method: 'POST', body: premium });
    const third = await staff(`/personas/${id}/photos`, admin.cookie, {
      method: 'POST',
      body: await jpeg('#3c3'),
    });
    const shown = third.body.persona.photos as {
      id: number;
      filename: string;
      main: boolean;
      premium_only: boolean;
    }[];
    expect(shown).toHaveLength(3);
    expect(shown[0]!.main).toBe(true);
    expect(shown[0]!.filename).toMatch(/^p\d+-[0-9a-f]{32}\.webp$/);
    expect(shown.filter((p) => p.premium_only)).toHaveLength(1);
    const stored = await h.db
      .select()
      .from(photos)
      .innerJoin(users, eq(users.id, photos.userId))
      .where(eq(users.personaId, id));
    expect(stored).toHaveLength(6);
    expect(stored.filter((r) => r.photos.premiumOnly).every((r) => r.photos.blurredFilename)).toBe(true);

    const premiumPhoto = shown.find((p) => p.premium_only)!;
    const refused = await staff(`/personas/${id}/photos/${premiumPhoto.id}/main`, admin.cookie, {
      method: 'PUT',
    });
    expect(refused.status).toBe(400);
    const other = shown.find((p) => !p.main && !p.premium_only)!;
    const main = await staff(`/personas/${id}/photos/${other.id}/main`, admin.cookie, { method: 'PUT' });
    expect(main.body.persona.photos[0]).toMatchObject({ filename: other.filename, main: true });
    const profile = await h.request(`/api/member.php?id=${velvetRow}`);
    expect(profile.status).toBe(200);

    const gone = await staff(`/personas/${id}/photos/${other.id}`, admin.cookie, { method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect(gone.body.persona.photos).toHaveLength(2);
    expect(gone.body.persona.photos[0].main).toBe(true);
    expect(gone.body.persona.photos[0].premium_only).toBe(false);
    const bad = new FormData();
    bad.set('photo', new File([new Uint8Array([1, 2, 3])], 'x.jpg', { type: 'image/jpeg' }));
    const notImage = await staff(`/personas/${id}/photos`, admin.cookie, { method: 'POST', body: bad });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.fields.photo).toBe('invalid_image');
    expect(await auditCount('persona.photo_add')).toBe(3);
    expect(await auditCount('persona.photo_main')).toBe(1);
    expect(await auditCount('persona.photo_delete')).toBe(1);
  });

  it('retires: out of search and the list, back again when brought back', async () => {
    const res = await staff(`/personas/${id}/retired`, admin.cookie, {
      method: 'PUT',
      body: { retired: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.persona.retired_at).not.toBeNull();
    expect((await searchFemales()).some((m) => m.id === velvetRow)).toBe(false);
    const active = await staff('/personas', admin.cookie);
    expect(active.body.personas.some((p: { id: number }) => p.id === id)).toBe(false);
    const retired = await staff('/personas?retired=retired&brand=velvet', admin.cookie);
    expect(retired.body.personas.map((p: { id: number }) => p.id)).toEqual([id]);
    // Like a member in privacy mode: hidden from others, readable to members who chat with it.
    expect((await h.request(`/api/member.php?id=${velvetRow}`)).status).toBe(404);
    expect(await auditCount('persona.retire')).toBe(1);

    await staff(`/personas/${id}/retired`, admin.cookie, { method: 'PUT', body: { retired: false } });
    expect((await searchFemales()).some((m) => m.id === velvetRow)).toBe(true);
    expect(await auditCount('persona.restore')).toBe(1);
  });

  it('likes a member from the desk: the ordinary like, audited; support cannot', async () => {
    const alice = await h.member('alice@velvet.demo');
    expect(
      (await staff(`/personas/${id}/likes`, support.cookie, { method: 'POST', body: { member: alice.id } }))
        .status,
    ).toBe(403);
    const res = await staff(`/personas/${id}/likes`, operator.cookie, {
      method: 'POST',
      body: { member: alice.id },
    });
    expect(res.body.error).toBeUndefined();
    expect(res.status).toBe(200);
    const mine = (await h.request('/api/likes.php', { cookie: alice.cookie })).body;
    expect(mine.liked_by).toContainEqual({ id: velvetRow, like_new: true });
    expect(await auditCount('persona.like')).toBe(1);
    const bad = await staff(`/personas/${id}/likes`, operator.cookie, {
      method: 'POST',
      body: { member: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('auto-like', () => {
  it('comes from a persona that is not retired, never another fictional row', async () => {
    // Every fictional row that is no persona's, and every persona but one, is out of the running.
    const all = await staff('/personas?retired=all', admin.cookie);
    const keep = (all.body.personas as { id: number }[]).find((p) => p.id !== all.body.personas[0].id)!;
    for (const p of all.body.personas as { id: number }[]) {
      if (p.id !== keep.id) {
        await staff(`/personas/${p.id}/retired`, admin.cookie, { method: 'PUT', body: { retired: true } });
      }
    }
    await staff(`/personas/${keep.id}/retired`, admin.cookie, { method: 'PUT', body: { retired: false } });
    const [row] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.personaId, keep.id), eq(users.brandId, 'velvet')));
    const carolless = await h.member('bob@velvet.demo');
    await h.db.update(profiles).set({ lookingForGender: 'female' }).where(eq(profiles.userId, carolless.id));
    const res = await h.request('/api/auto-like.php', { cookie: carolless.cookie });
    expect(res.body.profile?.id).toBe(row!.id);
    const [like] = await h.db
      .select()
      .from(likes)
      .where(and(eq(likes.likedId, carolless.id), eq(likes.source, 'auto')));
    const [liker] = await h.db
      .select()
      .from(users)
      .where(and(eq(users.id, like!.likerId), isNotNull(users.personaId)));
    expect(liker).toBeDefined();
  });
});
