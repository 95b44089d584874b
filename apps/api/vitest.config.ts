import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A test that logs an unexpected console.error fails (ADR 0053).
    setupFiles: ['../../scripts/vitest-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Files share one machine's two cores; PGlite is in-process, so run files one at a time.
    fileParallelism: false,
  },
});
