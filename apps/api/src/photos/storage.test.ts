/**
 * Photos through either store (issue 20 point 5, ADR 0074): the same journeys on the local
 * folder and on S3 (a real S3-compatible server, s3rver, started here), and the faults of point
 * 8: a full photo folder and an S3 out of reach answer 503 storage_unavailable with Retry-After,
 * and keep nothing — no photo or message row, no credits taken, no file or object. A photo's AVIF
 * and WebP renditions (ADR 0081) live, are served and are erased beside it in either store.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoRendition } from '@dating/contract';
import { messages, photos, users } from '@dating/db/schema';
import { type PhotoStore, createLocalStore, createS3Client, createS3Store } from '@dating/storage';
import { type TestS3Server, startS3Server } from '@dating/storage/testing';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseAccount } from '../lifecycle/erase.ts';
import { expectConsoleError } from '../../../../scripts/vitest-console.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { photoKeys } from './renditions.ts';

/** The store the API uses, switched by the test between the real one and a failing one. */
function switchable(initial: PhotoStore) {
  let current = initial;
  const store: PhotoStore = {
    get kind() {
      return current.kind;
    },
    put: (...a) => current.put(...a),
    get: (...a) => current.get(...a),
    read: (...a) => current.read(...a),
    exists: (...a) => current.exists(...a),
    copy: (...a) => current.copy(...a),
    delete: (...a) => current.delete(...a),
  };
  return {
    store,
    /** Runs `fn` with `failing` in place of the real store. */
    async with<T>(failing: PhotoStore, fn: () => Promise<T>): Promise<T> {
      current = failing;
      try {
        return await fn();
      } finally {
        current = initial;
      }
    },
  };
}

const png = (background: string) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
  cleanups.push(() => s3.close());
});

/**
 * A photo folder with no space left: a real 64 KiB tmpfs filled to the brim where this runs as
 * root (a real ENOSPC from the kernel), else a folder whose writes fail as a full disk does.
 */
function fullFolder(): Unavailable {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-full-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    cleanups.push(() => {
      execFileSync('umount', [dir]);
    });
    try {
      writeFileSync(join(dir, 'filler'), Buffer.alloc(1024 * 1024));
    } catch {
      // ENOSPC: the filler took every block there was.
    }
    return {
      store: createLocalStore(dir),
      how: 'a full tmpfs',
      leftovers: () => readdirSync(dir).filter((f) => f !== 'filler'),
    };
  } catch {
    const enospc = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    return {
      store: createLocalStore(dir, {
        ...fsPromises,
        writeFile: async () => {
          throw enospc();
        },
      }),
      how: 'writes failing with ENOSPC',
      leftovers: () => readdirSync(dir),
    };
  }
}

interface Unavailable {
  store: PhotoStore;
  how: string;
  /** Files the failed writes left (none may be). */
  leftovers(): string[];
}

interface Setup {
  photoStore: PhotoStore;
  chatPhotoStore: PhotoStore;
  /** Whether the object is where this store keeps it, looked up without the store. */
  stored(area: 'uploads' | 'chat-photos', key: string): Promise<boolean>;
  /** A store of the same kind that cannot take anything now, and what it holds after. */
  unavailable(): Unavailable;
}

const setups: [string, () => Setup][] = [
  [
    'local',
    () => {
      const root = mkdtempSync(join(tmpdir(), 'api-test-stores-'));
      cleanups.push(() => rmSync(root, { recursive: true, force: true }));
      return {
        photoStore: createLocalStore(join(root, 'uploads')),
        chatPhotoStore: createLocalStore(join(root, 'chat-photos')),
        stored: async (area, key) =>
          fsPromises.access(join(root, area, key)).then(
            () => true,
            () => false,
          ),
        unavailable: fullFolder,
      };
    },
  ],
  [
    's3',
    () => {
      const client = createS3Client(s3.settings);
      const bucket = s3.settings.bucket;
      return {
        photoStore: createS3Store(client, bucket, 'uploads/'),
        chatPhotoStore: createS3Store(client, bucket, 'chat-photos/'),
        // The whole bucket, without a prefix: where the keys really are.
        stored: (area, key) => createS3Store(client, bucket, '').exists(`${area}/${key}`),
        unavailable: () => ({
          // Nothing listens on this port of the range: S3 out of reach.
          store: createS3Store(
            createS3Client({ ...s3.settings, endpoint: 'http://127.0.0.1:3729' }),
            bucket,
            'uploads/',
          ),
          how: 'S3 out of reach',
          leftovers: () => [],
        }),
      };
    },
  ],
];

