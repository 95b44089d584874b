// `npm start`: installs what is missing, builds every brand site and starts the demo network
// on embedded defaults (PGlite in .data/, mail outbox, sandbox payments, local photos).
import { installWorkspace, mustRun, pnpmCommand } from './lib/toolchain.mjs';

const pnpm = pnpmCommand();
const [cmd, ...pre] = pnpm;
installWorkspace(pnpm);
mustRun(cmd, [...pre, 'exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);
mustRun(cmd, [...pre, 'exec', 'tsx', 'packages/server/src/cli.ts']);
