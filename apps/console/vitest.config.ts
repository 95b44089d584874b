import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A test that logs an unexpected console.error fails (ADR 0053).
    setupFiles: ['../../scripts/vitest-console.ts'],
  },
});
