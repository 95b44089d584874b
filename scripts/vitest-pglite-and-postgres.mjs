// Runs a package's suite on PGlite and, when DATABASE_URL is set, on PostgreSQL too (API and db
// packages). The two passes run side by side (ADR 0093): each test file makes a database of its
// own on either, and the PostgreSQL pass waits mostly on the server, so together they take little
// more than the longer one. Each line of output names its pass; each pass writes its own JSON
// report for the closing count.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = (label, env, report) =>
  new Promise((resolve) => {
    const child = spawn(
      'vitest',
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=test-results/${report}.json`],
      { env: { ...process.env, ...env }, shell: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
        out.write(`${label}│ ${line}\n`),
      );
    }
    child.on('close', (status) => resolve(status ?? 1));
  });

const passes = [vitest('pglite', { TEST_DATABASE_URL: '' }, 'vitest-pglite')];
if (process.env.DATABASE_URL) {
  passes.push(vitest('postgres', { TEST_DATABASE_URL: process.env.DATABASE_URL }, 'vitest-postgres'));
}
const statuses = await Promise.all(passes);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
