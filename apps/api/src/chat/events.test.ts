/**
 * The live event bus on one instance (issue 7, issue 15 point 2, issue 20; ADR 0072): who
 * receives what, replay after Last-Event-ID, the gap in the id sequence, the shutdown hook.
 */
import type { ChatEvent } from '@dating/contract';
import { type Database, createTestDatabase } from '@dating/db';
import { liveEvents } from '@dating/db/schema';
import { sql } from 'drizzle-orm';
import { configureLog, resetLog } from '@dating/log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTo, listenToDesk } from '../test/live.ts';
import { type ChatEventBus, createEventBus } from './events.ts';
import { memoryFanOut } from './fan-out.ts';

const typing = (from: number): ChatEvent => ({ type: 'typing', conversation: 1, from });
const read = (from: number): ChatEvent => ({ type: 'read', conversation: 1, from });

let database: Database;
const buses: ChatEventBus[] = [];
const bus = (gapHoldMs?: number) => {
  const made = createEventBus({ db: database.db, fanOut: memoryFanOut(), gapHoldMs });
  buses.push(made);
  return made;
};

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const b of buses) await b.close();
  await database.close();
});

/** Takes the next id of the sequence, as a transaction does that has not committed yet. */
async function takeId(): Promise<number> {
  const result = await database.db.execute<{ id: string }>(sql`select nextval('live_events_id_seq') as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as {
    id: string;
  }[];
  return Number(rows[0]!.id);
}

describe('the live event bus on one instance', () => {
  it('delivers to every open stream of the member and to nobody else, each event with its id', async () => {
    const events = bus();
    const a = await listenTo(events, 7);
    const b = await listenTo(events, 7);
    const other = await listenTo(events, 8);
    await events.publish(7, typing(8));
    expect([a.events, b.events, other.events]).toEqual([[typing(8)], [typing(8)], []]);
    expect(a.deliveries[0]!.id).toBeGreaterThan(a.position);
    expect(await events.isConnected(7)).toBe(true);
    for (const s of [a, b, other]) s.stop();
  });

  it('keeps the next page’s stream when the previous page’s stream unsubscribes once more', async () => {
    const events = bus();
    // The member leaves a page (its stream ends) and the next page opens a new stream; the old
    // stream's loop ends later and unsubscribes again.
    const previous = await listenTo(events, 17);
    previous.stop();
    const next = await listenTo(events, 17);
    previous.stop();
    await events.publish(17, typing(8));
    expect(next.events).toEqual([typing(8)]);
    expect(await events.isConnected(17)).toBe(true);
    next.stop();
  });

  it('forgets a member whose last stream ended', async () => {
    const events = bus();
    const stream = await listenTo(events, 27);
    stream.stop();
    expect(await events.isConnected(27)).toBe(false);
  });

  it('replays the member’s events after Last-Event-ID (typing left out), then goes on live', async () => {
    const events = bus();
    const first = await listenTo(events, 37);
    await events.publish(37, read(1));
    const seen = first.deliveries[0]!.id!;
    first.stop();
    // While the page is away: a read, a typing, another member's event.
    await events.publish(37, read(2));
    await events.publish(37, typing(2));
    await events.publish(38, read(3));
    const again = await listenTo(events, 37, { after: seen });
    expect(again.events).toEqual([read(2)]);
    await events.publish(37, read(4));
    expect(again.events).toEqual([read(2), read(4)]);
    const ids = again.deliveries.map((d) => d.id!);
    expect(ids[0]).toBeGreaterThan(seen);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    again.stop();
  });

  it('waits at a gap for the transaction that took the id, then delivers in id order', async () => {
    const events = bus(3_600_000);
    const stream = await listenTo(events, 47);
    const pending = await takeId();
    await events.publish(47, read(2));
    // The later event waits behind the id not committed yet.
    expect(stream.events).toEqual([]);
    await database.db
      .insert(liveEvents)
      .values({ id: pending, memberId: 47, type: 'read', payload: read(1) });
    await events.wake();
    expect(stream.events).toEqual([read(1), read(2)]);
    expect(stream.deliveries.map((d) => d.id)).toEqual([pending, pending + 1]);
    stream.stop();
  });

  it('gives up on a gap after the hold and still delivers it once, without an id, if it commits late', async () => {
    const events = bus(0);
    const stream = await listenTo(events, 57);
    const pending = await takeId();
    await events.publish(57, read(2));
    expect(stream.events).toEqual([read(2)]);
    await database.db
      .insert(liveEvents)
      .values({ id: pending, memberId: 57, type: 'read', payload: read(1) });
    await events.wake();
    await events.wake();
    expect(stream.deliveries).toEqual([
      { id: pending + 1, event: read(2) },
      // Without an id: the page's Last-Event-ID stays at the highest it has.
      { id: null, event: read(1) },
    ]);
    stream.stop();
  });

  it('endAll closes every member and desk stream with a reconnection delay; openStreams counts them', async () => {
    const events = bus();
    const member = await listenTo(events, 67);
    const desk = await listenToDesk(events);
    expect(events.openStreams()).toBe(2);
    events.endAll();
    expect([member.ended, desk.ended]).toEqual([[1_000], [1_000]]);
    expect(events.openStreams()).toBe(0);
    expect(await events.isConnected(67)).toBe(false);
  });

  it('endStreams closes the member’s streams without a reconnection hint', async () => {
    const events = bus();
    const stream = await listenTo(events, 77);
    const other = await listenTo(events, 78);
    await events.endStreams(77);
    expect([stream.ended, other.ended]).toEqual([[undefined], []]);
    other.stop();
  });

  it('writes no presence for a stream that ends after the bus closed (the database may be gone)', async () => {
    const own = await createTestDatabase();
    const events = createEventBus({ db: own.db, fanOut: memoryFanOut() });
    const stream = await listenTo(events, 87);
    await events.close();
    await own.close();
    const lines: string[] = [];
    configureLog({ level: 'warn', destination: { write: (line) => void lines.push(line) } });
    try {
      stream.stop();
      // The presence chain would have run its write by now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines.join('')).not.toContain('live: presence failed');
    } finally {
      resetLog();
    }
  });
});

describe('the desk topic of the bus (issue 18)', () => {
  it('delivers every desk event to every open desk until it unsubscribes', async () => {
    const events = bus();
    const event = { type: 'desk', conversation: 3, change: 'message', staff: null, brand: 'velvet' } as const;
    const first = await listenToDesk(events);
    const second = await listenToDesk(events);
    await events.publishDesk(event);
    first.stop();
    await events.publishDesk({ ...event, change: 'claimed', staff: 4 });
    expect(first.events).toEqual([event]);
    expect(second.events).toEqual([event, { ...event, change: 'claimed', staff: 4 }]);
    // Member streams hear nothing of the desk.
    expect(await events.isConnected(3)).toBe(false);
    second.stop();
  });
});
