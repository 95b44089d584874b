import { vi } from 'vitest';

/**
 * Runs a budget's measurement with console.error recorded, for the budget test to say the pages
 * it counted logged no error (a page that failed quietly would count fewer calls or statements).
 */
export async function recordingConsoleErrors<T>(measure: () => Promise<T>): Promise<[T, unknown[][]]> {
  const spy = vi.spyOn(console, 'error');
  try {
    const result = await measure();
    return [result, [...spy.mock.calls]];
  } finally {
    spy.mockRestore();
  }
}
