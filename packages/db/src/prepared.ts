/**
 * The hottest reads as prepared statements (issue 21, ADR 0084). drizzle builds a statement's
 * SQL text anew on every call (a quarter of `GET /api/user.php`'s CPU), and PostgreSQL parses and
 * plans it anew. A statement prepared once per database handle skips the first; its name makes
 * node-postgres prepare it once per pooled connection and PostgreSQL reuse the parse (and, after a
 * few runs, a generic plan). PGlite ignores the name; the saved SQL building remains.
 *
 * Kept per drizzle handle (a WeakMap): a transaction's handle gets its own, gone with it.
 */
import type { Db } from './client.ts';

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/** The statement `prepare(db)` makes, made once per handle and name. */
export function preparedOnce<T>(db: Db, name: string, prepare: (db: Db) => T): T {
  let statements = preparedByDb.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db);
    statements.set(name, statement);
  }
  return statement;
}
