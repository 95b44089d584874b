// `npm start`: installs what is missing, builds the brand sites and starts the demo network on
// embedded defaults (PGlite in .data/, mail outbox, sandbox payments, local photos). Each step
// shows its progress on a terminal and one line in CI (ADR 0091); the build logs go to
// .turbo/build.log. With BRANDS set, only those brands are built (the quick look at a new
// brand); the console is then served only if an earlier start built it.
import { buildApps } from './lib/build.mjs';
import { installWorkspace, pnpmCommand, run } from './lib/toolchain.mjs';

const pnpm = pnpmCommand();
const [cmd, ...pre] = pnpm;
installWorkspace(pnpm);
const wanted = (process.env.BRANDS ?? '')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const filters = wanted.length ? wanted.map((b) => `@dating/app-${b}`) : ['./apps/*'];
await buildApps(pnpm, filters);
// React and the other libraries pick their production build from NODE_ENV; DEMO=1 keeps the
// demo's embedded defaults and seeded data under it (ADR 0079). `pnpm dev` stays on development.
const status = run(cmd, [...pre, 'exec', 'tsx', 'packages/server/src/cli.ts'], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', DEMO: process.env.DEMO ?? '1' },
  quiet: true,
});
process.exit(status);
