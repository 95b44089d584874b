/**
 * Live chat and desk events across server instances (issue 7, issue 20; ADR 0023, ADR 0072).
 * Every event is a row of `live_events` first (chat/live-log.ts); each instance's dispatcher
 * walks the table in id order from its cursor (holding briefly at a gap, chat/event-cursor.ts)
 * and hands each row to the streams open here. The adapter EVENT_BUS names only wakes the
 * dispatchers (chat/fan-out.ts); a poll every `POLL_MS` catches a wake-up that was lost. A
 * stream reconnecting with `Last-Event-ID` replays its topic's rows after that id, then goes on
 * live without a duplicate. Online status is a presence table with an instance heartbeat
 * (chat/presence.ts).
 */
import { log } from '@dating/log';
import { randomUUID } from 'node:crypto';
import type { ChatEvent, DeskEvent } from '@dating/contract';
import type { Db } from '@dating/db';
import { type Gap, advance } from './event-cursor.ts';
import type { FanOut } from './fan-out.ts';
import {
  type DataChange,
  type LiveRow,
  type LiveTopic,
  newestLiveEventId,
  recordLiveEvent,
  rowsAfter,
  rowsBetween,
  topicRowsBetween,
} from './live-log.ts';
import { HEARTBEAT_MS, heartbeat, leave, markAbsent, markPresent, presentAnywhere } from './presence.ts';

/** One event to write on a stream: `id` null for one that committed late, out of id order. */
export interface LiveDelivery<E> {
  id: number | null;
  event: E;
}

/** What an SSE stream gives the bus. */
export interface LiveStream<E> {
  /** The page's `Last-Event-ID`: replay the topic's events after it. */
  after?: number;
  write(delivery: LiveDelivery<E>): void;
  /** Closes the stream; with `reconnectMs`, after telling the browser to come back that soon. */
  end(reconnectMs?: number): void;
}

export interface LiveSubscription {
  /** The stream's position now (its `ready` event's id): everything up to it is replayed or was seen. */
  position: number;
  /** Replays what the page missed, then lets the live events through (held until then). */
  start(): Promise<void>;
  unsubscribe(): void;
}

export interface ChatEventBus {
  /**
   * Writes the event for the member's streams on every instance and wakes the instances;
   * resolves once this instance's streams have it.
   */
  publish(memberId: number, event: ChatEvent): Promise<void>;
  /**
   * The staff desk's topic (issue 18, ADR 0055): one stream for every open desk. A member's
   * message to a persona, claims, releases, expiries and replies are published here.
   */
  publishDesk(event: DeskEvent): Promise<void>;
  /** Wakes the instances after a transaction that wrote its events itself committed (a send). */
  wake(): Promise<void>;
  subscribe(memberId: number, stream: LiveStream<ChatEvent>): Promise<LiveSubscription>;
  subscribeDesk(stream: LiveStream<DeskEvent>): Promise<LiveSubscription>;
  /**
   * Calls `listener` for every data change (ADR 0083) this instance's dispatcher reads: written
   * by this instance, another one or the CLI. Returns the way to stop.
   */
  onChange(listener: (change: DataChange) => void): () => void;
  /** Closes every open stream of the member on every instance (a ban ended their sessions). */
  endStreams(memberId: number): Promise<void>;
  /**
   * Closes every member and desk stream of this instance (graceful shutdown, issue 20), telling
   * the pages to reconnect after `reconnectMs`: they reach another instance and catch up.
   */
  endAll(reconnectMs?: number): void;
  /** How many member and desk streams are open on this instance (the metrics' gauge). */
  openStreams(): number;
  /** Whether the member has a page open with the live stream on any instance (online status). */
  isConnected(memberId: number): Promise<boolean>;
  /** Stops listening, polling and beating; this instance's presence goes. Streams are not ended. */
  close(): Promise<void>;
}

/** How long the dispatcher waits at a gap for a transaction to commit (ADR 0072). */
export const GAP_HOLD_MS = 2_000;
/** How long ids given up on are read again, delivered if they appear. */
export const LATE_WATCH_MS = 60_000;
/** The safety poll: a wake-up that was lost costs at most this. */
export const POLL_MS = 2_000;
/** The reconnection delay sent to pages at a graceful shutdown. */
export const RECONNECT_MS = 1_000;
const BATCH = 500;
/** While held at a gap, read again this often. */
const HOLD_RETRY_MS = 50;
/** Ids a stream remembers having sent (a replay and a late delivery can meet). */
const SENT_KEPT = 1_000;