describe.each(setups)('photos on the %s store', (_kind, setup) => {
  let h: Harness;
  let stores: Setup;
  let photoSwitch: ReturnType<typeof switchable>;
  let chatSwitch: ReturnType<typeof switchable>;
  let alice: { id: number; cookie: string };
  let bob: { id: number; cookie: string };
  let carol: { id: number; cookie: string };

  beforeAll(async () => {
    stores = setup();
    photoSwitch = switchable(stores.photoStore);
    chatSwitch = switchable(stores.chatPhotoStore);
    h = await createHarness({
      members: 6,
      storage: { photoStore: photoSwitch.store, chatPhotoStore: chatSwitch.store },
    });
    cleanups.push(() => h.close());
    alice = await h.member('alice@velvet.demo');
    bob = await h.member('bob@velvet.demo');
    carol = await h.member('carol@velvet.demo');
  }, 120_000);

  const uploadPhoto = async (cookie: string) => {
    const form = new FormData();
    form.set('photo', new Blob([await png('#357')], { type: 'image/png' }), 'me.png');
    return h.request('/api/photos.php', { method: 'POST', body: form, cookie });
  };
  const sendPhoto = async (from: { cookie: string }, to: number) => {
    const form = new FormData();
    form.set('profile', String(to));
    form.set('photo', new Blob([await png('#c33')], { type: 'image/png' }), 'me.png');
    return h.request('/api/message-photo.php', { method: 'POST', body: form, cookie: from.cookie });
  };
  const photoRows = (id: number) => h.db.select().from(photos).where(eq(photos.userId, id));
  const photoMessages = async () =>
    Number((await h.db.select({ n: count() }).from(messages).where(eq(messages.kind, 'photo')))[0]?.n);
  const credits = async (id: number) =>
    (await h.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]?.credits;

  it('keeps an uploaded profile photo in the store and serves it back, cached for a year', async () => {
    const res = await uploadPhoto(bob.cookie);
    expect(res.status).toBe(201);
    const row = (await photoRows(bob.id)).find((p) => p.filename.startsWith(`u${bob.id}-`))!;
    expect(await stores.stored('uploads', row.filename)).toBe(true);
    expect(await stores.stored('uploads', row.thumbFilename)).toBe(true);
    // With its AVIF and WebP renditions (ADR 0081), in the same store.
    for (const key of photoKeys(row.filename)) expect(await stores.stored('uploads', key), key).toBe(true);
    const avif = await photoSwitch.store.get(photoRendition(row.filename, 320, 'avif'));
    expect(avif?.contentType).toBe('image/avif');
    await avif?.body.cancel();
    // The demo pictures went through the same store.
    const seeded = (await photoRows(alice.id))[0]!;
    expect(await stores.stored('uploads', seeded.filename)).toBe(true);
  });

  it('serves a chat photo to the two members only, from the store of chat photos', async () => {
    const sent = await sendPhoto(bob, alice.id);
    expect(sent.status).toBe(201);
    const [message] = await h.db.select().from(messages).where(eq(messages.id, sent.body.message.id));
    expect(await stores.stored('chat-photos', message!.photoFile!)).toBe(true);
    // Never among the public photos.
    expect(await stores.stored('uploads', message!.photoFile!)).toBe(false);
    const path = `/api/chat-photo.php?message=${message!.id}`;
    for (const who of [alice, bob]) {
      const seen = await h.api.fetch(
        new Request(`http://velvet.localhost${path}`, { headers: { cookie: who.cookie } }),
      );
      expect(seen.status).toBe(200);
      expect(seen.headers.get('content-type')).toBe('image/webp');
      expect(seen.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await seen.arrayBuffer())).metadata()).format).toBe('webp');
      const etag = seen.headers.get('etag')!;
      const again = await h.api.fetch(
        new Request(`http://velvet.localhost${path}`, {
          headers: { cookie: who.cookie, 'if-none-match': etag },
        }),
      );
      expect(again.status).toBe(304);
    }
    expect((await h.request(path, { cookie: carol.cookie })).status).toBe(404);
    expect((await h.request(path)).status).toBe(403);
    // Its renditions, from the same store and behind the same check.
    for (const key of photoKeys(message!.photoFile!))
      expect(await stores.stored('chat-photos', key), key).toBe(true);
    const avif = await h.api.fetch(
      new Request(`http://velvet.localhost${path}&w=480&format=avif`, { headers: { cookie: alice.cookie } }),
    );
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect(avif.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(480);
    expect((await h.request(`${path}&w=480&format=avif`, { cookie: carol.cookie })).status).toBe(404);
  });

  it('a storage that cannot take the photo: 503 with Retry-After, and nothing kept', async () => {
    // The server logs each refusal as a warning (ADR 0075's logger; in tests through console.error).
    expectConsoleError(/photo storage unavailable/);
    const before = await photoRows(bob.id);
    const { store, how, leftovers } = stores.unavailable();
    const refused = await photoSwitch.with(store, () => uploadPhoto(bob.cookie));
    expect([refused.status, refused.body.error.code], how).toEqual([503, 'storage_unavailable']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await photoRows(bob.id)).toEqual(before);

    const messagesBefore = await photoMessages();
    const creditsBefore = await credits(bob.id);
    const chat = await chatSwitch.with(store, () => sendPhoto(bob, alice.id));
    expect([chat.status, chat.body.error.code], how).toEqual([503, 'storage_unavailable']);
    expect(await photoMessages()).toBe(messagesBefore);
    expect(await credits(bob.id)).toBe(creditsBefore);
    // Not even a partial file.
    expect(leftovers()).toEqual([]);
  });

  it('erasure deletes the member’s files and the chat photos of their conversations', async () => {
    const own = (await photoRows(bob.id)).filter((p) => p.filename.startsWith(`u${bob.id}-`));
    const chat = await h.db.select().from(messages).where(eq(messages.senderId, bob.id));
    const files = chat.flatMap((m) => [m.photoFile, m.photoThumb]).filter((f): f is string => Boolean(f));
    expect(own.length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(0);
    await eraseAccount(h.deps, bob.id);
    for (const p of own) {
      expect(await stores.stored('uploads', p.thumbFilename)).toBe(false);
      for (const key of photoKeys(p.filename)) expect(await stores.stored('uploads', key), key).toBe(false);
    }
    for (const f of files.flatMap(photoKeys)) expect(await stores.stored('chat-photos', f), f).toBe(false);
  });
});
