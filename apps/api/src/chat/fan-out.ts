/**
 * How instances wake each other when a live event row was written (EVENT_BUS, ADR 0072). The
 * rows are the truth; a wake-up only says "read the table now". A lost wake-up costs at most
 * one poll interval, so every adapter may drop one (a dead Redis, a LISTEN connection being
 * replaced) and catches up by waking its own instance once it is back.
 */
import { log } from '@dating/log';
import type { Database, Db } from '@dating/db';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Who sent a wake-up: the sending instance's id, so it can ignore its own (its `publish` already
 * read the table before waking the others). Null for a catch-up after a lost connection, and for
 * a sender that names nobody (the settings CLI): every instance reads then.
 */
export type WakeOrigin = string | null;

export interface FanOut {
  /** Starts hearing wake-ups; `onWake` also runs, with a null origin, when a lost connection is back. */
  listen(onWake: (origin: WakeOrigin) => void): Promise<void>;
  /** Wakes every instance listening (this one too, which can tell its own origin). */
  wake(origin?: string): Promise<void>;
  /** Stops listening (the LISTEN connection, the Redis subscriber). */
  close(): Promise<void>;
}

const CHANNEL = 'live_events';
/** Wait before opening a lost LISTEN connection again. */
const RECONNECT_MS = 1_000;

/** One instance only: the wake-up stays in the process. */
export function memoryFanOut(): FanOut {
  let listener: ((origin: WakeOrigin) => void) | undefined;
  return {
    async listen(onWake) {
      listener = onWake;
    },
    async wake(origin) {
      listener?.(origin ?? null);
    },
    async close() {
      listener = undefined;
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: on PGlite its client's `listen`; on PostgreSQL a dedicated
 * connection (a pooled one would lose its LISTEN when handed back), opened again when it drops.
 */
export function postgresFanOut(database: Pick<Database, 'db' | 'url' | 'pglite'>): FanOut {
  const { db, url, pglite } = database;
  let closed = false;
  let client: pg.Client | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function connect(onWake: (origin: WakeOrigin) => void): Promise<void> {
    if (!url) throw new Error('EVENT_BUS=postgres needs the database URL or the PGlite client');
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => onWake(message.payload || null));
    // An error is followed by `end`; the reconnect happens there.
    next.on('error', (error) => log.warn({ err: error.message }, 'live: LISTEN connection'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void reconnect(onWake), RECONNECT_MS);
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    // Whatever was written while no connection listened is read now.
    onWake(null);
  }

  async function reconnect(onWake: (origin: WakeOrigin) => void) {
    if (closed) return;
    try {
      await connect(onWake);
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'live: LISTEN reconnect failed');
      client?.end().catch(() => undefined);
      client = undefined;
      if (!closed) retry = setTimeout(() => void reconnect(onWake), RECONNECT_MS);
    }
  }

  return {
    async listen(onWake) {
      if (pglite) {
        unlisten = await pglite.listen(CHANNEL, (payload) => onWake(payload || null));
        return;
      }
      await connect(onWake);
    },
    async wake(origin) {
      await notifyLiveEvents(db, origin);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await unlisten?.().catch(() => undefined);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * NOTIFY in its own statement, after the writing transaction committed. The settings CLI sends it
 * too after a save: instances on EVENT_BUS=postgres read the change at once, the others at their
 * next poll.
 */
export function notifyLiveEvents(db: Db, origin?: string) {
  return db.execute(sql`select pg_notify(${CHANNEL}, ${origin ?? ''})`);
}

/** Redis pub/sub: a publishing connection and a subscribing one (a subscriber can do nothing else). */
export function redisFanOut(url: string): FanOut {
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // No ready check (INFO) on the subscriber: ioredis runs it after its client-info handshake, and
  // when SUBSCRIBE got there first the INFO is refused in subscriber mode (seen under load).
  const subscriber = new Redis(url, { enableReadyCheck: false });
  for (const [name, redis] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    redis.on('error', (error) => log.warn({ err: error.message, connection: name }, 'live: Redis'));
  }
  const channel = `dating:${CHANNEL}`;
  return {
    async listen(onWake) {
      subscriber.on('message', (_channel: string, message: string) => onWake(message || null));
      // ioredis subscribes again after a reconnect; what was published meanwhile is read now.
      subscriber.on('ready', () => onWake(null));
      await subscriber.subscribe(channel);
    },
    async wake(origin) {
      await publisher.publish(channel, origin ?? '');
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()].map((p) => p.catch(() => undefined)));
    },
  };
}
