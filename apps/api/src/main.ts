#!/usr/bin/env -S node --import tsx
/**
 * The API on its own (`pnpm --filter @dating/api start`, ADR 0052): the same settings and adapter
 * registry as the network server, serving only `/api/*`. The site server reaches it with
 * `API_URL`; see docs/operators/configuration.md for what both processes must share.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrands, loadCompany } from '@dating/brand/load.server';
import { type Config, ConfigError, readConfig } from '@dating/config';
import { createDatabase, DatabaseSettingError, migrate, syncSites, type Database } from '@dating/db';
import { serve, type ServerType } from '@hono/node-server';
import { wireApi } from './adapters.ts';
import { JOBS, startScheduler } from './jobs/index.ts';

export interface StandaloneApi {
  server: ServerType;
  /** The port it listens on (PORT=0 picks a free one). */
  port: number;
  database: Database;
  close(): Promise<void>;
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
  const wired = wireApi(config, { db: database.db, brands, company: loadCompany() });
  const scheduler = config.scheduler ? startScheduler(wired.deps, JOBS) : null;
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const s = serve({ fetch: wired.api.fetch, port: config.port, hostname: config.host }, (info) =>
      resolve({ server: s, port: info.port }),
    );
  });
  return {
    server,
    port,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await scheduler?.stop();
      wired.close();
      await database.close();
    },
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  let api: StandaloneApi;
  try {
    api = await startApi(readConfig());
  } catch (error) {
    if (!(error instanceof DatabaseSettingError || error instanceof ConfigError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  console.log(
    `Member API running on http://localhost:${api.port}/api/ (${api.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
  );
  const shutdown = async () => {
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
