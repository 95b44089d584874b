/**
 * The same contract on both stores: the local folder and S3 (a real S3-compatible server,
 * s3rver, started here). Plus the local folder's full disk: the write fails with
 * StorageUnavailableError and leaves no file, partial or whole.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store.ts';
import { type PhotoStore, StorageUnavailableError } from './photo-store.ts';
import { createS3Client, createS3Store } from './s3-store.ts';
import { servePhoto } from './serve.ts';
import { startS3Server, type TestS3Server } from './testing/s3-server.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (response: Response | null) => (response ? response.text() : null);

let s3: TestS3Server;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'photo-store-test-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => PhotoStore][] = [
  ['local', () => createLocalStore(tempDir())],
  [
    's3',
    () => createS3Store(createS3Client(s3.settings), s3.settings.bucket, `t${dirs.length}-${Date.now()}/`),
  ],
];

describe.each(stores)('%s store', (_kind, make) => {
  let store: PhotoStore;
  beforeAll(() => {
    store = make();
  });

  it('keeps what it is given and serves it with its type, tag and caching', async () => {
    await store.put('demo/a.webp', bytes('picture'), 'image/webp');
    expect(await store.exists('demo/a.webp')).toBe(true);
    expect(new TextDecoder().decode((await store.read('demo/a.webp'))!)).toBe('picture');
    const response = await servePhoto(store, 'demo/a.webp', new Request('http://x/'), 'public, max-age=1');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('image/webp');
    expect(response?.headers.get('content-length')).toBe('7');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=1');
    const etag = response?.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await text(response)).toBe('picture');
    const again = await servePhoto(
      store,
      'demo/a.webp',
      new Request('http://x/', { headers: { 'if-none-match': etag! } }),
      'public, max-age=1',
    );
    expect(again?.status).toBe(304);
  });

  it('serves an AVIF rendition as image/avif, cacheable like the WebP beside it (ADR 0081)', async () => {
    await store.put('demo/a-320w.avif', bytes('avif picture'), 'image/avif');
    const response = await servePhoto(
      store,
      'demo/a-320w.avif',
      new Request('http://x/'),
      'public, max-age=1',
    );
    expect(response?.headers.get('content-type')).toBe('image/avif');
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await text(response)).toBe('avif picture');
    const again = await servePhoto(
      store,
      'demo/a-320w.avif',
      new Request('http://x/', { headers: { 'if-none-match': response!.headers.get('etag')! } }),
      'public, max-age=1',
    );
    expect(again?.status).toBe(304);
  });

  it('copies without reading through us, and deletes (missing keys are fine)', async () => {
    await store.put('b.webp', bytes('bee'), 'image/webp');
    await store.copy('b.webp', 'demo/c.webp');
    expect(new TextDecoder().decode((await store.read('demo/c.webp'))!)).toBe('bee');
    await store.delete(['b.webp', 'demo/c.webp', 'never-there.webp']);
    expect(await store.exists('b.webp')).toBe(false);
    expect(await store.read('demo/c.webp')).toBeNull();
    expect(await servePhoto(store, 'b.webp', new Request('http://x/'), 'x')).toBeNull();
  });

  it('never writes or serves a hidden key, and refuses a key that climbs out', async () => {
    await expect(store.put('.env', bytes('x'), 'text/plain')).rejects.toThrow(/Hidden/);
    expect(await store.get('demo/.premium-key')).toBeNull();
    await expect(store.put('../escape.webp', bytes('x'), 'image/webp')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(store.read('a//b')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('a full photo folder', () => {
  const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

  it('fails the write as unavailable and leaves no file behind (a write that fails half-way)', async () => {
    const dir = tempDir();
    // The disk takes the first bytes of the file, then is full.
    const store = createLocalStore(dir, {
      ...fsPromises,
      writeFile: async (file, data, options) => {
        await fsPromises.writeFile(file, (data as Uint8Array).subarray(0, 3), options);
        throw enospc();
      },
    });
    const error = await store.put('u1-x.webp', bytes('a whole picture'), 'image/webp').catch((e) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error.code).toBe('storage_unavailable');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a copy on a full disk leaves nothing under the new name either', async () => {
    const dir = tempDir();
    const store = createLocalStore(dir, {
      ...fsPromises,
      link: async () => {
        throw Object.assign(new Error('EXDEV'), { code: 'EXDEV' });
      },
      copyFile: async () => {
        throw enospc();
      },
    });
    await createLocalStore(dir).put('a.webp', bytes('a'), 'image/webp');
    await expect(store.copy('a.webp', 'b.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(readdirSync(dir)).toEqual(['a.webp']);
  });
});

describe('S3 out of reach', () => {
  it('fails within the client timeouts as unavailable, not as a hang or a crash', async () => {
    // Nothing listens on this port of our range: connection refused.
    const store = createS3Store(
      createS3Client({ ...s3.settings, endpoint: 'http://127.0.0.1:3729' }),
      s3.settings.bucket,
      'x/',
    );
    await expect(store.put('a.webp', bytes('a'), 'image/webp')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(store.get('a.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('a refusal (wrong keys) is unavailable too', async () => {
    const store = createS3Store(
      createS3Client({ ...s3.settings, credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'wrong' } }),
      s3.settings.bucket,
      'x/',
    );
    await expect(store.put('a.webp', bytes('a'), 'image/webp')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});
