/**
 * Issue 20 points 2 and 8, against real processes: instances of the network server in
 * production mode behind nginx (the repo's deploy/nginx/dating.conf), simulated members through
 * the proxy, then what they saw and what the database holds. Short runs of the load scenario,
 * so the suite fits in CI; bench/load.ts runs the long one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from './cluster.ts';
import { createEmptyDatabase } from '@dating/db';
import { type MailSink, startMailSink } from './mail-sink.ts';
import { SimulatedMember } from './member.ts';
import { startOwnPostgres } from './own-postgres.ts';
import { productionEnv } from './production-env.ts';
import { Recorder } from './recorder.ts';
import { check, type LoadOptions, type LoadResult, runLoad } from './scenario.ts';
import { Agent } from 'undici';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HOST = 'velvetdate.example';
const runId = (name: string) => `${name}${Date.now().toString(36)}`;

let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink(4300);
});
afterAll(async () => {
  await mail?.close();
});

/** How the instances wake each other (ADR 0072): LISTEN/NOTIFY, or Redis pub/sub. */
type Bus = 'postgres' | 'redis';
const busSettings = (bus: Bus): Record<string, string> =>
  bus === 'redis' ? { EVENT_BUS: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' } : { EVENT_BUS: 'postgres' };

/** A cluster on a fresh database of the machine's PostgreSQL, with its teardown. */
async function clusterOn(name: string, basePort: number, bus: Bus = 'postgres') {
  const database = await createEmptyDatabase(SERVER, name);
  const cluster = await startCluster({
    instances: 3,
    databaseUrl: database.url,
    basePort,
    proxyPort: basePort + 90,
    env: productionEnv({ smtpUrl: mail.url, extra: busSettings(bus) }),
  });
  return {
    cluster,
    database,
    async stop() {
      await cluster.stop();
      await database.drop();
    },
  };
}

/** The CI-sized load: 24 members for 15 s, an action a second each, unless told otherwise. */
const shortLoad = (proxy: string, id: string, options: Partial<LoadOptions> = {}) =>
  runLoad({
    proxy,
    host: HOST,
    mail,
    members: 24,
    durationMs: 15_000,
    thinkMs: 1_000,
    runId: id,
    ...options,
  });

/** Status codes of the answers, except those listed. */
const unexpectedStatuses = (result: LoadResult, allowed: (status: number) => boolean) =>
  result.recorder
    .figures()
    .flatMap((f) => Object.entries(f.statuses).map(([s, n]) => ({ action: f.action, status: Number(s), n })))
    .filter((e) => e.status >= 500 && !allowed(e.status));

// Both fan-outs the machine (and CI) has: PostgreSQL always, Redis on 127.0.0.1:6379.
describe.each([
  { bus: 'postgres' as const, basePort: 4311 },
  { bus: 'redis' as const, basePort: 4611 },
])('three instances behind nginx, EVENT_BUS=$bus', ({ bus, basePort }) => {
  let setup: Awaited<ReturnType<typeof clusterOn>>;
  beforeAll(async () => {
    setup = await clusterOn(runId(`multi${bus}`), basePort, bus);
  });
  afterAll(async () => {
    await setup?.stop();
  });

  it('a message sent through one instance reaches a stream open on another, live', async () => {
    const { cluster } = setup;
    const dispatcher = new Agent({ connections: null });
    const recorder = new Recorder();
    const on = (i: number) => `http://127.0.0.1:${cluster.instances[i]!.port}`;
    const id = runId('pair');
    const reader = new SimulatedMember(on(0), HOST, `${id}-r@load.example`, dispatcher, recorder);
    const writer = new SimulatedMember(on(1), HOST, `${id}-w@load.example`, dispatcher, recorder);
    expect(await reader.signUp('Reader', 'female')).toBe(true);
    expect(await writer.signUp('Writer', 'male')).toBe(true);
    expect(await reader.activate(mail)).toBe(true);
    expect(await writer.activate(mail)).toBe(true);
    const arrived = new Promise<number>((resolve) => void reader.openStream(resolve).then(() => undefined));
    // The stream is open on instance 0 once `ready` came; the message goes in through instance 1.
    await new Promise((r) => setTimeout(r, 200));
    const sent = await writer.send(reader.id, 'Hello across instances');
    expect(sent.status).toBe(201);
    expect(await arrived).toBe(sent.messageId);
    reader.closeStream();
    await dispatcher.close();
  });

  it('members chat through the proxy: no 5xx, every message delivered once, the ledger holds', async () => {
    const id = runId('steady');
    const result = await shortLoad(setup.cluster.proxy, id);
    const checks = await check(result, setup.database.url, id);
    expect(result.joinFailures).toBe(0);
    expect(checks.messagesSent).toBeGreaterThan(20);
    expect(checks).toMatchObject({ fiveHundreds: 0, lost: 0, twice: 0, ledgerMismatches: 0 });
    expect(checks.purchaseCredits).toBe(checks.paymentCredits);
  });
});

describe('faults mid-load', () => {
  it('an instance killed (SIGKILL): its streams move to the others and catch up, nothing lost or twice', async () => {
    const setup = await clusterOn(runId('kill'), 4411);
    try {
      const id = runId('kill');
      let killed: Promise<number | null> | undefined;
      const result = await shortLoad(setup.cluster.proxy, id, {
        onSteady: () => {
          setTimeout(() => {
            killed = setup.cluster.stopInstance(1, 'SIGKILL');
          }, 5_000);
        },
      });
      expect(await killed).toBeNull();
      const checks = await check(result, setup.database.url, id);
      expect(checks).toMatchObject({ lost: 0, twice: 0, ledgerMismatches: 0 });
      expect(checks.purchaseCredits).toBe(checks.paymentCredits);
      // Streams that were on the killed instance came back through nginx.
      expect(checks.streamReconnects).toBeGreaterThan(0);
      // A request in flight on the killed instance is answered 502 by nginx (a POST that reached
      // it is never re-sent); nothing else fails.
      expect(unexpectedStatuses(result, (s) => s === 502)).toEqual([]);
    } finally {
      await setup.stop();
    }
  });

  it('PostgreSQL restarted: requests answer 503 with Retry-After, then recover by themselves; nothing half-written', async () => {
    const own = startOwnPostgres(4499);
    const database = await createEmptyDatabase(own.url, runId('pgrestart'));
    const cluster: Cluster = await startCluster({
      instances: 2,
      databaseUrl: database.url,
      basePort: 4511,
      proxyPort: 4590,
      env: productionEnv({ smtpUrl: mail.url, extra: busSettings('postgres') }),
      keep: process.env.CLUSTER_KEEP === '1',
    });
    try {
      const id = runId('pg');
      let restarted: Promise<void> | undefined;
      const result = await shortLoad(cluster.proxy, id, {
        members: 16,
        durationMs: 20_000,
        thinkMs: 500,
        onSteady: () => {
          setTimeout(() => {
            restarted = own.restart();
          }, 5_000);
        },
      });
      await restarted;
      const checks = await check(result, database.url, id);
      expect(checks).toMatchObject({ lost: 0, twice: 0, ledgerMismatches: 0 });
      expect(checks.purchaseCredits).toBe(checks.paymentCredits);
      // While the database was away: 503 only, never a 500.
      expect(unexpectedStatuses(result, (s) => s === 503)).toEqual([]);
      expect(result.recorder.notes.get('without Retry-After')).toBeUndefined();
      // After it: every instance answers again.
      for (const instance of cluster.instances) {
        const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`);
        expect(res.status).toBe(200);
      }
    } finally {
      await cluster.stop();
      await database.drop().catch(() => undefined);
      own.stop();
    }
  });
});
