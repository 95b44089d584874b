// `npm test`: the whole suite — lint, forbidden imports, types, unit and API tests (PGlite, and PostgreSQL too when
// DATABASE_URL is set), the brand builds, Storybook's build, and the browser journeys in
// Debian's Chromium. Ends with one "N passed, N failed" line over every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ROOT, installWorkspace, pnpmCommand, run } from './lib/toolchain.mjs';

const pnpm = pnpmCommand();
const [cmd, ...pre] = pnpm;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The cluster tests (bench/cluster) put the instances behind nginx with deploy/nginx/dating.conf.
const NGINX = '/usr/sbin/nginx';

// The fonts the visual references were drawn with (ADR 0093): the brands' font stacks resolve to
// them (Georgia → Liberation Serif, sans-serif → DejaVu Sans), so every machine draws the same pixels.
const FONTS = ['fonts-liberation', 'fonts-dejavu-core', 'fonts-dejavu-extra'];
const missing = [
  !existsSync(CHROMIUM) && 'chromium',
  !existsSync(NGINX) && !onPath('nginx') && 'nginx',
  ...FONTS.filter((font) => !debianPackageInstalled(font)),
].filter(Boolean);
if (missing.length) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    run('sh', [
      '-c',
      `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
    ]);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install Debian's chromium package (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  if (!existsSync(NGINX) && !onPath('nginx')) {
    console.error("nginx not found. Install Debian's nginx package (the cluster tests run behind it).");
    process.exit(1);
  }
}

installWorkspace(pnpm);
const resultsDir = join(ROOT, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });

const steps = [
  ['lint', [...pre, 'exec', 'biome', 'check', '.']],
  // DESIGN's forbidden arrows (.dependency-cruiser.cjs, ADR 0053), then proof that the rules bite.
  ['forbidden imports', [...pre, 'run', '--silent', 'lint:arrows']],
  [
    'typecheck, unit and API tests, builds',
    [
      ...pre,
      'exec',
      'turbo',
      'run',
      'typecheck',
      'test',
      'build',
      '--concurrency=2',
      // One failing package does not stop the others: the closing line counts every test.
      '--continue',
      '--output-logs=new-only',
      '--summarize',
    ],
  ],
  [
    'storybook build',
    [...pre, 'exec', 'storybook', 'build', '-o', 'storybook-static', '--quiet'],
    { env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
  ],
  ['browser journeys', [...pre, 'exec', 'playwright', 'test']],
];

const failedSteps = [];
for (const [name, args, options] of steps) {
  const status = run(cmd, args, options);
  if (status !== 0) failedSteps.push(name);
}

// One closing line over every runner's JSON report (vitest per package, Playwright).
let passed = 0;
let failed = 0;
const reports = [];
const collect = (dir) => {
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) reports.push(join(dir, f));
};
collect(resultsDir);
for (const group of ['apps', 'packages']) {
  for (const pkg of readdirSync(join(ROOT, group))) collect(join(ROOT, group, pkg, 'test-results'));
}
collect(join(ROOT, 'bench', 'test-results'));
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
// CI keeps only the tail of the output: repeat the end of every failed turbo task's log there.
if (failedSteps.length) {
  for (const task of failedTurboTasks()) {
    const lines = readFileSync(task.log, 'utf8').trimEnd().split('\n');
    console.error(`\n── ${task.id} failed; its last lines:\n${lines.slice(-40).join('\n')}`);
  }
  console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);

/** Tasks of the newest turbo run summary (`--summarize`) that exited non-zero, with their logs. */
function failedTurboTasks() {
  const runs = join(ROOT, '.turbo', 'runs');
  if (!existsSync(runs)) return [];
  const newest = readdirSync(runs)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(runs, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return [];
  const summary = JSON.parse(readFileSync(newest, 'utf8'));
  return (summary.tasks ?? [])
    .filter((t) => t.execution && t.execution.exitCode !== 0)
    .map((t) => ({ id: t.taskId, log: join(ROOT, t.logFile ?? '') }))
    .filter((t) => existsSync(t.log) && statSync(t.log).isFile());
}

/** Whether Debian's package is installed (true where there is no dpkg: nothing to install with). */
function debianPackageInstalled(name) {
  if (!existsSync('/usr/bin/dpkg')) return true;
  return spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status === 0;
}

/** Whether a command is on the PATH. */
function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}
