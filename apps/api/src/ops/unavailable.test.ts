/**
 * The database going away is temporary (ADR 0075): API calls and /readyz answer 503 with
 * Retry-After — not 500, and never hang — and the next request after it returns succeeds. The
 * PostgreSQL server is reached through a TCP relay this test owns and cuts: the machine's
 * server keeps running.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@dating/config';
import { configureLog, resetLog } from '@dating/log';
import { createDatabase } from '@dating/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandaloneApi, startApi } from '../main.ts';

const POSTGRES = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const RELAY_PORT = 3821;
const API_PORT = 3822;
const name = `ops_unavailable_${process.pid}_${Date.now().toString(36)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ops-unavailable-'));
const logged: string[] = [];

/** A TCP relay to the PostgreSQL server that can be cut (every connection dropped) and restored. */
function relay() {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  return {
    open: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(Number(POSTGRES.port || 5432), POSTGRES.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(RELAY_PORT, '127.0.0.1', () => resolve());
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

/** One statement on the PostgreSQL server itself (creating and dropping this test's database). */
async function onServer(statement: string) {
  const admin = await createDatabase({ url: POSTGRES.href });
  await admin.db.execute(sql.raw(statement));
  await admin.close();
}

const db = relay();
let api: StandaloneApi;

/**
 * GET on the API as the velvet site (fetch may not set Host). With a session cookie, so that
 * every call reads the database: the site's settings are kept in memory once read (ADR 0083),
 * the session lookup never is.
 */
function get(path: string) {
  return new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: API_PORT,
        path,
        headers: { host: 'velvet.localhost', cookie: 'sid=no-such-session' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  await onServer(`CREATE DATABASE ${name}`);
  await db.open();
  configureLog({ level: 'warn', destination: { write: (line) => logged.push(line) } });
  const url = new URL(POSTGRES.href);
  url.host = `127.0.0.1:${RELAY_PORT}`;
  url.pathname = `/${name}`;
  api = await startApi(
    readConfig({
      DATABASE_URL: url.href,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      SCHEDULER: 'off',
      DATA_DIR: dataDir,
    }),
  );
}, 120_000);

afterAll(async () => {
  await api?.close();
  await db.cut();
  resetLog();
  rmSync(dataDir, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('the database going away and coming back', () => {
  it('answers 503 with Retry-After while it is away, and recovers by itself', async () => {
    expect((await get('/readyz')).status).toBe(200);
    expect((await get('/api/user.php')).status).toBe(200);

    await db.cut();
    const call = await get('/api/user.php');
    expect(call.status).toBe(503);
    expect(call.retryAfter).toBe('5');
    expect(JSON.parse(call.body)).toEqual({
      error: {
        code: 'general_error',
        message: 'The service is briefly unavailable, please try again shortly',
      },
    });
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.retryAfter).toBe('5');
    expect((await get('/healthz')).status).toBe(200);
    expect(logged.join('\n')).toContain('database unavailable');

    await db.open();
    expect((await get('/api/user.php')).status).toBe(200);
    expect((await get('/readyz')).status).toBe(200);
  }, 60_000);
});
