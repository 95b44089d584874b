/**
 * Issue 17 benchmark: API calls per page and per chat send, counted through the load context's
 * apiFetch of the real network (in-process, PGlite). Run with `pnpm bench:api-calls` after
 * `pnpm build` (needs apps/velvet/build). The budget is api-calls-budget.test.ts.
 */
import { cpus } from 'node:os';
import { callTable, countApiCalls } from './lib/api-calls.ts';

const report = await countApiCalls();
console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length} · Node ${process.version} · PGlite\n`,
);
console.log(callTable(report));
