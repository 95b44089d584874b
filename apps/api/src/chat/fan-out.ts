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

export interface FanOut {
  /** Starts hearing wake-ups; `onWake` also runs when a lost connection is back (catch-up). */
  listen(onWake: () => void): Promise<void>;
  /** Wakes every instance listening (this one too). */
  wake(): Promise<void>;
  /** Stops listening (the LISTEN connection, the Redis subscriber). */
  close(): Promise<void>;
}

const CHANNEL = 'live_events';
/** Wait before opening a lost LISTEN connection again. */
const RECONNECT_MS = 1_000;

/** One instance only: the wake-up stays in the process. */
export function memoryFanOut(): FanOut {
  let listener: (() => void) | undefined;
  return {
    async listen(onWake) {
      listener = onWake;
    },
    async wake() {
      listener?.();
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

  async function connect(onWake: () => void): Promise<void> {
    if (!url) throw new Error('EVENT_BUS=postgres needs the database URL or the PGlite client');
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => onWake());
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
    onWake();
  }

  async function reconnect(onWake: () => void) {
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
        unlisten = await pglite.listen(CHANNEL, () => onWake());
        return;
      }
      await connect(onWake);
    },
    async wake() {
      await notifyLiveEvents(db);
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
export function notifyLiveEvents(db: Db) {
  return db.execute(sql`select pg_notify(${CHANNEL}, '')`);
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
      subscriber.on('message', () => onWake());
      // ioredis subscribes again after a reconnect; what was published meanwhile is read now.
      subscriber.on('ready', () => onWake());
      await subscriber.subscribe(channel);
    },
    async wake() {
      await publisher.publish(channel, '');
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()].map((p) => p.catch(() => undefined)));
    },
  };
}
