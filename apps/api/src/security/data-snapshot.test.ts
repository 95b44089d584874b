/** The fuzz test's write detector sees every kind of write, in any table (ADR 0046). */
import { type Database, createTestDatabase } from '@dating/db';
import { interests } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, listTables, snapshot } from './data-snapshot.ts';

let database: Database;
let tables: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  tables = await listTables(database.db);
});
afterAll(() => database.close());

describe('snapshot', () => {
  it('lists every table of the schema', () => {
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'messages', 'payments', 'interests']),
    );
  });

  it('sees an insert, a changed column and a delete, and nothing when nothing changed', async () => {
    const { db } = database;
    const start = await snapshot(db, tables);
    expect(changedTables(start, await snapshot(db, tables))).toEqual([]);
    await db.insert(interests).values({ slug: 'snapshot-test', icon: 'a' });
    const inserted = await snapshot(db, tables);
    expect(changedTables(start, inserted)).toEqual(['interests']);
    await db.update(interests).set({ icon: 'b' }).where(eq(interests.slug, 'snapshot-test'));
    const updated = await snapshot(db, tables);
    expect(changedTables(inserted, updated)).toEqual(['interests']);
    await db.delete(interests).where(eq(interests.slug, 'snapshot-test'));
    expect(changedTables(updated, await snapshot(db, tables))).toEqual(['interests']);
    expect(changedTables(start, await snapshot(db, tables))).toEqual([]);
  });
});
