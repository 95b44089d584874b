// Runs a package's suite on PGlite, then once more on PostgreSQL when DATABASE_URL is set
// (API and db packages). Each pass writes its own JSON report for the closing count.
// `pglite` or `postgres` as the argument runs that pass alone: the API's two passes are two turbo
// tasks (`test`, `test:postgres`), so `npm test` runs the shorter one beside the rest of the suite
// instead of after the longer one.
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
if (only && only !== 'pglite' && only !== 'postgres') {
  console.error(`unknown pass ${only}: pglite or postgres`);
  process.exit(2);
}

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

let status = 0;
if (only !== 'postgres') status = vitest({ TEST_DATABASE_URL: '' }, 'vitest-pglite');
if (only !== 'pglite' && status === 0) {
  if (process.env.DATABASE_URL) {
    console.log('\nThe suite on PostgreSQL (DATABASE_URL):');
    status = vitest({ TEST_DATABASE_URL: process.env.DATABASE_URL }, 'vitest-postgres');
  } else if (only === 'postgres') {
    console.log('DATABASE_URL is not set: the suite ran on PGlite only.');
  }
}
process.exit(status ?? 1);
