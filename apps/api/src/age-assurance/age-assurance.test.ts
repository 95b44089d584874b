/**
 * Age assurance per country (issue 22 point 6, ADR 0088), against the real app on the GB domain
 * (velvet.localhost) with the law's defaults: explicit media is not sent until the member passes
 * the sandbox check; a failed check keeps it locked; only the provider's signed report counts,
 * once; a country without a requirement shows everything.
 */
import { ageChecks, personas, photos, users } from '@dating/db/schema';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { AGE_SIGNATURE_HEADER } from './sandbox.ts';

let h: Harness;
type Member = { id: number; cookie: string };
let alice: Member; // free
let bob: Member; // premium
let owner: number; // a member with a premium-only photo
let premiumPhoto: string;
let chatPhotoId: number;

beforeAll(async () => {
  h = await createHarness({ members: 40, ageAssurance: 'law' });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
  const [photo] = await h.db.select().from(photos).where(eq(photos.premiumOnly, true)).limit(1);
  owner = photo!.userId;
  premiumPhoto = photo!.filename;
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3c3' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('profile', String(alice.id));
  form.set('photo', new Blob([png], { type: 'image/png' }), 'me.png');
  const sent = await h.request('/api/message-photo.php', { method: 'POST', body: form, cookie: bob.cookie });
  expect(sent.status).toBe(201);
  chatPhotoId = sent.body.message.id;
});
afterAll(() => h.close());

const profileOf = (who: Member, id = owner, origin?: string) =>
  h.request(`/api/member.php?id=${id}`, { cookie: who.cookie, origin });
const chatPhoto = (who: Member) =>
  h.request(`/api/chat-photo.php?message=${chatPhotoId}`, { cookie: who.cookie });

/** Starts a check and answers it on the sandbox's page as a tester would. */
async function takeCheck(who: Member, result: 'passed' | 'failed') {
  const started = await h.request('/api/age-check.php', {
    method: 'POST',
    cookie: who.cookie,
    body: JSON.stringify({ method: 'hea', return_to: '/chat/1' }),
  });
  expect(started.status).toBe(200);
  const token = decodeURIComponent(String(started.body.redirect_url).replace('/sandbox-age/', ''));
  const page = await h.request(`/api/age-check-sandbox.php?token=${encodeURIComponent(token)}`);
  expect(page.body.check).toEqual({ method: 'hea', return_url: '/chat/1' });
  const answered = await h.request('/api/age-check-sandbox.php', {
    method: 'POST',
    body: JSON.stringify({ token, result }),
  });
  expect(answered.body).toEqual({ return_url: '/chat/1' });
}

describe('a UK member who has not passed the check', () => {
  it('is told what the country requires', async () => {
    const res = await h.request('/api/age-check.php', { cookie: bob.cookie });
    expect(res.body.age_check).toEqual({
      country: 'GB',
      required: ['hea'],
      missing: ['hea'],
      locked: true,
      checks: [],
    });
  });

  it('gets no premium-only photo at all (not even its name), only their count', async () => {
    const res = await profileOf(bob);
    expect(res.status).toBe(200);
    expect(res.body.member.age_locked_photos).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain(premiumPhoto.replace(/\.webp$/, ''));
    // The main photo is never explicit: it still shows.
    expect(res.body.member.photos.length).toBeGreaterThan(0);
  });

  it('gets the other side’s chat photo without the picture, and the picture is refused', async () => {
    const chat = await h.request(`/api/chat.php?profile=${bob.id}`, { cookie: alice.cookie });
    const message = chat.body.conversation.messages.find((m: { id: number }) => m.id === chatPhotoId);
    expect(message).toMatchObject({ kind: 'photo', photo: null, age_locked: true });
    const list = await h.request('/api/chats.php', { cookie: alice.cookie });
    expect(list.body.chats[0].last_message).toMatchObject({ photo: null, age_locked: true });
    const picture = await chatPhoto(alice);
    expect([picture.status, picture.body.error.code]).toEqual([403, 'age_check_required']);
    // The sender always sees their own photo.
    expect((await chatPhoto(bob)).status).toBe(200);
  });

  it('keeps a free member’s blur of a premium-only photo (no explicit picture), as before', async () => {
    const res = await profileOf(alice);
    expect(res.body.member.photos.some((p: { locked: boolean }) => p.locked)).toBe(true);
  });
});

