#!/usr/bin/env -S node --import tsx
/**
 * Starts the network: the demo (`npm start`, tsx) or production (`npm run serve`, the bundle
 * `dist/cli.js` that `pnpm build` makes). Prints where each brand answers in the demo, logs JSON
 * lines in production, and drains on SIGTERM/SIGINT (ADR 0075).
 */
import { onStopSignals } from '@dating/api';
import { DatabaseSettingError } from '@dating/db';
import { configureLog, log } from '@dating/log';
import { serve } from '@hono/node-server';
import { ConfigError, readConfig } from './config.ts';
import { DEMO_PASSWORD, createNetwork } from './network.ts';

/** A wrong setting (DATABASE_URL, PORT…) is one line on stderr and exit code 1, no stack. */
async function orExit<T>(start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof DatabaseSettingError || error instanceof ConfigError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = await orExit(() => readConfig());
configureLog({ level: config.logLevel });
const network = await orExit(() => createNetwork(config));
if (network.builds.size === 0) {
  console.error('No brand build found. Run `pnpm build` first (npm start does it for you).');
  process.exit(1);
}
await network.ops.listenMetrics();
const served = network.brands.filter((b) => network.builds.has(b.id));
const server = serve({ fetch: network.app.fetch, port: config.port, hostname: config.host }, (info) => {
  const port = info.port;
  log.info(
    {
      port,
      database: network.database.kind,
      brands: served.map((b) => b.id),
      console: Boolean(network.console),
    },
    'network listening',
  );
  // Production has no demo logins to show: the JSON line above is its whole start message.
  if (!config.demo) return;
  const lines = [
    '',
    `Dating network running (${network.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    '',
    ...served.map(
      (b) =>
        `  ${b.name.padEnd(16)} http://${b.id}.localhost:${port}${b.id === config.defaultBrandId ? `  (also http://localhost:${port})` : ''}`,
    ),
    '',
    `  Demo logins on every brand: alice@<brand>.demo (free), bob@<brand>.demo (premium), carol@<brand>.demo (not confirmed)`,
    `  Password: ${DEMO_PASSWORD}`,
    ...(network.console
      ? [
          '',
          `  Operator console  http://console.localhost:${port}`,
          ...(config.production
            ? []
            : [
                `  Staff logins: admin@console.demo, olivia@console.demo, oscar@console.demo, sam@console.demo (password ${DEMO_PASSWORD})`,
                '  Their TOTP code: pnpm staff:code <email>',
              ]),
        ]
      : []),
    ...(network.devMailPath
      ? [`  E-mails (outbox, no SMTP_URL set): http://localhost:${port}${network.devMailPath}`]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
});

onStopSignals(() => network.ops.shutdown([server], network.close));
