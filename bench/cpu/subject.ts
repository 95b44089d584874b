/**
 * The CPU bench's subject: the built network server (`scripts/serve.mjs`, packages/server/dist)
 * as its own process, with React's production build (NODE_ENV=production) and the demo's data
 * (DEMO=1, ADR 0079), on PostgreSQL or the embedded PGlite, serving velvet only, with no
 * scheduler so nothing but the requests runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmptyDatabase } from '@dating/db';
import { waitReady } from '../cluster/cluster.ts';
import { databaseBackendsCpuSeconds, processCpuSeconds } from '../cluster/cpu.ts';
import { ROOT, serverCommand } from '../cluster/server-command.ts';
import type { CpuReading } from './drive.ts';

export interface Subject {
  origin: string;
  /** The Host header of the velvet site on this server. */
  host: string;
  cpu: CpuReading;
  /** The database's URL on PostgreSQL (for the bench's own set-up writes), else null. */
  databaseUrl: string | null;
  stop(): Promise<void>;
}

export async function startSubject(options: {
  target: 'postgres' | 'pglite';
  port: number;
  serverUrl: string;
  members: number;
}): Promise<Subject> {
  const dir = mkdtempSync(join(tmpdir(), `bench-cpu-${options.target}-`));
  const name = `bench_cpu_${process.pid}`;
  const database = options.target === 'postgres' ? await createEmptyDatabase(options.serverUrl, name) : null;
  const [command, ...args] = serverCommand();
  const log = createWriteStream(join(dir, 'server.log'));
  const child: ChildProcess = spawn(command!, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DEMO: '1',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      ...(database ? { DATABASE_URL: database.url } : {}),
      BRANDS: 'velvet',
      SEED_MEMBERS_PER_BRAND: String(options.members),
      SCHEDULER: 'off',
      // Every request of the bench comes from 127.0.0.1 (ADR 0045's factor for test networks).
      RATE_LIMIT_IP_FACTOR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    }
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Migrating and seeding take a while on a busy machine.
    await waitReady(options.port, () => exited, 300_000);
  } catch (error) {
    console.error(readFileSync(join(dir, 'server.log'), 'utf8').slice(-2000));
    await stop();
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${options.port}`,
    host: `velvet.localhost:${options.port}`,
    cpu: {
      server: () => processCpuSeconds([child.pid!]),
      database: async () => (database ? databaseBackendsCpuSeconds(name) : 0),
    },
    databaseUrl: database?.url ?? null,
    stop,
  };
}

/** The baselines' process (bare-server.mjs), production React, on its own port. */
export async function startBaselines(port: number, fixturesFile: string) {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'bench/cpu/bare-server.mjs'), String(port), fixturesFile],
    {
      cwd: join(ROOT, 'bench'),
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error('the baseline server exited');
    const ok = await fetch(`http://127.0.0.1:${port}/json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the baseline server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    cpu: { server: () => processCpuSeconds([child.pid!]), database: async () => 0 } satisfies CpuReading,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    },
  };
}
