/**
 * Issue 21 benchmark: SQL statements per page and per API call, recorded through the database's
 * onQuery hook on the real network (in-process, PGlite). Run with `pnpm bench:sql` after
 * `pnpm build` (needs apps/velvet/build). The budget is sql-statements-budget.test.ts.
 */
import { cpus } from 'node:os';
import { countSqlStatements, statementListing, statementTable } from './lib/sql-statements.ts';

const rows = await countSqlStatements();
console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length} · Node ${process.version} · PGlite\n`,
);
console.log(statementTable(rows));
console.log(`\n${statementListing(rows)}`);
