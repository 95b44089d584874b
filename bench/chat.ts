/**
 * Issue 7 benchmark: chat delivery. The real API served over HTTP on loopback (PGlite, or
 * PostgreSQL with BENCH_DATABASE_URL), BENCH_LISTENERS (default 1,000) members each holding the
 * live event stream open, and senders posting /api/message.php with BENCH_IN_FLIGHT requests in
 * flight — or, with BENCH_RATE, at that many messages a second whatever is still in flight (a
 * chat's real load: its members write at their pace, not as fast as the server answers; each
 * latency counts from the moment its message was due, so a queue shows). Figures: messages/s sustained, and p50/p99 from the start of the send to the arrival
 * on the recipient's stream. Baseline, same run and same connections: a bare Hono server whose
 * POST publishes straight to an SSE stream (no session, no database). Run with `pnpm bench:chat`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi, createEventBus, createMailer, createSandboxProvider, postgresFanOut } from '@dating/api';
import { loadBrands, loadCompany } from '@dating/brand/load.server';
import { createTestDatabase, syncSites } from '@dating/db';
import { sessions, users } from '@dating/db/schema';
import { seedDemo } from '@dating/db/seed';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { Agent, setGlobalDispatcher } from 'undici';
import { createLocalStore } from '@dating/storage';
import { percentile } from './lib/measure.ts';

const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);
/** Messages a second, sent on schedule (open loop); unset: IN_FLIGHT at a time (closed loop). */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
const SENDERS = 8;
const brand = loadBrands().find((b) => b.id === 'velvet')!;
// Every stream is a connection of its own; the default pool would queue them.
setGlobalDispatcher(new Agent({ connections: null, pipelining: 0, keepAliveTimeout: 60_000 }));

interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Opens an SSE stream and calls `onData` with each event's data line. Resolves once it is open. */
async function listen(url: string, cookie: string, onData: (data: string) => void, signal: AbortSignal) {
  const response = await fetch(url, { headers: { cookie }, signal });
  if (!response.ok || !response.body) throw new Error(`stream ${url}: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          if (data) onData(data);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
}

/**
 * Sends MESSAGES messages, IN_FLIGHT at a time or RATE a second; each waits for its arrival on
 * the stream. `send(i)` starts message i and returns the key its arrival will carry.
 */
async function drive(name: string, send: (i: number) => Promise<string>, arrivals: Map<string, () => void>) {
  const latencies: number[] = [];
  const started = performance.now();
  /** Message i, timed from `due` to its arrival. */
  const one = async (i: number, due: number) => {
    let key = '';
    const arrived = new Promise<void>((resolve) => {
      // The key is known only once the send answers; arrivals may come first, so both wait here.
      void send(i).then((k) => {
        key = k;
        if (arrivals.get(`done:${k}`)) resolve();
        else arrivals.set(k, resolve);
      });
    });
    await arrived;
    arrivals.delete(key);
    arrivals.delete(`done:${key}`);
    latencies.push(performance.now() - due);
  };
  if (RATE) {
    const sent: Promise<void>[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sent.push(one(i, due));
    }
    await Promise.all(sent);
  } else {
    let next = 0;
    const worker = async () => {
      while (next < MESSAGES) await one(next++, performance.now());
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Marks a key arrived: resolves its waiter, or leaves a note for the waiter still to come. */
function arrive(arrivals: Map<string, () => void>, key: string) {
  const resolve = arrivals.get(key);
  if (resolve) resolve();
  else arrivals.set(`done:${key}`, () => {});
}

async function baseline(): Promise<Figures> {
  const streams = new Map<number, (data: string) => void>();
  const app = new Hono();
  app.get('/events/:id', (c) =>
    streamSSE(c, async (stream) => {
      const id = Number(c.req.param('id'));
      streams.set(id, (data) => void stream.writeSSE({ event: 'message', data }));
      stream.onAbort(() => streams.delete(id));
      while (!stream.aborted) await stream.sleep(60_000);
    }),
  );
  app.post('/send/:id', async (c) => {
    const { key } = await c.req.json<{ key: string }>();
    streams.get(Number(c.req.param('id')))?.(JSON.stringify({ key }));
    return c.json({ ok: true, key });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const arrivals = new Map<string, () => void>();
  const abort = new AbortController();
  for (let id = 0; id < LISTENERS; id++)
    await listen(`${base}/events/${id}`, '', (d) => arrive(arrivals, JSON.parse(d).key), abort.signal);
  const figures = await drive(
    'bare Hono POST → SSE, same streams',
    async (i) => {
      const key = `b${i}`;
      await fetch(`${base}/send/${i % LISTENERS}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      });
      return key;
    },
    arrivals,
  );
  abort.abort();
  server.close();
  return figures;
}

