import { defineConfig } from 'vitest/config';

// Only the budgets are tests here; the benches are scripts run on demand (package.json).
export default defineConfig({
  test: { include: ['*.test.ts'], setupFiles: ['../scripts/vitest-console.ts'] },
});
