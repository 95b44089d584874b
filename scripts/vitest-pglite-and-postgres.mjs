// Runs a package's suite on PGlite, then once more on PostgreSQL when DATABASE_URL is set
// (API and db packages). Each pass writes its own JSON report for the closing count.
import { spawnSync } from 'node:child_process';

const vitest = (env, report) =>
  spawnSync(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=test-results/${report}.json`],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
      shell: true,
    },
  ).status;

let status = vitest({ TEST_DATABASE_URL: '' }, 'vitest-pglite');
if (status === 0 && process.env.DATABASE_URL) {
  console.log('\nThe same suite on PostgreSQL (DATABASE_URL):');
  status = vitest({ TEST_DATABASE_URL: process.env.DATABASE_URL }, 'vitest-postgres');
}
process.exit(status ?? 1);
