/**
 * Reading a whole filtered list (a CSV export) by keyset, newest first: `read(before, limit)`
 * returns up to `limit` rows older than `before`; batches come until one is short, so memory
 * stays flat however long the list is.
 */
export async function* keysetBatches<T extends { id: number }>(
  read: (before: number | undefined, limit: number) => Promise<T[]>,
  before: number | undefined,
  batch = 500,
): AsyncGenerator<T[]> {
  for (;;) {
    const rows = await read(before, batch);
    yield rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1]!.id;
  }
}
