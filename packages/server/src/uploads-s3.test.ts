/**
 * The network on S3 (STORAGE=s3, ADR 0074): the demo pictures go to the bucket on the first
 * start and /uploads/* serves them from it with the caching of the local folder, a 304 for a
 * cached copy, a 404 for a missing key and a 503 with Retry-After when S3 is out of reach.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestS3Server, startS3Server } from '@dating/storage/testing';
import { photoRendition } from '@dating/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';
import { serveUploads } from './uploads.ts';
import { createS3Client, createS3Store } from '@dating/storage';
import { Hono } from 'hono';

const dataDir = mkdtempSync(join(tmpdir(), 'network-s3-test-'));
let s3: TestS3Server;
let network: Network;

const send = (path: string, init: RequestInit = {}) =>
  Promise.resolve(network.app.fetch(new Request(`http://velvet.localhost${path}`, init)));

beforeAll(async () => {
  s3 = await startS3Server();
  const { settings } = s3;
  network = await createNetwork({
    ...readConfig({
      STORAGE: 's3',
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint!,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
    }),
    dataDir,
    seedMembersPerBrand: 4,
    databaseUrl: undefined,
    scheduler: false,
  });
}, 120_000);

afterAll(async () => {
  await network?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('photos on S3', () => {
  it('serves a seeded photo from the bucket, cached for a year, and nothing from the data folder', async () => {
    const login = await send('/api/user.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
    });
    const { user } = (await login.json()) as { user: { profile: { main_image: { filename: string } } } };
    const path = `/uploads/${user.profile.main_image.filename}`;
    const photo = await send(path);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
    const cached = await send(path, { headers: { 'if-none-match': photo.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    // Its AVIF rendition, made from the bucket's WebP on the first request and kept there (ADR 0081).
    const avifPath = `/uploads/${photoRendition(user.profile.main_image.filename, 480, 'avif')}`;
    const avif = await send(avifPath);
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avifBytes = new Uint8Array(await avif.arrayBuffer());
    expect(new TextDecoder().decode(avifBytes.subarray(4, 12))).toBe('ftypavif');
    const avifAgain = await send(avifPath, { headers: { 'if-none-match': avif.headers.get('etag')! } });
    expect(avifAgain.status).toBe(304);
    expect((await send('/uploads/demo/no-such-picture.webp')).status).toBe(404);
    expect((await send('/uploads/..%2f..%2fsandbox-secret')).status).toBe(404);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });

  it('answers 503 with Retry-After, at once, when S3 is out of reach', async () => {
    const down = createS3Store(
      createS3Client({ ...s3.settings, endpoint: 'http://127.0.0.1:3729' }),
      s3.settings.bucket,
      'uploads/',
    );
    const app = new Hono().use('/uploads/*', ...serveUploads(down));
    const res = await app.fetch(new Request('http://velvet.localhost/uploads/demo/a.webp'));
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
