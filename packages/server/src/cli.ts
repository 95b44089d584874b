#!/usr/bin/env -S node --import tsx
/** Starts the demo network (or a production server) and prints where each brand answers. */
import { serve } from '@hono/node-server';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, createNetwork } from './network.ts';

const config = readConfig();
const network = await createNetwork(config);
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
