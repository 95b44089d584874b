/**
 * What waking the other instances costs under concurrent writes (issue 20, ADR 0072): N
 * transactions, each writing one `live_events` row, from 10 connections at once, four ways —
 * the row alone; NOTIFY inside the transaction (PostgreSQL serialises the commits of notifying
 * transactions with a global lock); NOTIFY in its own statement after the commit (what the bus
 * does); Redis PUBLISH after the commit. Three listeners (three instances) hear every wake-up.
 * Needs PostgreSQL (BENCH_DATABASE_URL, else the machine's) and Redis on 127.0.0.1:6379.
 * Run with `pnpm bench:live`.
 */
import { cpus } from 'node:os';
import { createTestDatabase } from '@dating/db';
import { Redis } from 'ioredis';
import pg from 'pg';

const SERVER = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = 'redis://127.0.0.1:6379';
const CONNECTIONS = 10;
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS || 3000);
const ROUNDS = 3;
const LISTENERS = 3;

type Mode = 'row only' | 'NOTIFY in the transaction' | 'NOTIFY after commit' | 'Redis PUBLISH after commit';
const MODES: Mode[] = [
  'row only',
  'NOTIFY in the transaction',
  'NOTIFY after commit',
  'Redis PUBLISH after commit',
];

const database = await createTestDatabase(SERVER);
const pool = new pg.Pool({ connectionString: database.url, max: CONNECTIONS });
const redis = new Redis(REDIS);
let heard = 0;
const listeners: pg.Client[] = [];
const subscribers: Redis[] = [];
for (let i = 0; i < LISTENERS; i++) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  client.on('notification', () => heard++);
  await client.query('LISTEN live_events');
  listeners.push(client);
  const subscriber = new Redis(REDIS, { enableReadyCheck: false });
  subscriber.on('message', () => heard++);
  await subscriber.subscribe('bench:live_events');
  subscribers.push(subscriber);
}

async function one(mode: Mode, i: number) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`insert into live_events (member_id, type, payload) values ($1, 'read', $2)`, [
      i % 500,
      JSON.stringify({ type: 'read', conversation: i, from: 1 }),
    ]);
    if (mode === 'NOTIFY in the transaction') await client.query(`select pg_notify('live_events', '')`);
    await client.query('commit');
    if (mode === 'NOTIFY after commit') await client.query(`select pg_notify('live_events', '')`);
  } finally {
    client.release();
  }
  if (mode === 'Redis PUBLISH after commit') await redis.publish('bench:live_events', '');
}

async function run(mode: Mode, n: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < n) await one(mode, next++);
    }),
  );
  return n / ((performance.now() - started) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const mode of MODES) await run(mode, 200);
const figures = new Map<Mode, number[]>(MODES.map((m) => [m, []]));
// Rounds alternate the modes, so a neighbour's burst on the shared machine hits all alike.
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of MODES) figures.get(mode)!.push(await run(mode, TRANSACTIONS));
}
const base = median(figures.get('row only')!);
const version = (await pool.query('show server_version')).rows[0].server_version;
console.log(
  `${new Date().toISOString().slice(0, 10)} — ${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}, PostgreSQL ${version}, ${CONNECTIONS} connections, ${TRANSACTIONS} transactions × ${ROUNDS} rounds, ${LISTENERS} listeners\n`,
);
console.log('| way | transactions/s (median) | rounds | vs row only |');
console.log('|---|---|---|---|');
for (const mode of MODES) {
  const xs = figures.get(mode)!;
  console.log(
    `| ${mode} | ${Math.round(median(xs))} | ${xs.map(Math.round).join(', ')} | ${(median(xs) / base).toFixed(2)}× |`,
  );
}
console.log(`\n(wake-ups heard by the listeners: ${heard})`);

for (const client of listeners) await client.end();
for (const subscriber of subscribers) subscriber.disconnect();
redis.disconnect();
await pool.end();
await database.close();
