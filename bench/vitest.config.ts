import { defineConfig } from 'vitest/config';

// The budgets and the cluster tests (real processes behind nginx, issue 20) are tests here; the
// benches are scripts run on demand (package.json).
export default defineConfig({
  test: {
    include: ['*.test.ts', 'cluster/*.test.ts'],
    setupFiles: ['../scripts/vitest-console.ts'],
    // A cluster test starts instances and nginx and runs members for a quarter of a minute.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // One cluster at a time: they share the machine's two cores.
    fileParallelism: false,
  },
});
