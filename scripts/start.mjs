// `npm start`: installs what is missing, builds every brand site and starts the demo network
// on embedded defaults (PGlite in .data/, mail outbox, sandbox payments, local photos).
import { installWorkspace, mustRun, pnpmCommand } from './lib/toolchain.mjs';

const pnpm = pnpmCommand();
const [cmd, ...pre] = pnpm;
installWorkspace(pnpm);
mustRun(cmd, [...pre, 'exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);
// React and the other libraries pick their production build from NODE_ENV; DEMO=1 keeps the
// demo's embedded defaults and seeded data under it (ADR 0079). `pnpm dev` stays on development.
mustRun(cmd, [...pre, 'exec', 'tsx', 'packages/server/src/cli.ts'], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', DEMO: process.env.DEMO ?? '1' },
});
