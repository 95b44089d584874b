/**
 * What operators read (ADR 0075): a request id on every answer and log line, one access line per
 * request without passwords or cookies, the probes, the metrics (not on brand hosts in
 * production) and no demo data in production.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from '@dating/db/schema';
import { configureLog, resetLog } from '@dating/log';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, createNetwork, type Network } from './network.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ops-test-'));
const config = {
  ...readConfig({}),
  dataDir,
  seedMembersPerBrand: 4,
  databaseUrl: undefined,
  scheduler: false,
};
let network: Network;
const lines: string[] = [];

beforeAll(async () => {
  network = await createNetwork(config, { consoleBuild: undefined });
}, 120_000);
afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(resetLog);

const capture = () => {
  lines.length = 0;
  configureLog({ level: 'info', destination: { write: (line) => lines.push(line) } });
};
const send = (path: string, init: RequestInit = {}, host = 'velvet.localhost') =>
  Promise.resolve(network.app.fetch(new Request(`http://${host}${path}`, init)));

describe('request ids and the access log', () => {
  it('answers a new id, logs one access line with it, and never the password or the cookie', async () => {
    capture();
    const res = await send('/api/user.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'from-a-stranger-1234' },
      body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    // Without TRUST_PROXY a client's id is not taken: ours is a UUID.
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const sessionId = cookie.split('=')[1]!;

    const me = await send('/api/user.php?fields=all', { headers: { cookie } });
    expect(me.status).toBe(200);

    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = parsed.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      level: 'info',
      reqId: id,
      method: 'POST',
      route: '/api/user.php',
      status: 200,
      host: 'velvet.localhost',
    });
    expect(access[1]).toMatchObject({
      method: 'GET',
      route: '/api/user.php',
      reqId: me.headers.get('x-request-id'),
    });
    const written = lines.join('\n');
    for (const secret of [DEMO_PASSWORD, sessionId, 'fields=all']) expect(written).not.toContain(secret);
  }, 60_000);

  it('keeps the id our own proxy sends (TRUST_PROXY=1) when it looks sane', async () => {
    const trusted = await createNetwork({ ...config, trustProxy: true, seedMembersPerBrand: 0 });
    try {
      const kept = await trusted.app.fetch(
        new Request('http://velvet.localhost/healthz', {
          headers: { 'x-request-id': 'nginx-0123456789abcdef' },
        }),
      );
      expect(kept.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
      const odd = await trusted.app.fetch(
        new Request('http://velvet.localhost/healthz', {
          headers: { 'x-request-id': 'has spaces "and quotes"' },
        }),
      );
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await trusted.close();
    }
  }, 60_000);

  it('names a page by its route pattern, not by its id', async () => {
    capture();
    await send('/members/12345');
    const access = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request');
    // Without the brand build (unit tests) no page route is known; with it, `/members/:id`, from
    // Remix's own matches (ADR 0083).
    expect(String(access?.route)).not.toContain('12345');
    if (network.builds.has('velvet')) expect(access?.route).toBe('/members/:id');
  }, 60_000);
});

describe('probes and metrics', () => {
  it('/healthz and /readyz answer 200 on every host; readyz 503 with Retry-After once draining', async () => {
    for (const host of ['velvet.localhost', 'localhost', 'console.localhost']) {
      expect((await send('/healthz', {}, host)).status).toBe(200);
      expect((await send('/readyz', {}, host)).status).toBe(200);
    }
    network.ops.state.draining = true;
    try {
      const ready = await send('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toEqual({ ready: false, reason: 'shutting down' });
    } finally {
      network.ops.state.draining = false;
    }
  });

  it('/metrics has requests by route, open streams, queue depth, job failures and payments', async () => {
    await send('/api/settings.php');
    const res = await send('/metrics');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/settings\.php",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/readyz",status="200"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/^chat_open_streams 0$/m);
    expect(text).toMatch(/^queued_jobs_open \d+$/m);
    expect(text).toContain('# TYPE job_failures_total counter');
    expect(text).toContain('# TYPE payments_settled_total counter');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('production', () => {
  it('seeds no demo member and shows no metrics on a brand host', async () => {
    const prodDir = mkdtempSync(join(tmpdir(), 'ops-prod-'));
    const production = await createNetwork({
      ...config,
      dataDir: prodDir,
      production: true,
      demo: false,
      seedMembersPerBrand: 120,
      secrets: {
        paymentSandboxSecret: 's',
        mailEventsSecret: 'm',
        unsubscribeSecret: 'u',
        staffSecretKey: 'k',
        vapidKeys: { publicKey: 'BPub', privateKey: 'priv' },
      },
    });
    try {
      const [row] = await production.database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
      expect((await production.app.fetch(new Request('https://velvet.localhost/metrics'))).status).toBe(404);
      expect((await production.app.fetch(new Request('https://velvet.localhost/healthz'))).status).toBe(200);
    } finally {
      await production.close();
      rmSync(prodDir, { recursive: true, force: true });
    }
  }, 120_000);
});
