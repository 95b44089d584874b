/** GET /api/my-data.php (GDPR Art. 15/20): a ZIP with the member's data and photo files. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { photos } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 4 });
});
afterAll(() => h.close());

const json = (body: unknown, cookie: string) => ({ method: 'POST', body: JSON.stringify(body), cookie });

describe('my data', () => {
  it('streams a ZIP of JSON files with the messages both ways and the photo files', async () => {
    const alice = await h.member('alice@velvet.demo');
    const bob = await h.member('bob@velvet.demo');
    const image = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('photo', new File([image], 'me.png', { type: 'image/png' }));
    expect(
      (await h.request('/api/photos.php', { method: 'POST', body: form, cookie: alice.cookie })).status,
    ).toBe(201);
    await h.request('/api/message.php', json({ profile: bob.id, text: 'Hello from Alice' }, alice.cookie));
    await h.request('/api/message.php', json({ profile: alice.id, text: 'Hi Alice, Bob here' }, bob.cookie));
    await h.request('/api/like.php', json({ id: bob.id }, alice.cookie));

    const res = await h.api.fetch(
      new Request('http://velvet.localhost/api/my-data.php', { headers: { cookie: alice.cookie } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="my-data-velvet-\d{4}-\d\d-\d\d\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const read = (name: string) => JSON.parse(strFromU8(zip[name]!));

    const account = read('account.json');
    expect(account).toMatchObject({ id: alice.id, email: 'alice@velvet.demo' });
    expect(JSON.stringify(account)).not.toMatch(/argon2|passwordHash/);
    expect(read('profile.json')).toMatchObject({ userId: alice.id, interests: expect.any(Array) });

    const conversations = read('messages.json');
    const withBob = conversations.find((c: { with: { id: number } }) => c.with.id === bob.id);
    expect(withBob.with.name).toBe('Bob');
    expect(withBob.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'me', text: 'Hello from Alice' }),
        expect.objectContaining({ from: 'Bob', text: 'Hi Alice, Bob here' }),
      ]),
    );
    expect(JSON.stringify(conversations)).not.toContain('bob@velvet.demo');

    const [row] = await h.db.select().from(photos).where(eq(photos.userId, alice.id)).orderBy(photos.id);
    const listed = read('photos.json');
    expect(listed.map((p: { file: string }) => p.file)).toContain(`photos/${row!.filename}`);
    const uploaded = (await h.db.select().from(photos).where(eq(photos.userId, alice.id))).find((p) =>
      p.filename.startsWith(`u${alice.id}-`),
    )!;
    expect(Buffer.from(zip[`photos/${uploaded.filename}`]!)).toEqual(
      readFileSync(join(h.uploadsDir, uploaded.filename)),
    );

    expect(read('likes.json').given).toEqual([
      expect.objectContaining({ member: { id: bob.id, name: 'Bob' } }),
    ]);
    for (const name of [
      'blocks.json',
      'reports.json',
      'payments.json',
      'discount-codes.json',
      'consents-and-tracking.json',
      'notification-preferences.json',
    ])
      expect(zip[name]).toBeDefined();
  });

  it('needs a session', async () => {
    const res = await h.request('/api/my-data.php');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('authentication_required');
  });
});