async function subject(): Promise<Figures & { db: string }> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const database = await createTestDatabase();
  const { db } = database;
  await syncSites(db, [brand]);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const photoStore = createLocalStore(uploadsDir);
  await seedDemo(db, {
    brands: [brand],
    photoStore,
    membersPerBrand: LISTENERS + SENDERS,
    passwordHash: 'x',
  });
  const events = createEventBus({ db, fanOut: postgresFanOut(database) });
  const api = createApi({
    db,
    brands: [brand],
    company: loadCompany(),
    defaultBrandId: brand.id,
    production: false,
    trustProxy: false,
    uploadsPrefix: '/uploads/',
    pushPublicKey: 'bench',
    mailer: createMailer({ db }),
    photoStore,
    chatPhotoStore: photoStore,
    events,
    // No browser is subscribed in the bench: nothing to push.
    push: { notifyMessage: async () => 0 },
    payments: createSandboxProvider({ secret: 'bench', deliver: (request) => api.fetch(request) }),
    mailEventsSecret: 'bench',
    unsubscribeSecret: 'bench',
    staffSecretKey: 'bench',
    // Eight senders post 250 messages each within seconds, far above a member's 20 a minute
    // (the API suites' factor: the figures stay in force, multiplied).
    rateLimitFactors: { ip: 1000, account: 1000 },
  });
  const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Sessions made directly (logging in 1,000 members would time the password hash instead).
  const members = await db.select({ id: users.id }).from(users).where(eq(users.brandId, brand.id));
  const cookieOf = new Map<number, string>();
  for (const m of members) {
    const token = randomBytes(24).toString('base64url');
    await db.insert(sessions).values({
      id: createHash('sha256').update(token).digest('hex'),
      userId: m.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    cookieOf.set(m.id, `sid=${token}`);
  }
  const senders = members.slice(0, SENDERS).map((m) => m.id);
  const listeners = members.slice(SENDERS, SENDERS + LISTENERS).map((m) => m.id);
  await db.update(users).set({ credits: 1_000_000, paidUser: true, status: 'confirmed' });
  const arrivals = new Map<string, () => void>();
  const abort = new AbortController();
  for (const id of listeners) {
    await listen(
      `${base}/api/events.php`,
      cookieOf.get(id)!,
      (d) => {
        const event = JSON.parse(d);
        if (event.type === 'message') arrive(arrivals, String(event.message.id));
      },
      abort.signal,
    );
  }
  const figures = await drive(
    'POST /api/message.php → recipient’s /api/events.php',
    async (i) => {
      const sender = senders[i % SENDERS]!;
      const response = await fetch(`${base}/api/message.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieOf.get(sender)!, origin: base },
        body: JSON.stringify({ profile: listeners[i % listeners.length], text: `Message ${i}` }),
      });
      const body = (await response.json()) as { message?: { id: number }; error?: unknown };
      if (!body.message) throw new Error(`send failed: ${JSON.stringify(body)}`);
      return String(body.message.id);
    },
    arrivals,
  );
  abort.abort();
  server.close();
  events.endAll();
  await events.close();
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  return { ...figures, db: database.kind };
}

const base = await baseline();
const real = await subject();
const f = (n: number) => n.toFixed(2);
console.log(
  `\n### ${new Date().toISOString().slice(0, 10)} — ${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}, ${real.db}, ${LISTENERS} open streams, ${MESSAGES} messages, ${RATE ? `${RATE} a second` : `${IN_FLIGHT} in flight`}\n`,
);
console.log(
  '| subject | messages/s | p50 ms | p99 ms | baseline | baseline msg/s | baseline p50 ms | baseline p99 ms | throughput ratio | p50 ratio |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${real.name} | ${real.perSecond.toFixed(0)} | ${f(real.p50)} | ${f(real.p99)} | ${base.name} | ${base.perSecond.toFixed(0)} | ${f(base.p50)} | ${f(base.p99)} | ${f(real.perSecond / base.perSecond)}× | ${f(real.p50 / base.p50)}× |`,
);
process.exit(0);
