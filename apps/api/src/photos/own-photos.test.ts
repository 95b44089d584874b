/** The member's own photos (spec §2 /profile images, §5): list, choose the main photo, delete. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { photos } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await createHarness({ members: 4 });
  alice = (await h.login('alice@velvet.demo')).cookie;
  bob = (await h.login('bob@velvet.demo')).cookie;
});
afterAll(() => h.close());

const send = (method: string, body: unknown, cookie?: string) =>
  h.request('/api/photos.php', { method, body: JSON.stringify(body), cookie });
const list = async (cookie: string) => (await h.request('/api/photos.php', { cookie })).body;

describe('own photos', () => {
  let uploaded: { id: number; filename: string };

  it('lists an upload, makes it the main photo and shows it as such everywhere', async () => {
    const png = await sharp({ create: { width: 900, height: 1100, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const data = new FormData();
    data.set('photo', new File([png], 'me.png', { type: 'image/png' }));
    expect((await h.request('/api/photos.php', { method: 'POST', body: data, cookie: bob })).status).toBe(
      201,
    );

    const before = await list(bob);
    expect(before.max).toBe(25);
    uploaded = before.photos.at(-1);
    expect(uploaded).toMatchObject({ status: 'pending', rejection_reason: null, main: false });

    expect((await send('PUT', { id: uploaded.id }, bob)).status).toBe(200);
    const after = await list(bob);
    expect(after.photos[0]).toMatchObject({ id: uploaded.id, main: true });
    expect(after.photos.filter((p: { main: boolean }) => p.main)).toHaveLength(1);
    const me = (await h.request('/api/user.php', { cookie: bob })).body.user;
    expect(me.profile.main_image.filename).toBe(uploaded.filename);
  });

  it('another member can neither make main nor delete it, and learns nothing', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const res = await send(method, { id: uploaded.id }, alice);
      expect(res.status).toBe(404);
    }
    expect(await h.db.select().from(photos).where(eq(photos.id, uploaded.id))).toHaveLength(1);
    expect((await list(alice)).photos.map((p: { id: number }) => p.id)).not.toContain(uploaded.id);
  });

  it('deleting the main photo removes its files and makes the next photo main', async () => {
    const dir = h.uploadsDir;
    expect(existsSync(join(dir, uploaded.filename))).toBe(true);
    expect((await send('DELETE', { id: uploaded.id }, bob)).status).toBe(200);
    expect(existsSync(join(dir, uploaded.filename))).toBe(false);
    const after = await list(bob);
    expect(after.photos.map((p: { id: number }) => p.id)).not.toContain(uploaded.id);
    expect(after.photos[0].main).toBe(true);
    // A seeded demo picture is shared, so deleting one keeps the file for the others.
    const seeded = after.photos.at(-1);
    expect((await send('DELETE', { id: seeded.id }, bob)).status).toBe(200);
    expect(existsSync(join(dir, seeded.filename))).toBe(true);
  });

  it('refuses bad input and visitors', async () => {
    const bad = await send('PUT', { id: 'x' }, bob);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ id: 'invalid' });
    expect((await send('DELETE', {}, bob)).status).toBe(400);
    expect((await h.request('/api/photos.php')).status).toBe(403);
    expect((await send('PUT', { id: 1 })).status).toBe(403);
  });
});
