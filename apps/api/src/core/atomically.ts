/**
 * One transaction whose work returns a Result: a refusal rolls back everything written so far and
 * is returned as it is, so a command never leaves half of an action behind (staff commands write
 * their audit row inside the same transaction).
 */
import type { Db } from '@dating/db';
import type { Tx } from './db-access.ts';
import type { ReasonCode, Refusal, Result } from './result.ts';

/** Carries a refusal out of the transaction callback, so that the transaction rolls back. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/** Runs `work` in one transaction; a refusal it returns rolls everything back and is returned. */
export async function atomically<T, R extends ReasonCode = ReasonCode>(
  db: Db,
  work: (tx: Tx) => Promise<Result<T, R>>,
): Promise<Result<T, R>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal as Refusal<R>;
    throw error;
  }
}

/**
 * Refuses from deep inside `atomically`'s work (a helper that cannot return to it): everything the
 * transaction wrote is rolled back and `atomically` returns the refusal.
 */
export function rollBack(refusal: Refusal): never {
  throw new Refused(refusal);
}
