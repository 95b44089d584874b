/**
 * Issue 20's fault "PostgreSQL away", as one member sees it on a page: an instance of the built
 * server on a PostgreSQL of the test's own; while that server is stopped, a page and an API call
 * answer 503 with Retry-After (never a 500, never a hang); once it is back, both answer 200
 * without a restart of the instance.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitReady } from './cluster.ts';
import { createEmptyDatabase } from '@dating/db';
import { type OwnPostgres, startOwnPostgres } from './own-postgres.ts';
import { productionEnv } from './production-env.ts';
import { ROOT, serverCommand } from './server-command.ts';

const PORT = 4798;
let own: OwnPostgres;
let database: { url: string; drop(): Promise<void> };
let server: ChildProcess;
const dataDir = mkdtempSync(join(tmpdir(), 'database-away-'));

beforeAll(async () => {
  own = startOwnPostgres(4799);
  database = await createEmptyDatabase(own.url, 'away');
  const [command, ...args] = serverCommand();
  server = spawn(command!, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // Mail is never sent here: nothing signs up.
      ...productionEnv({ smtpUrl: 'smtp://127.0.0.1:1' }),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  await waitReady(PORT, () => exited);
});

afterAll(async () => {
  if (server?.exitCode === null) {
    const done = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await done;
  }
  await database?.drop();
  own?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(path: string) {
  const res = await request(`http://127.0.0.1:${PORT}${path}`, { headers: { host: 'velvetdate.example' } });
  await res.body.dump();
  return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
}

it('while PostgreSQL is stopped a page and an API call answer 503 with Retry-After, then 200 again', async () => {
  expect(await get('/members')).toEqual({ status: 200, retryAfter: undefined });
  await own.halt();
  try {
    expect(await get('/members')).toEqual({ status: 503, retryAfter: '5' });
    // The search reads the database on every call (the site's settings are kept once read, ADR 0083).
    expect(await get('/api/members.php')).toEqual({ status: 503, retryAfter: '5' });
    expect((await get('/readyz')).status).toBe(503);
  } finally {
    await own.resume();
  }
  expect(await get('/members')).toEqual({ status: 200, retryAfter: undefined });
  expect((await get('/readyz')).status).toBe(200);
});
