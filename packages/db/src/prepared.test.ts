/** preparedOnce: one statement per handle and name, run with its placeholders filled. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, createDatabase } from './client.ts';
import { preparedOnce } from './prepared.ts';

describe('preparedOnce', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ url: process.env.TEST_DATABASE_URL || undefined });
  });
  afterAll(() => database.close());

  it('prepares once per handle and name, and runs with the values it is given', async () => {
    let made = 0;
    const prepare = (db: Database['db']) => {
      made++;
      return db
        .select({ doubled: sql<number>`${sql.placeholder('n')}::int * 2`.mapWith(Number) })
        .from(sql`(select 1) as one`)
        .prepare('test_doubled');
    };
    const first = preparedOnce(database.db, 'test_doubled', prepare);
    const again = preparedOnce(database.db, 'test_doubled', prepare);
    expect(again).toBe(first);
    expect(made).toBe(1);
    expect(await first.execute({ n: 21 })).toEqual([{ doubled: 42 }]);
    expect(await again.execute({ n: 4 })).toEqual([{ doubled: 8 }]);
  });
});
