/**
 * What the readiness probe and the API's error handling ask of the database (ADR 0075): is it
 * reachable with every migration applied, and is an error the database being away (temporary:
 * 503 with Retry-After) rather than a bug (500).
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, type Db } from './client.ts';

/**
 * Why the database cannot serve yet, or null when it answers and holds every migration of the
 * folder. drizzle's migrator records each applied migration's folder time in
 * `drizzle.__drizzle_migrations` and applies those newer than the latest row, so the latest row
 * at the folder's newest time means none is pending.
 */
export async function databaseNotReady(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<string | null> {
  const newest = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  let applied: number;
  try {
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0) as latest from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { latest: string | number }[] }).rows;
    applied = Number(rows[0]?.latest ?? 0);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'the database does not answer';
    // 42P01 / 3F000: the migrations table or its schema does not exist (nothing migrated yet).
    if (['42P01', '3F000'].includes(String(driverCode(error)))) return 'migrations are not applied';
    throw error;
  }
  return applied >= newest ? null : 'migrations are not applied';
}

/** Node socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot take us now: class 08 (connection exception),
 * 57P01–57P03 (shutting down, crashed, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;

/** Messages of the pg pool itself (it gives no code for these). */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
];

function driverCode(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code !== undefined) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Whether `error` (or a cause it wraps: drizzle's "Failed query", an AggregateError of the
 * socket's addresses) says the database is away rather than the query being wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  if (POOL_MESSAGES.some((m) => error.message.includes(m))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
