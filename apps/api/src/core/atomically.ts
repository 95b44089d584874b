/**
 * One unit of work for a staff action (issue 18, 19): the change and its audit row in one
 * transaction, and a refusal the work returns rolls everything back and is returned as is.
 */
import type { Db } from '@dating/db';
import type { Refusal, Result } from './result.ts';

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/** Runs `work` in one transaction; a refusal it returns rolls everything back and is returned. */
export async function atomically<T>(db: Db, work: (tx: Db) => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx as unknown as Db);
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