interface Stream {
  topic: LiveTopic;
  write(delivery: LiveDelivery<unknown>): void;
  end(reconnectMs?: number): void;
  sent: Set<number>;
  /** Events up to here the page had before it came (a `Last-Event-ID` ahead of this instance). */
  floor: number;
  /** Live rows held while the replay runs; null once started. */
  held: { row: LiveRow; late: boolean }[] | null;
}

interface LateRange {
  from: number;
  to: number;
  until: number;
  seen: Set<number>;
}

export function createEventBus(options: {
  db: Db;
  fanOut: FanOut;
  instanceId?: string;
  /** Tests set it: 0 gives up on a gap at once, a long one waits for it. */
  gapHoldMs?: number;
}): ChatEventBus {
  const { db, fanOut } = options;
  const gapHoldMs = options.gapHoldMs ?? GAP_HOLD_MS;
  const instanceId = options.instanceId ?? randomUUID();
  const members = new Map<number, Set<Stream>>();
  const desk = new Set<Stream>();
  const changeListeners = new Set<(change: DataChange) => void>();
  let cursor = 0;
  let gap: Gap | null = null;
  const late: LateRange[] = [];
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  // Presence writes of this instance run one after another, each writing the state of that
  // moment: a page closing and the next opening cannot leave the member absent.
  let presenceChain: Promise<void> = Promise.resolve();

  const started = (async () => {
    cursor = await newestLiveEventId(db);
    await heartbeat(db, instanceId, []);
    // This instance's own wake-up is skipped: `wake` pumped here before it woke the others, so
    // reading the table again on its echo would only repeat that read (issue 21: message.php).
    await fanOut.listen((origin) => {
      if (origin !== instanceId) void pump();
    });
  })();
  started.catch((error) =>
    log.warn({ err: (error as Error).message }, 'live: the event bus could not start'),
  );
  const poll = setInterval(() => void pump(), POLL_MS);
  const beat = setInterval(() => {
    void heartbeat(db, instanceId, [...members.keys()]).catch((error) =>
      log.warn({ err: (error as Error).message }, 'live: heartbeat failed'),
    );
  }, HEARTBEAT_MS);
  poll.unref();
  beat.unref();

  function send(stream: Stream, row: LiveRow, late: boolean) {
    if (stream.held) {
      stream.held.push({ row, late });
      return;
    }
    if (stream.sent.has(row.id) || (!late && row.id <= stream.floor)) return;
    remember(stream, row.id);
    stream.write({ id: late ? null : row.id, event: row.payload });
  }

  function remember(stream: Stream, id: number) {
    stream.sent.add(id);
    if (stream.sent.size > SENT_KEPT) stream.sent.delete(stream.sent.values().next().value!);
  }

  function dispatch(row: LiveRow, late: boolean) {
    if (row.type === 'changed') {
      for (const listener of changeListeners) listener(row.payload as DataChange);
      return;
    }
    if (row.memberId === null) {
      for (const stream of desk) send(stream, row, late);
      return;
    }
    const streams = members.get(row.memberId);
    if (!streams) return;
    if (row.type === 'end') {
      endMember(row.memberId);
      return;
    }
    for (const stream of streams) send(stream, row, late);
  }

  /**
   * Reads the table from the cursor and dispatches. Calls while a pass runs ask for one more pass
   * and share its promise: when it resolves, every row committed before the call was read
   * (unless it waits behind a gap), so `publish` returns once this instance's streams have it.
   */
  function pump(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await started;
        do {
          again = false;
          await pass();
        } while (again && !closed);
        if (gap && !holdTimer && !closed) {
          holdTimer = setTimeout(() => {
            holdTimer = undefined;
            void pump();
          }, HOLD_RETRY_MS);
        }
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'live: reading events failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function pass() {
    const rows = await rowsAfter(db, cursor, BATCH);
    if (closed) return;
    const now = Date.now();
    const step = advance(
      cursor,
      rows.map((r) => r.id),
      gap,
      now,
      gapHoldMs,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Dispatching and moving the cursor happen without a pause: a stream subscribing in
    // between sees either both or neither (its replay ends where the cursor was).
    for (const id of step.take) dispatch(byId.get(id)!, false);
    cursor = step.cursor;
    gap = step.gap;
    for (const range of step.skipped) late.push({ ...range, until: now + LATE_WATCH_MS, seen: new Set() });
    if (rows.length === BATCH && !gap) again = true;
    await watchLate(now);
  }

  /** Ids given up on that appeared after all: delivered once, out of order, for a minute. */
  async function watchLate(now: number) {
    for (let i = late.length - 1; i >= 0; i--) if (late[i]!.until < now) late.splice(i, 1);
    for (const range of late) {
      for (const row of await rowsBetween(db, range.from, range.to)) {
        if (range.seen.has(row.id)) continue;
        range.seen.add(row.id);
        dispatch(row, true);
      }
    }
  }

  function syncPresence(memberId: number) {
    presenceChain = presenceChain
      .then(() =>
        members.has(memberId) ? markPresent(db, instanceId, memberId) : markAbsent(db, instanceId, memberId),
      )
      .catch((error) => log.warn({ err: (error as Error).message }, 'live: presence failed'));
    return presenceChain;
  }

  function remove(stream: Stream) {
    if (stream.topic === 'desk') {
      desk.delete(stream);
      return;
    }
    const set = members.get(stream.topic);
    if (!set?.delete(stream)) return;
    if (set.size === 0) {
      members.delete(stream.topic);
      // Once closing, `leave` drops all of this instance's presence at once; a stream that ends
      // after that (the HTTP server lets it finish) would write to a database being closed.
      if (!closed) void syncPresence(stream.topic);
    }
  }

  function endMember(memberId: number) {
    for (const stream of [...(members.get(memberId) ?? [])]) {
      remove(stream);
      stream.end();
    }
  }

  async function wake() {
    await Promise.all([
      pump(),
      fanOut
        .wake(instanceId)
        .catch((error) => log.warn({ err: (error as Error).message }, 'live: wake-up failed')),
    ]);
  }

  async function subscribe(topic: LiveTopic, given: LiveStream<unknown>): Promise<LiveSubscription> {
    await started;
    const stream: Stream = {
      topic,
      write: given.write,
      end: given.end,
      sent: new Set(),
      floor: given.after ?? 0,
      held: [],
    };
    // Registering and reading the cursor happen together (see pump).
    if (topic === 'desk') desk.add(stream);
    else {
      const set = members.get(topic) ?? new Set();
      set.add(stream);
      members.set(topic, set);
    }
    const position = Math.max(cursor, given.after ?? 0);
    const from = given.after;
    if (topic !== 'desk' && members.get(topic)?.size === 1) await syncPresence(topic);
    return {
      position,
      async start() {
        if (from !== undefined && from < position) {
          for (const row of await topicRowsBetween(db, topic, from, position)) {
            remember(stream, row.id);
            stream.write({ id: row.id, event: row.payload });
          }
        }
        const held = stream.held ?? [];
        stream.held = null;
        for (const { row, late } of held) send(stream, row, late);
      },
      unsubscribe: () => remove(stream),
    };
  }

  return {
    async publish(memberId, event) {
      await recordLiveEvent(db, memberId, event);
      await wake();
    },
    async publishDesk(event) {
      await recordLiveEvent(db, 'desk', event);
      await wake();
    },
    wake,
    subscribe: (memberId, stream) => subscribe(memberId, stream as LiveStream<unknown>),
    subscribeDesk: (stream) => subscribe('desk', stream as LiveStream<unknown>),
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async endStreams(memberId) {
      // Here at once; the other instances when they read the row.
      endMember(memberId);
      await recordLiveEvent(db, memberId, { type: 'end' });
      await wake();
    },
    endAll(reconnectMs = RECONNECT_MS) {
      const all = [...desk, ...[...members.values()].flatMap((set) => [...set])];
      for (const stream of all) {
        remove(stream);
        stream.end(reconnectMs);
      }
    },
    openStreams() {
      let open = desk.size;
      for (const set of members.values()) open += set.size;
      return open;
    },
    async isConnected(memberId) {
      if (members.has(memberId)) return true;
      // This instance's own presence writes land first (a stream that just ended here).
      await presenceChain;
      return presentAnywhere(db, memberId);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      clearInterval(beat);
      clearTimeout(holdTimer);
      await started.catch(() => undefined);
      await fanOut.close();
      await presenceChain;
      await leave(db, instanceId).catch((error) =>
        log.warn({ err: (error as Error).message }, 'live: leaving failed'),
      );
    },
  };
}
