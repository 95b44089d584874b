/**
 * Live events across two API instances on one PostgreSQL (issue 20 points 2 and 3, ADR 0072):
 * each instance has its own pool and its own event bus, woken by LISTEN/NOTIFY or by Redis
 * pub/sub. PGlite is one process's database, so this file always uses the machine's PostgreSQL
 * (TEST_DATABASE_URL when set); Redis runs here and in CI. Streams are the real SSE route,
 * parsed as EventSource parses them.
 */
import type { Api } from '../app.ts';
import { liveInstances, users } from '@dating/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { openEventStream } from '../test/live.ts';

const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

type Member = { id: number; cookie: string };

describe.each(['postgres', 'redis'] as const)('two API instances, EVENT_BUS=%s', (eventBus) => {
  let h: Harness;
  let a: Api;
  let b: Api;
  let bStreams: () => number;
  let bob: Member;
  let eve: Member;
  let alice: Member;

  beforeAll(async () => {
    h = await createHarness({ members: 12, databaseUrl: POSTGRES, eventBus });
    a = h.api;
    const second = await h.secondInstance();
    b = second.api;
    bStreams = () => second.events.openStreams();
    bob = await h.member('bob@velvet.demo');
    alice = await h.member('alice@velvet.demo');
    const [someone] = await h.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.fictional} = false and ${users.email} like 'member%' and ${users.personaId} is null`)
      .limit(1);
    eve = await h.member(someone!.email);
    await h.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, eve.id));
    // Plenty of credits for the concurrent sends; premium so nothing is a free conversation.
    await h.db
      .update(users)
      .set({ credits: 10_000, paidUser: true, status: 'confirmed' })
      .where(eq(users.id, bob.id));
    await h.db
      .update(users)
      .set({ credits: 10_000, paidUser: true, status: 'confirmed' })
      .where(eq(users.id, alice.id));
  }, 120_000);
  afterAll(() => h.close());

  const send = (from: Member, to: Member, text: string, via: Api) =>
    h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: to.id, text }),
      cookie: from.cookie,
      via,
    });
  const messageTexts = (stream: Awaited<ReturnType<typeof openEventStream>>) =>
    stream.data('message').map((e: { message: { text: string } }) => e.message.text);

  it('a message, typing and read sent through B arrive live on A’s stream, with ids', async () => {
    const onA = await openEventStream(a, eve.cookie);
    await onA.until(() => onA.of('ready').length === 1);
    const sent = await send(bob, eve, 'Through B', b);
    expect(sent.status).toBe(201);
    await onA.until(() => onA.of('message').length === 1);
    expect(onA.data('message')[0]).toMatchObject({
      type: 'message',
      from: bob.id,
      message: { text: 'Through B' },
    });
    expect(Number(onA.of('message')[0]!.id)).toBeGreaterThan(Number(onA.of('ready')[0]!.id));

    await h.request('/api/typing.php', {
      method: 'POST',
      body: JSON.stringify({ profile: eve.id }),
      cookie: bob.cookie,
      via: b,
    });
    await onA.until(() => onA.of('typing').length === 1);
    expect(onA.data('typing')).toEqual([
      { type: 'typing', conversation: sent.body.conversation.id, from: bob.id },
    ]);

    // Eve reads the chat through A: Bob's stream on B hears it.
    const onB = await openEventStream(b, bob.cookie);
    await onB.until(() => onB.of('ready').length === 1);
    const read = await h.request('/api/chat-read.php', {
      method: 'POST',
      body: JSON.stringify({ profile: bob.id }),
      cookie: eve.cookie,
      via: a,
    });
    expect(read.status).toBe(200);
    await onB.until(() => onB.of('read').length === 1);
    expect(onB.data('read')).toEqual([
      { type: 'read', conversation: sent.body.conversation.id, from: eve.id },
    ]);
    await onA.close();
    await onB.close();
  });

  it('shows a member online through B while their page holds a stream on A, and offline once a killed A stops beating', async () => {
    const online = async () =>
      (await h.request(`/api/chat.php?profile=${eve.id}`, { cookie: bob.cookie, via: b })).body.online;
    // Not seen lately: only an open stream makes Eve online here (the previous test's stream
    // on A is gone once A has written her absence).
    await h.db.update(users).set({ lastSeenAt: null }).where(eq(users.id, eve.id));
    await vi.waitFor(async () => expect(await online()).toBe(false));
    const onA = await openEventStream(a, eve.cookie);
    await onA.until(() => onA.of('ready').length === 1);
    expect(await online()).toBe(true);
    // A killed instance beats no more: once its heartbeat is over a minute old it counts no more.
    await h.db.update(liveInstances).set({ seenAt: sql`now() - interval '2 minutes'` });
    expect(await online()).toBe(false);
    await h.db.update(liveInstances).set({ seenAt: sql`now()` });
    expect(await online()).toBe(true);
    await onA.close();
    await vi.waitFor(async () => expect(await online()).toBe(false));
  });

  it('a stream reconnecting to the other instance with Last-Event-ID gets exactly the missed events, none twice', async () => {
    const onA = await openEventStream(a, eve.cookie);
    await onA.until(() => onA.of('ready').length === 1);
    await send(bob, eve, 'Seen on A', b);
    await onA.until(() => onA.of('message').length === 1);
    const last = onA.lastEventId()!;
    await onA.close();
    // While the page is away (A was killed): two messages through each instance.
    await send(bob, eve, 'Missed 1', a);
    await send(alice, eve, 'Missed 2', b);
    const onB = await openEventStream(b, eve.cookie, { lastEventId: last });
    await onB.until(() => onB.of('message').length === 2);
    await send(bob, eve, 'Live after', a);
    await onB.until(() => onB.of('message').length === 3);
    expect(messageTexts(onB)).toEqual(['Missed 1', 'Missed 2', 'Live after']);
    const ids = onB.of('message').map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids[0]).toBeGreaterThan(Number(last));
    await onB.close();
  });

  it('a graceful shutdown tells each page to come back in a second and closes its stream', async () => {
    const onB = await openEventStream(b, eve.cookie);
    await onB.until(() => onB.of('ready').length === 1);
    expect(bStreams()).toBe(1);
    const second = await h.secondInstance();
    const onC = await openEventStream(second.api, bob.cookie);
    await onC.until(() => onC.of('ready').length === 1);
    second.events.endAll();
    await onC.done;
    expect(onC.retries).toEqual([1_000]);
    expect(second.events.openStreams()).toBe(0);
    // The other instance's stream is untouched.
    expect(bStreams()).toBe(1);
    await onB.close();
  });

  it('many sends at once through both instances: every stream of the recipient gets each message once, in id order', async () => {
    const onA = await openEventStream(a, eve.cookie);
    const onB = await openEventStream(b, eve.cookie);
    await onA.until(() => onA.of('ready').length === 1);
    await onB.until(() => onB.of('ready').length === 1);
    const n = 40;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => send(i % 2 ? alice : bob, eve, `Burst ${i}`, i % 3 ? a : b)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(n).fill(201));
    const sentIds = results.map((r) => r.body.message.id as number).sort((x, y) => x - y);
    for (const stream of [onA, onB]) {
      await stream.until(() => stream.of('message').length >= n);
      const events = stream.of('message');
      expect(events).toHaveLength(n);
      const eventIds = events.map((m) => Number(m.id));
      expect(eventIds).toEqual([...new Set(eventIds)].sort((x, y) => x - y));
      const messageIds = stream.data('message').map((e: { message: { id: number } }) => e.message.id);
      expect([...messageIds].sort((x, y) => x - y)).toEqual(sentIds);
    }
    await onA.close();
    await onB.close();
  });
});
