import { defineConfig } from 'vitest/config';

// A test that logs an unexpected console.error fails (ADR 0053).
export default defineConfig({ test: { setupFiles: ['../../scripts/vitest-console.ts'] } });
