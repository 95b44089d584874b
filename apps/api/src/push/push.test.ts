/**
 * Web push through the API (spec §3 push state, §7 POST /api/user.php?push=1; issue 7): a
 * subscription is kept per browser, a new message reaches it encrypted and signed, in the
 * recipient's language, and a subscription the push service calls gone is forgotten. The push
 * service is the edge of the world: a local HTTP server stands in for it.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushSubscriptions, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
// @ts-expect-error http_ece ships no types; it is web-push's own encryption library.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
const received: { url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
let gone = false;
const service = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(gone ? 410 : 201).end();
  });
});
let origin = '';

beforeAll(async () => {
  h = await createHarness({ members: 20 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.close();
  await h.close();
});

/** A browser's subscription: a P-256 key pair and an auth secret, as a push service hands out. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
const subscribe = (cookie: string | undefined, body: unknown) =>
  h.request('/api/user.php?push=1', { method: 'POST', body: JSON.stringify(body), cookie });
// Pushes go out after the response: wait for them (failing loudly if they never come).
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 15_000, interval: 25 });

describe('push subscriptions', () => {
  it('refuses visitors and bad subscriptions with field errors, storing nothing', async () => {
    const { keys } = browserKeys();
    expect((await subscribe(undefined, { subscription: { endpoint: `${origin}/x`, keys } })).status).toBe(
      403,
    );
    const bad = await subscribe(bob.cookie, {
      subscription: { endpoint: 'not a url', keys: { p256dh: '!!', auth: '' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ 'subscription.endpoint': 'invalid' });
    expect((await subscribe(bob.cookie, {})).status).toBe(400);
    expect(await h.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('keeps a browser’s subscription, pushes a new message to it in the member’s language, and forgets it when gone', async () => {
    const browser = browserKeys();
    const endpoint = `${origin}/push/bob-phone`;
    expect((await subscribe(bob.cookie, { subscription: { endpoint, keys: browser.keys } })).body).toEqual({
      ok: true,
    });
    await h.db.update(users).set({ language: 'de' }).where(eq(users.id, bob.id));

    const sent = await h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: bob.id, text: 'Hallo Bob!' }),
      cookie: alice.cookie,
    });
    expect(sent.status).toBe(201);
    await until(() => received.length > 0);
    const [push] = received;
    expect(push!.url).toBe('/push/bob-phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(
      ece
        .decrypt(push!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
        .toString(),
    );
    expect(payload).toEqual({
      title: 'Neue Nachricht von Alice',
      body: 'Hallo Bob!',
      url: `/chats/${sent.body.conversation.id}`,
      tag: `conversation-${sent.body.conversation.id}`,
    });

    gone = true;
    await h.db.update(users).set({ credits: 50 }).where(eq(users.id, alice.id));
    await h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: bob.id, kind: 'gift', gift: 'rose' }),
      cookie: alice.cookie,
    });
    await until(() => received.length > 1);
    await expect
      .poll(() => h.db.select().from(pushSubscriptions), { timeout: 15_000, interval: 25 })
      .toEqual([]);
  });

  it('forgets a subscription on request', async () => {
    const { keys } = browserKeys();
    const endpoint = `${origin}/push/bob-laptop`;
    await subscribe(bob.cookie, { subscription: { endpoint, keys } });
    expect((await subscribe(bob.cookie, { subscription: null, endpoint })).status).toBe(200);
    expect(await h.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
