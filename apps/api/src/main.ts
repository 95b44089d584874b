/**
 * The API on its own (`pnpm --filter @dating/api start`, ADR 0052; started by `serve.ts`): the
 * same settings and adapter registry as the network server, serving only `/api/*` — with the
 * same access log, probes, metrics and graceful shutdown in front (ADR 0075). The site server
 * reaches it with `API_URL`; see docs/operators/configuration.md for what both processes must share.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrands, loadCompany } from '@dating/brand/load.server';
import type { Config } from '@dating/config';
import { createDatabase, migrate, syncSites, type Database } from '@dating/db';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { wireApi } from './adapters.ts';
import { startBackgroundWork } from './jobs/index.ts';
import { createOpsFront, type OpsFront } from './ops/front.ts';

export interface StandaloneApi {
  server: ServerType;
  /** The port it listens on (PORT=0 picks a free one). */
  port: number;
  database: Database;
  ops: OpsFront;
  /** Stops listening and closes everything at once (tests). */
  close(): Promise<void>;
  /** Drains first (SIGTERM): readiness 503, streams told to reconnect, requests finished. */
  shutdown(): Promise<boolean>;
}

/** Opens the database (migrated, sites synced), wires the API from `config` and listens. */
export async function startApi(config: Config): Promise<StandaloneApi> {
  const brands = loadBrands();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  await migrate(database);
  await syncSites(database.db, brands);
  const wired = wireApi(config, { db: database.db, database, brands, company: loadCompany() });
  // SCHEDULER=off: neither scheduled jobs nor the queue's worker in this instance (ADR 0073).
  const background = config.scheduler ? startBackgroundWork(wired.deps) : null;
  const ops = createOpsFront(config, { db: database.db, events: wired.deps.events });
  const app = new Hono();
  ops.install(app);
  app.all('*', (c) => wired.api.fetch(c.req.raw, c.env));
  await ops.listenMetrics();
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
      resolve({ server: s, port: info.port }),
    );
  });
  const release = async () => {
    await background?.stop();
    await wired.close();
    await database.close();
  };
  return {
    server,
    port,
    database,
    ops,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ops.shutdown([], release);
    },
    shutdown: () => ops.shutdown([server], release),
  };
}
