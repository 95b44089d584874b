// The brand sites' build behind `npm start` and `pnpm brand:new` (ADR 0091): turbo, with its
// output kept in .turbo/build.log instead of on screen. The screen gets one progress line (a
// terminal) or one line at the end (CI); a failure prints the failed tasks' own output.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProgress } from '../../packages/log/src/progress.mjs';
import { ROOT } from './toolchain.mjs';

/** The tasks turbo will run for these filters (those with a command), from a dry run. */
function plannedTasks(pnpm, filters) {
  const [cmd, ...pre] = pnpm;
  const args = [
    ...pre,
    'exec',
    'turbo',
    'run',
    'build',
    ...filters.map((f) => `--filter=${f}`),
    '--dry=json',
  ];
  const dry = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (dry.status !== 0) return null;
  const { tasks } = JSON.parse(dry.stdout);
  return tasks
    .filter((t) => t.command && t.command !== '<NONEXISTENT>')
    .map((t) => t.taskId.replace('#', ':'));
}

/**
 * Builds through turbo, so every result lands in its cache and the next start reuses it.
 * Resolves with the cached/total counts; exits the process with turbo's status on failure.
 */
export function buildApps(pnpm, filters = ['./apps/*'], label = 'Building the sites') {
  const [cmd, ...pre] = pnpm;
  const tasks = plannedTasks(pnpm, filters) ?? [];
  const progress = createProgress({
    label,
    total: tasks.length,
    unit: tasks.length === 1 ? 'task' : 'tasks',
  });
  const args = [
    ...pre,
    'exec',
    'turbo',
    'run',
    'build',
    ...filters.map((f) => `--filter=${f}`),
    '--output-logs=full',
    '--log-order=stream',
    '--ui=stream',
  ];
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' } });
  const log = [];
  // A Remix build ends with its server bundle's "built in"; other tasks with their own last line.
  const builtLines = new Map();
  const finished = new Set();
  const onLine = (line) => {
    log.push(line);
    const task = tasks.find((t) => line.startsWith(`${t}: `));
    if (!task || finished.has(task)) return;
    const text = line.slice(task.length + 2);
    const built = (builtLines.get(task) ?? 0) + (/built in [\d.]+/.test(text) ? 1 : 0);
    builtLines.set(task, built);
    if (built >= 2 || /^bundled /.test(text)) {
      finished.add(task);
      progress.update(finished.size);
    }
  };
  let rest = '';
  const read = (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (rest) onLine(rest);
      const logFile = join(ROOT, '.turbo', 'build.log');
      mkdirSync(join(ROOT, '.turbo'), { recursive: true });
      writeFileSync(logFile, `${log.join('\n')}\n`);
      const cached = log.find((l) => /^\s*Cached:/.test(l))?.match(/(\d+) cached, (\d+) total/);
      const note = cached ? `(${cached[1]} of ${cached[2]} from the cache)` : '';
      if (status === 0) {
        progress.finish(note);
        resolve({ cached: Number(cached?.[1] ?? 0), total: Number(cached?.[2] ?? tasks.length) });
        return;
      }
      progress.fail(`failed (whole log: ${logFile})`);
      // The failed tasks' lines: turbo names them in "Failed: …" and its ERROR lines.
      const failed = log
        .filter((l) => /^\s*Failed:/.test(l))
        .flatMap((l) => l.replace(/^\s*Failed:\s*/, '').split(/,\s*/))
        .map((t) => t.replace('#', ':').trim());
      const own = log.filter((l) => failed.some((t) => l.startsWith(`${t}: `)) || /ERROR|ERR!/.test(l));
      console.error((own.length ? own : log.slice(-60)).join('\n'));
      process.exit(status ?? 1);
    });
  });
}
