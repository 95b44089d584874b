/**
 * Premium-only photos and chat photos never reach a member who may not see them (issue 15
 * point 1, issue 16 point 8; docs/decisions/0040): the names a free member is sent lead to no
 * original (nor do the AVIF and WebP renditions derived from them, ADR 0081), the served folder
 * holds no key or other dot-file, and a refused chat photo leaves no file behind.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_FORMATS, PHOTO_WIDTHS, parsePhotoRendition, photoRendition } from '@dating/contract';
import { photos, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { ensureRendition, photoKeys } from './renditions.ts';

let h: Harness;
type Member = { id: number; cookie: string };
let alice: Member; // free, 0 credits
let bob: Member; // premium, 120 credits
beforeAll(async () => {
  h = await createHarness({ members: 40 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
});
afterAll(() => h.close());

/** Every file under a folder, as paths relative to it (`demo/x.webp`), dot-files included. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** A member whose profile shows a locked photo to a free member, and those photos as sent. */
async function lockedPhotosForAlice() {
  const premium = await h.db.select().from(photos).where(eq(photos.premiumOnly, true));
  const owners = [...new Set(premium.map((p) => p.userId))];
  const locked: { id: number; filename: string; thumb_filename: string }[] = [];
  for (const owner of owners) {
    const res = await h.request(`/api/member.php?id=${owner}`, { cookie: alice.cookie });
    if (res.status !== 200) continue;
    locked.push(...res.body.member.photos.filter((p: { locked: boolean }) => p.locked));
  }
  return { premium, locked };
}

/** What someone could try from a name they were sent: drop or swap the usual suffixes. */
function simpleTransformations(name: string): string[] {
  const base = name.replace(/\.webp$/, '');
  const stems = new Set([
    base,
    base.replace(/-blur$/, ''),
    base.replace(/-thumb$/, ''),
    base.replace(/-(blur|thumb)$/, '').replace(/-p[0-9a-f]+$/, ''),
  ]);
  return [...stems].flatMap((stem) => [
    `${stem}.webp`,
    `${stem}-thumb.webp`,
    `${stem}-blur.webp`,
    `${stem}-full.webp`,
  ]);
}

