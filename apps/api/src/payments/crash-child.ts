/**
 * Test helper run as its own process by crash.test.ts: applies a notification and is killed
 * (SIGKILL, no clean-up) inside the settlement transaction, after the payment and the balance
 * were updated and just before the ledger row — the worst moment for a crash.
 */
import { createDatabase } from '@dating/db';
import { creditLedger } from '@dating/db/schema';
import { applyNotification } from './settle.ts';

const database = await createDatabase(
  process.env.CRASH_DB_URL ? { url: process.env.CRASH_DB_URL } : { dataDir: process.env.CRASH_DB_DIR! },
);
// Transactions inherit `insert` from PgDatabase: find it on the prototype chain of this db.
let proto = Object.getPrototypeOf(database.db);
while (proto && !Object.hasOwn(proto, 'insert')) proto = Object.getPrototypeOf(proto);
const insert = proto.insert;
proto.insert = function (this: unknown, table: unknown) {
  if (table === creditLedger) process.kill(process.pid, 'SIGKILL');
  return insert.call(this, table);
};
await applyNotification(database.db, 'sandbox', JSON.parse(process.env.CRASH_NOTIFICATION!), new Date());
// Never reached: the process is killed above.
process.exit(3);
