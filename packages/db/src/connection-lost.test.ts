/**
 * A PostgreSQL restart or failover ends every connection, also one checked out by a transaction
 * between two statements. That must fail the transaction as "database away" (answered 503 by the
 * API, ADR 0075), never end the process: the cluster's PostgreSQL-restart test lost an instance
 * to an unhandled 'error' event of such a connection. Needs PostgreSQL (the machine's server in
 * both passes of the suite).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { expectConsoleError } from '../../../scripts/vitest-console.ts';
import { type Database, createTestDatabase } from './client.ts';
import { isDatabaseUnavailable } from './health.ts';

const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let database: Database | undefined;
let admin: pg.Client | undefined;
afterEach(async () => {
  await admin?.end();
  await database?.close();
});

it('a connection ended inside a transaction fails that transaction as unavailable, and the pool goes on', async () => {
  expectConsoleError(/PostgreSQL connection lost while in use/);
  database = await createTestDatabase(SERVER);
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const client = admin;

  const outcome = await database.db
    .transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
      await client.query('select pg_terminate_backend($1)', [pid]);
      // Between two statements, as a transaction waiting on the application is: the server's
      // notice arrives while no query runs on the connection.
      await expect
        .poll(
          async () => (await client.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount,
        )
        .toBe(0);
      await new Promise((resolve) => setImmediate(resolve));
      await tx.execute(sql`select 1`);
    })
    .then(
      () => 'committed',
      (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
    );

  expect(outcome).toBe('unavailable');
  const next = await database.db.execute(sql`select 1 as one`);
  expect((next as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
});