describe('premium-only photos for a free member', () => {
  it('sends a locked photo only as a blur from which no simple change of name gives the original', async () => {
    const { premium, locked } = await lockedPhotosForAlice();
    expect(locked.length).toBeGreaterThan(0);
    const originals = new Map(
      premium.flatMap((p) => [
        [readFileSync(join(h.uploadsDir, p.filename)).toString('base64'), p.id],
        [readFileSync(join(h.uploadsDir, p.thumbFilename)).toString('base64'), p.id],
      ]),
    );
    const onDisk = new Set(filesUnder(h.uploadsDir));
    for (const photo of locked) {
      for (const sent of [photo.filename, photo.thumb_filename]) {
        for (const guess of simpleTransformations(sent)) {
          if (!onDisk.has(guess)) continue;
          const bytes = readFileSync(join(h.uploadsDir, guess)).toString('base64');
          expect(originals.has(bytes), `${sent} → ${guess}`).toBe(false);
        }
      }
    }
  });

  it('keeps the bytes of a premium original only under that kind of photo’s own unguessable names', async () => {
    const all = await h.db.select().from(photos);
    const premium = all.filter((p) => p.premiumOnly);
    const secretNames = new Set(premium.flatMap((p) => [p.filename, p.thumbFilename]));
    const originalBytes = new Set(
      premium.flatMap((p) =>
        [p.filename, p.thumbFilename].map((f) => readFileSync(join(h.uploadsDir, f)).toString('base64')),
      ),
    );
    // A free photo's name or a blur's (what every member is sent) never holds a premium picture.
    for (const file of filesUnder(h.uploadsDir)) {
      if (secretNames.has(file)) continue;
      const bytes = readFileSync(join(h.uploadsDir, file)).toString('base64');
      expect(originalBytes.has(bytes), file).toBe(false);
    }
    // One name per photo, 128 random bits each: none is shared with another photo or guessable.
    const names = premium.flatMap((p) => [p.filename, p.thumbFilename]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^demo\/[0-9a-f]{32}\.webp$/);
    for (const p of premium) expect(p.blurredFilename).toMatch(/^demo\/[0-9a-f]{32}\.webp$/);
  });

  it('lets every rendition a free member can derive from a locked photo show only its blur', async () => {
    const all = await lockedPhotosForAlice();
    const originals = new Set(all.premium.flatMap((p) => [p.filename, p.thumbFilename]));
    // Three locked photos and their originals: every rendition is an encode.
    const locked = all.locked.slice(0, 3);
    const originalRenditions = new Set<string>();
    for (const p of all.premium.filter((row) => locked.some((l) => l.id === row.id))) {
      for (const key of photoKeys(p.filename)) {
        if (await ensureRendition(h.deps.photoStore, key)) {
          originalRenditions.add(readFileSync(join(h.uploadsDir, key)).toString('base64'));
        }
      }
    }
    for (const photo of locked) {
      // The site derives its srcset from the name it was sent: the blur's.
      for (const width of PHOTO_WIDTHS) {
        for (const format of PHOTO_FORMATS) {
          const key = photoRendition(photo.filename, width, format);
          const source = parsePhotoRendition(key)?.source ?? key;
          expect(originals.has(source), key).toBe(false);
          expect((await ensureRendition(h.deps.photoStore, key)) || key === photo.filename, key).toBe(true);
          const bytes = readFileSync(join(h.uploadsDir, key)).toString('base64');
          expect(originalRenditions.has(bytes), key).toBe(false);
        }
      }
    }
  }, 120_000);

  it('keeps no key and no other dot-file in the served folder', () => {
    const hidden = filesUnder(h.uploadsDir).filter((f) => f.split('/').some((s) => s.startsWith('.')));
    expect(hidden).toEqual([]);
  });

  it('gives a premium member the original', async () => {
    const { locked } = await lockedPhotosForAlice();
    const [row] = await h.db.select().from(photos).where(eq(photos.id, locked[0]!.id));
    const res = await h.request(`/api/member.php?id=${row!.userId}`, { cookie: bob.cookie });
    const photo = res.body.member.photos.find((p: { id: number }) => p.id === row!.id);
    expect(photo).toMatchObject({
      filename: row!.filename,
      thumb_filename: row!.thumbFilename,
      locked: false,
    });
    const meta = await sharp(join(h.uploadsDir, photo.filename)).metadata();
    expect(meta.format).toBe('webp');
  });
});

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

async function sendPhoto(from: Member, to: number, clientId?: string) {
  const form = new FormData();
  form.set('profile', String(to));
  form.set('photo', new Blob([await png()], { type: 'image/png' }), 'me.png');
  if (clientId) form.set('client_id', clientId);
  return h.request('/api/message-photo.php', { method: 'POST', body: form, cookie: from.cookie });
}

