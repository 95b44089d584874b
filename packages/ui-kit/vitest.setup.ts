// Testing Library matchers and cleanup between tests; an unexpected console.error fails the test
// (the shared ../../scripts/vitest-console.ts, listed first in setupFiles).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
