// Shared by start.mjs and test.mjs: makes sure pnpm exists (installing the pinned version
// with npm if not), installs the workspace, and runs commands with inherited output.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
const pinned = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

function has(cmd) {
  try {
    execSync(`${cmd} --version`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The command that runs pnpm: a global one, a freshly installed one, or npx as a last resort. */
export function pnpmCommand() {
  if (has('pnpm')) return ['pnpm'];
  console.log(`› pnpm not found: installing pnpm@${pinned} with npm`);
  const result = spawnSync('npm', ['install', '-g', `pnpm@${pinned}`], { stdio: 'inherit' });
  if (result.status === 0 && has('pnpm')) return ['pnpm'];
  console.log('› global install not possible here; using npx');
  return ['npx', '--yes', `pnpm@${pinned}`];
}

export function run(cmd, args, options = {}) {
  console.log(`\n› ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) process.exit(status);
}

export function installWorkspace(pnpm) {
  const [cmd, ...pre] = pnpm;
  mustRun(cmd, [...pre, 'install', '--frozen-lockfile', '--prefer-offline']);
}
