// `pnpm brand:new` (docs/operators/launch-a-brand.md, ADR 0091): runs on a fresh clone. It
// installs the workspace first (the questions need tsx), lets the planner ask, check and write
// the brand, links the new packages and builds the new site through turbo (so the next
// `npm start` takes it from the cache), and ends with a short summary: the logs of install and
// build stay off screen unless one fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps } from './lib/build.mjs';
import { ROOT, installWorkspace, pnpmCommand } from './lib/toolchain.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const pnpm = pnpmCommand();
const [cmd, ...pre] = pnpm;
installWorkspace(pnpm);
const scratch = mkdtempSync(join(tmpdir(), 'brand-new-'));
const resultFile = join(scratch, 'result.json');
const planner = spawnSync(cmd, [...pre, 'exec', 'tsx', 'packages/brand/src/new-brand/cli.ts', ...args], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, BRAND_NEW_RESULT: resultFile },
});
if (planner.status !== 0) process.exit(planner.status ?? 1);
const brand = JSON.parse(readFileSync(resultFile, 'utf8'));
rmSync(scratch, { recursive: true, force: true });
// The new packages join the workspace (and pnpm-lock.yaml).
installWorkspace(pnpm, 'update');
if (!args.includes('--no-build'))
  await buildApps(pnpm, [`@dating/app-${brand.id}`], `Building ${brand.name}`);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  [
    '',
    `${brand.name} is ready (${seconds} s). Look at it:  BRANDS=${brand.id} npm start  (the whole network: npm start)`,
    ...brand.urls.map((url) => `  ${url}`),
    'Its domains are registered in the database on that start. Commit brands/, apps/ and pnpm-lock.yaml.',
  ].join('\n'),
);
