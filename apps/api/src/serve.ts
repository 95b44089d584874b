#!/usr/bin/env -S node --import tsx
/**
 * Starts the API on its own (`pnpm --filter @dating/api start`; built: `node apps/api/dist/serve.js`).
 * A wrong setting is one line on stderr and exit 1; SIGTERM/SIGINT drain it (ADR 0075).
 */
import { type Config, ConfigError, readConfig } from '@dating/config';
import { DatabaseSettingError } from '@dating/db';
import { configureLog, log } from '@dating/log';
import { type StandaloneApi, startApi } from './main.ts';
import { onStopSignals } from './ops/shutdown.ts';

let api: StandaloneApi;
let config: Config;
try {
  config = readConfig();
  configureLog({ level: config.logLevel });
  api = await startApi(config);
} catch (error) {
  if (!(error instanceof DatabaseSettingError || error instanceof ConfigError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
log.info({ port: api.port, database: api.database.kind }, 'member API listening');
// The demo's terminal gets a sentence; production has the JSON line alone.
if (config.demo) {
  console.log(
    `Member API running on http://localhost:${api.port}/api/ (${api.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
  );
}
onStopSignals(() => api.shutdown());