describe('the sandbox check', () => {
  it('refuses bad input with field errors and writes nothing', async () => {
    const bad = await h.request('/api/age-check.php', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ method: 'selfie', return_to: '//evil.example/' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ method: 'invalid', return_to: 'invalid' });
    const visitor = await h.request('/api/age-check.php', {
      method: 'POST',
      body: JSON.stringify({ method: 'hea' }),
    });
    expect(visitor.status).toBe(403);
    expect(await h.db.select().from(ageChecks)).toEqual([]);
  });

  it('keeps explicit media locked after a failed check, and records the outcome', async () => {
    await takeCheck(bob, 'failed');
    const status = (await h.request('/api/age-check.php', { cookie: bob.cookie })).body.age_check;
    expect(status.locked).toBe(true);
    expect(status.checks).toMatchObject([{ method: 'hea', provider: 'sandbox', result: 'failed' }]);
    expect((await profileOf(bob)).body.member.age_locked_photos).toBeGreaterThan(0);
  });

  it('unlocks explicit media after a passed check', async () => {
    await takeCheck(alice, 'passed');
    const status = (await h.request('/api/age-check.php', { cookie: alice.cookie })).body.age_check;
    expect(status).toMatchObject({ missing: [], locked: false });
    expect(status.checks[0]).toMatchObject({ method: 'hea', provider: 'sandbox', result: 'passed' });
    expect(status.checks[0].completed_at).not.toBeNull();
    const picture = await chatPhoto(alice);
    expect(picture.status).toBe(200);
    const chat = await h.request(`/api/chat.php?profile=${bob.id}`, { cookie: alice.cookie });
    expect(chat.body.conversation.messages.find((m: { id: number }) => m.id === chatPhotoId)).toMatchObject({
      age_locked: false,
      photo: { filename: expect.any(String) },
    });
    // A check asked for again when nothing is missing goes straight back.
    const again = await h.request('/api/age-check.php', {
      method: 'POST',
      cookie: alice.cookie,
      body: JSON.stringify({ method: 'hea' }),
    });
    expect(again.body).toEqual({ redirect_url: '/age-check' });
  });
});

describe('the provider’s report', () => {
  const notify = (body: string, signature: string) =>
    h.request('/api/age-check-notify.php', {
      method: 'POST',
      body,
      // Server to server: a foreign Origin does not stop it (the signature decides).
      headers: { [AGE_SIGNATURE_HEADER]: signature, origin: 'https://provider.example' },
    });

  it('refuses forged, stale and unknown reports and records a repeat only once', async () => {
    const started = await h.request('/api/age-check.php', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ method: 'hea' }),
    });
    expect(started.status).toBe(200);
    const [pending] = await h.db
      .select()
      .from(ageChecks)
      .where(and(eq(ageChecks.userId, bob.id), eq(ageChecks.result, 'pending')));
    const body = JSON.stringify({ ref: pending!.providerRef, result: 'passed' });
    const forged = await notify(body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect(forged.status).toBe(401);
    const stale = await notify(body, h.ageAssurance.sign(body, new Date(Date.now() - 3_600_000)));
    expect(stale.status).toBe(401);
    const unknown = JSON.stringify({ ref: 'agc_unknown', result: 'passed' });
    expect((await notify(unknown, h.ageAssurance.sign(unknown))).status).toBe(404);
    expect((await h.request('/api/age-check.php', { cookie: bob.cookie })).body.age_check.locked).toBe(true);

    const first = await notify(body, h.ageAssurance.sign(body));
    expect(first.body).toEqual({ ok: true, outcome: 'recorded' });
    // A replay that says otherwise changes nothing.
    const failed = JSON.stringify({ ref: pending!.providerRef, result: 'failed' });
    expect((await notify(failed, h.ageAssurance.sign(failed))).body).toEqual({ ok: true, outcome: 'repeat' });
    const [row] = await h.db.select().from(ageChecks).where(eq(ageChecks.id, pending!.id));
    expect(row!.result).toBe('passed');
    expect((await profileOf(bob)).body.member.age_locked_photos).toBe(0);
  });
});

describe('explicit media of a persona, and other countries', () => {
  it('withholds the other photos of a persona with explicit media, and nothing on a domain that requires no check', async () => {
    const [persona] = await h.db
      .select({ user: users.id, persona: users.personaId })
      .from(users)
      .where(isNotNull(users.personaId))
      .limit(1);
    const fresh = await h.member('carol@velvet.demo');
    const before = (await profileOf(fresh, persona!.user)).body.member;
    await h.db.update(personas).set({ explicitMedia: true }).where(eq(personas.id, persona!.persona!));
    const after = (await profileOf(fresh, persona!.user)).body.member;
    // Every photo carol saw clear but the main one is withheld now; blurs stay blurs.
    const clear = before.photos.filter((p: { locked: boolean }) => !p.locked).length;
    expect(after.age_locked_photos).toBe(clear - 1);
    expect(after.photos.length).toBe(before.photos.length - (clear - 1));
    // The Dutch domain of the same brand requires no check (NL is not in the defaults).
    const nl = (await profileOf(fresh, persona!.user, 'http://nl.velvet.localhost')).body.member;
    expect(nl.age_locked_photos).toBe(0);
  });
});
