/**
 * What a query or write needs of the database, so one function serves a caller with the database
 * and a caller inside a transaction alike (drizzle's transaction is not typed as the database).
 */
import type { Db } from '@dating/db';

/** A transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Reads only. */
export type Reader = Pick<Db, 'select' | 'selectDistinctOn'>;
/** Inserts and updates: the database or a transaction of it. */
export type Writer = Pick<Db, 'insert' | 'update'>;
