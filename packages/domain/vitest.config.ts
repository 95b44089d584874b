import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A test that logs an unexpected console.error fails (ADR 0053).
    setupFiles: ['../../scripts/vitest-console.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      // The rules are the product: every branch is tested, and CI fails below 100 %.
      thresholds: { branches: 100, lines: 100, functions: 100, statements: 100 },
    },
  },
});
