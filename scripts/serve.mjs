// `npm run serve`: the production start (ADR 0075). Runs the bundle `pnpm build` made
// (packages/server/dist/cli.js), not the TypeScript sources, with NODE_ENV=production unless the
// environment says otherwise: every setting is then checked and missing secrets stop the start.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'packages/server/dist/cli.js');
if (!existsSync(entry)) {
  console.error('Cannot start: no build at packages/server/dist/cli.js. Run `pnpm build` first.');
  process.exit(1);
}
// The brands' Remix builds inline sharp's loader, which require()s its native package by name
// from apps/<brand>/build, where pnpm does not place it. pnpm's own launchers (`pnpm exec`, so
// `npm start`) add the folder pnpm hoists every package into to NODE_PATH; so does this start.
const hoisted = join(root, 'node_modules/.pnpm/node_modules');
process.env.NODE_PATH = [hoisted, process.env.NODE_PATH].filter(Boolean).join(delimiter);
createRequire(import.meta.url)('node:module')._initPaths();
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(entry);
