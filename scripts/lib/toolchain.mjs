// Shared by start.mjs, test.mjs and brand-new.mjs: makes sure pnpm exists (installing the
// pinned version with npm if not), installs the workspace quietly, and runs commands.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProgress } from '../../packages/log/src/progress.mjs';

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

export function run(cmd, args, { quiet = false, ...options } = {}) {
  if (!quiet) console.log(`\n› ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * A step whose own output matters only when it fails (pnpm install): one progress line, the
 * output printed only on failure, then the process ends with the step's status.
 */
export function quietStep(label, cmd, args) {
  const progress = createProgress({ label });
  const result = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 0) {
    progress.finish();
    return;
  }
  progress.fail();
  console.error(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`);
  process.exit(result.status ?? 1);
}

export function installWorkspace(pnpm, lockfile = 'frozen') {
  const [cmd, ...pre] = pnpm;
  const frozen = lockfile === 'frozen' ? '--frozen-lockfile' : '--no-frozen-lockfile';
  quietStep('Installing dependencies', cmd, [
    ...pre,
    'install',
    frozen,
    '--prefer-offline',
    '--reporter=append-only',
  ]);
}
