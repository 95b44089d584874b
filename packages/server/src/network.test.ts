/** The network server: data survives a restart, hosts pick sites, headers protect every answer. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoRendition } from '@dating/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, createNetwork } from './network.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'network-test-'));
const config = {
  ...readConfig({}),
  dataDir,
  seedMembersPerBrand: 6,
  databaseUrl: undefined,
  scheduler: false,
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const send = (
  app: { fetch: (r: Request) => Response | Promise<Response> },
  path: string,
  init: RequestInit = {},
) => Promise.resolve(app.fetch(new Request(`http://velvet.localhost${path}`, init)));

const login = (app: Parameters<typeof send>[0]) =>
  send(app, '/api/user.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
  });

describe('createNetwork', () => {
  it('keeps members, sessions and changes across a restart', async () => {
    const first = await createNetwork(config);
    const res = await login(first.app);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    await send(first.app, '/api/user.php', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"language":"sv"}',
    });
    const before = (await (await send(first.app, '/api/members.php')).json()) as { total: number };
    await first.close();

    const second = await createNetwork(config);
    const me = (await (await send(second.app, '/api/user.php', { headers: { cookie } })).json()) as {
      user: { language: string };
    };
    expect(me.user.language).toBe('sv');
    const after = (await (await send(second.app, '/api/members.php')).json()) as { total: number };
    expect(after.total).toBe(before.total);
    await second.close();
  }, 120_000);

  it('answers 404 for an unknown host and sends security headers', async () => {
    const network = await createNetwork(config);
    const unknown = await network.app.fetch(new Request('http://unknown.example/'));
    expect(unknown.status).toBe(404);
    const api = await send(network.app, '/api/settings.php');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    await network.close();
  }, 120_000);

  it('answers /favicon.ico with the brand logo, so a document without an icon link logs no 404', async () => {
    const network = await createNetwork(config);
    const icon = await send(network.app, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    await network.close();
  }, 120_000);

  it('serves uploaded photos with a long cache and refuses paths outside the uploads folder', async () => {
    const network = await createNetwork(config);
    const res = await login(network.app);
    const user = (await res.json()) as { user: { profile: { main_image: { filename: string } } } };
    const photo = await send(network.app, `/uploads/${user.user.profile.main_image.filename}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toContain('immutable');
    const traversal = await send(network.app, '/uploads/..%2f..%2fpglite%2fPG_VERSION');
    expect(traversal.status).toBe(404);
    await network.close();
  }, 120_000);

  it('serves a seeded photo as AVIF and WebP renditions, made on first request, cached like the photo', async () => {
    const network = await createNetwork(config);
    const res = await login(network.app);
    const user = (await res.json()) as { user: { profile: { main_image: { filename: string } } } };
    const source = user.user.profile.main_image.filename;
    for (const [width, format] of [
      [320, 'avif'],
      [480, 'webp'],
      [640, 'avif'],
    ] as const) {
      const path = `/uploads/${photoRendition(source, width, format)}`;
      const photo = await send(network.app, path);
      expect(photo.status, path).toBe(200);
      expect(photo.headers.get('content-type'), path).toBe(`image/${format}`);
      expect(photo.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      const info = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect([info.format, info.width], path).toEqual([format === 'avif' ? 'heif' : 'webp', width]);
      // Kept: the second request is the stored file, with its entity tag.
      const again = await send(network.app, path, {
        headers: { 'if-none-match': photo.headers.get('etag')! },
      });
      expect(again.status, path).toBe(304);
    }
    // Only the chosen widths, and only of a photo that exists.
    expect((await send(network.app, `/uploads/${source.replace('.webp', '-2000w.avif')}`)).status).toBe(404);
    expect((await send(network.app, '/uploads/demo/no-such-picture-320w.avif')).status).toBe(404);
    expect((await send(network.app, '/uploads/demo/.premium-key-320w.avif')).status).toBe(404);
    await network.close();
  }, 120_000);

  it('never serves a dot-file from the uploads folder, such as a key an older version left there', async () => {
    const network = await createNetwork(config);
    mkdirSync(join(dataDir, 'uploads', 'demo'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'demo', '.premium-key'), 'secret-key');
    writeFileSync(join(dataDir, 'uploads', '.env'), 'SECRET=1');
    mkdirSync(join(dataDir, 'uploads', '.hidden'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', '.hidden', 'photo.webp'), 'bytes');
    for (const path of [
      '/uploads/demo/.premium-key',
      '/uploads/.env',
      '/uploads/.hidden/photo.webp',
      '/uploads/demo/%2epremium-key',
    ]) {
      const res = await send(network.app, path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('secret');
    }
    await network.close();
  }, 120_000);
});
