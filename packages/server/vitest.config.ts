import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    // A test that logs an unexpected console.error fails (ADR 0053).
    setupFiles: ['../../scripts/vitest-console.ts'],
  },
});
