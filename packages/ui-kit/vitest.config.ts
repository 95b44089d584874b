import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    // A file's first render also loads jsdom and the component's styles: on a busy CI machine
    // that alone passed vitest's 5 s (a limit on waiting, not a speed check).
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest-console.ts', './vitest.setup.ts'],
  },
});
