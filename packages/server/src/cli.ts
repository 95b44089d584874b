#!/usr/bin/env -S node --import tsx
/** Starts the demo network (or a production server) and prints where each brand answers. */
import { DatabaseSettingError } from '@dating/db';
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
const network = await orExit(() => createNetwork(config));
if (network.builds.size === 0) {
  console.error('No brand build found. Run `pnpm build` first (npm start does it for you).');
  process.exit(1);
}
const server = serve({ fetch: network.app.fetch, port: config.port, hostname: config.host }, (info) => {
  const port = info.port;
  const lines = [
    '',
    `Dating network running (${network.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    '',
    ...network.brands
      .filter((b) => network.builds.has(b.id))
      .map(
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

const shutdown = async () => {
  server.close();
  await network.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
