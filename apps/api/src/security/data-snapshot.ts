/**
 * A cheap fingerprint of everything the database holds, for the fuzz test's "a refused request
 * writes nothing" rule (ADR 0046): per table its row count and the sum of a 32-bit hash of every
 * row's text, in one round trip. Any insert, delete or changed column moves one of the two.
 */
import type { Db } from '@dating/db';
import { sql } from 'drizzle-orm';

export type Snapshot = Map<string, string>;

/**
 * Tables a refused request may write by design, and why; "a refused request writes nothing"
 * holds for every other table.
 */
export const WRITES_WHEN_REFUSED: Readonly<Record<string, string>> = {
  // A wrong password is counted: that is the login lockout (ADR 0011).
  login_attempts: 'failed logins are counted for the lockout',
  // Every write attempt spends a point, refused or not: that is what limits a flood (ADR 0045).
  rate_limits: 'every attempt counts against the rate limits',
  // Written by the instance, not by the request: the live event bus's heartbeat every 20 s and
  // the presence of open streams (ADR 0072) may change while any request runs.
  live_instances: "the instance's own heartbeat",
  live_presence: 'which instance holds which open streams',
  // A payment notification that is refused is kept with its reason (ADR 0085): the record of
  // forged, replayed and mismatched notifications an operator reads.
  payment_rejections: 'refused payment notifications are kept as rejected events',
};

/** The tables of the current schema that a refused request must leave alone (read once). */
export async function guardedTables(db: Db): Promise<string[]> {
  return (await listTables(db)).filter((t) => !(t in WRITES_WHEN_REFUSED));
}

/** The tables of the current schema, read once (migrations never run during a test). */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rowsOf<{ name: string }>(rows).map((r) => r.name);
}

export async function snapshot(db: Db, tables: readonly string[]): Promise<Snapshot> {
  const parts = tables.map(
    (t) =>
      `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as v from "${t}" x`,
  );
  const rows = await db.execute<{ t: string; v: string }>(sql.raw(parts.join(' union all ')));
  return new Map(rowsOf<{ t: string; v: string }>(rows).map((r) => [r.t, r.v]));
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}

// PGlite answers `{ rows }`, node-postgres through drizzle the same; keep one reader for both.
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