describe('chat photos', () => {
  it('leaves no file when a photo is refused for want of credits', async () => {
    const before = filesUnder(h.chatPhotosDir);
    const res = await sendPhoto(alice, bob.id);
    expect([res.status, res.body.error.code]).toEqual([402, 'not_enough_credits']);
    expect(filesUnder(h.chatPhotosDir)).toEqual(before);
  });

  it('leaves no file when a photo is refused because of a block, and none for a repeated send', async () => {
    const sent = await sendPhoto(bob, alice.id, 'photo-retry-0001');
    expect(sent.status).toBe(201);
    const afterFirst = filesUnder(h.chatPhotosDir).sort();
    // The photo, its thumbnail and five renditions (AVIF at 320, 480, 640; WebP at 320, 480).
    expect(afterFirst).toHaveLength(7);
    const again = await sendPhoto(bob, alice.id, 'photo-retry-0001');
    expect(again.status).toBe(200);
    expect(filesUnder(h.chatPhotosDir).sort()).toEqual(afterFirst);

    await h.request('/api/block.php', {
      method: 'POST',
      body: JSON.stringify({ id: bob.id }),
      cookie: alice.cookie,
    });
    const refused = await sendPhoto(bob, alice.id);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'blocked']);
    expect(filesUnder(h.chatPhotosDir).sort()).toEqual(afterFirst);
    await h.request('/api/block.php', {
      method: 'DELETE',
      body: JSON.stringify({ id: bob.id }),
      cookie: alice.cookie,
    });
  });

  it('serves a chat photo only to the conversation’s members, never from the public folder', async () => {
    const sent = await sendPhoto(bob, alice.id);
    expect(sent.status).toBe(201);
    const id = sent.body.message.id;
    // A third member, with no business in alice's and bob's chat.
    const [other] = await h.db.select().from(photos).where(eq(photos.premiumOnly, true)).limit(1);
    const eve = await h.member(await emailOf(other!.userId));
    for (const size of ['full', 'thumb']) {
      const own = await h.request(`/api/chat-photo.php?message=${id}&size=${size}`, { cookie: alice.cookie });
      expect(own.status).toBe(200);
      const stranger = await h.request(`/api/chat-photo.php?message=${id}&size=${size}`, {
        cookie: eve.cookie,
      });
      expect(stranger.status).toBe(404);
      const visitor = await h.request(`/api/chat-photo.php?message=${id}&size=${size}`);
      expect(visitor.status).toBe(403);
    }
    expect(filesUnder(h.uploadsDir).some((f) => f.startsWith('c'))).toBe(false);
  });

  it('serves a chat photo’s AVIF and WebP renditions by the same check, privately cached', async () => {
    const sent = await sendPhoto(bob, alice.id);
    expect(sent.status).toBe(201);
    const id = sent.body.message.id;
    const [other] = await h.db.select().from(photos).where(eq(photos.premiumOnly, true)).limit(1);
    const eve = await h.member(await emailOf(other!.userId));
    for (const [w, format] of [
      [320, 'avif'],
      [480, 'webp'],
      [640, 'avif'],
      [640, 'webp'],
    ] as const) {
      const path = `/api/chat-photo.php?message=${id}&w=${w}&format=${format}`;
      const own = await h.api.fetch(
        new Request(`http://velvet.localhost${path}`, { headers: { cookie: alice.cookie } }),
      );
      expect(own.status, path).toBe(200);
      expect(own.headers.get('content-type'), path).toBe(`image/${format}`);
      expect(own.headers.get('cache-control'), path).toBe('private, max-age=31536000, immutable');
      const info = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
      expect([info.format, info.width], path).toEqual([format === 'avif' ? 'heif' : 'webp', w]);
      expect((await h.request(path, { cookie: eve.cookie })).status, path).toBe(404);
      expect((await h.request(path)).status, path).toBe(403);
    }
    // The OpenAPI document names both, with the only values they take.
    const doc = await h.request('/api/openapi.json');
    const params = doc.body.paths['/api/chat-photo.php'].get.parameters as {
      name: string;
      required?: boolean;
      schema: { enum?: string[] };
    }[];
    expect(params.find((p) => p.name === 'format')).toMatchObject({ schema: { enum: ['avif', 'webp'] } });
    expect(params.find((p) => p.name === 'w')?.required ?? false).toBe(false);
    // Only the chosen widths, and a width always with its format.
    for (const query of ['w=1000&format=avif', 'w=320', 'format=avif', 'w=320&format=png']) {
      const res = await h.request(`/api/chat-photo.php?message=${id}&${query}`, { cookie: alice.cookie });
      expect([res.status, res.body.error.code], query).toEqual([400, 'validation_failed']);
    }
  });
});

async function emailOf(id: number): Promise<string> {
  const [row] = await h.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}
