/**
 * Vitest setup shared by every package (`setupFiles` in each vitest.config.ts, ADR 0053): a test
 * in which `console.error` is called fails, unless the test said it expects it:
 *
 *   expectConsoleError(/the push service refused/);      // this helper: the error must come, once or more
 *   vi.spyOn(console, 'error').mockImplementation(() => {}); // or any spy of the test's own
 *
 * An error logged outside any test (a `beforeAll`, a server still answering after its test)
 * fails the file. The error is still printed, so the reason is on screen.
 */
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

type Watch = { expected: RegExp[]; matched: Set<RegExp>; unexpected: string[] };

// The console's own error, kept once per process (a worker may run this file again for its next file).
const ORIGINAL = Symbol.for('dating.vitest-console.original-error');
const holder = globalThis as { [ORIGINAL]?: typeof console.error };
holder[ORIGINAL] ??= console.error.bind(console);
const print = holder[ORIGINAL];
let watch: Watch | undefined;
const outsideTests: string[] = [];

function guard(...args: unknown[]): void {
  const text = format(...args);
  const pattern = watch?.expected.find((p) => p.test(text));
  if (watch && pattern) {
    watch.matched.add(pattern);
    return;
  }
  (watch ? watch.unexpected : outsideTests).push(text);
  print(...args);
}

console.error = guard;

/**
 * Declares that the running test logs an error matching `pattern` (on purpose: a failure path it
 * exercises). Matching calls are not printed; the test fails if none comes.
 */
export function expectConsoleError(pattern: RegExp): void {
  if (!watch) throw new Error('expectConsoleError() is for use inside a test');
  watch.expected.push(pattern);
}

const list = (texts: string[]) =>
  texts.map((t) => `  • ${t.split('\n').slice(0, 6).join('\n    ')}`).join('\n');

beforeEach(() => {
  // A spy the file set up itself (beforeAll) stays: that file declared its errors.
  if (!vi.isMockFunction(console.error)) console.error = guard;
  watch = { expected: [], matched: new Set(), unexpected: [] };
});

afterEach(() => {
  const done = watch;
  watch = undefined;
  if (!done) return;
  const problems: string[] = [];
  if (done.unexpected.length) {
    problems.push(
      `console.error was called during this test (if the test means it, declare it with ` +
        `expectConsoleError(/…/) from scripts/vitest-console.ts or vi.spyOn(console, 'error')):\n` +
        list(done.unexpected),
    );
  }
  const missing = done.expected.filter((p) => !done.matched.has(p));
  if (missing.length) problems.push(`expected console.error never came: ${missing.join(', ')}`);
  if (problems.length) throw new Error(problems.join('\n'));
});

afterAll(() => {
  if (outsideTests.length) {
    const texts = outsideTests.splice(0);
    throw new Error(`console.error was called outside any test of this file:\n${list(texts)}`);
  }
});
