/**
 * Issue 8: a server killed between receiving a paid notification and committing it loses
 * nothing and doubles nothing — the provider's retry settles the payment exactly once. The
 * crash is real: a separate process killed with SIGKILL inside the settlement transaction, on
 * a database file (PGlite) or server (PostgreSQL) that outlives it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrands } from '@dating/brand/load.server';
import { type Database, createDatabase, createTestDatabase, migrate, syncSites } from '@dating/db';
import { creditLedger, paymentEvents, payments, users } from '@dating/db/schema';
import { seedDemo } from '@dating/db/seed';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProviderNotification } from './provider.ts';
import { applyNotification } from './settle.ts';
import { createLocalStore } from '@dating/storage';

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'payments-crash-'));
let database: Database;
let open: () => Promise<Database>;
let notification: ProviderNotification;
let userId: number;

beforeAll(async () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  database = onPostgres ? await createTestDatabase() : await createDatabase({ dataDir: join(dir, 'db') });
  if (!onPostgres) await migrate(database);
  const brands = loadBrands().filter((b) => b.id === 'velvet');
  await syncSites(database.db, brands);
  await seedDemo(database.db, {
    brands,
    photoStore: createLocalStore(join(dir, 'uploads')),
    membersPerBrand: 1,
    passwordHash: 'x',
  });
  const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
  userId = user!.id;
  await database.db.update(users).set({ credits: 0, paidUser: false }).where(eq(users.id, user!.id));
  const [payment] = await database.db
    .insert(payments)
    .values({
      userId: user!.id,
      tier: 'p1',
      credits: 60,
      method: 'visa',
      currency: 'EUR',
      priceMinor: 2999,
      feeMinor: 79,
      totalMinor: 3078,
    })
    .returning();
  notification = {
    eventId: 'evt_crash',
    paymentId: payment!.id,
    providerRef: 'sbx_crash',
    status: 'paid',
    amountMinor: 3078,
    currency: 'EUR',
    storedMethod: null,
  };
  // PGlite is one process's database: hand the files to the child, reopen them afterwards.
  const url = database.url;
  if (!url) await database.close();
  open = async () => (url ? database : createDatabase({ dataDir: join(dir, 'db') }));
}, 120_000);

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

function runChild(): Promise<NodeJS.Signals | number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: {
        ...process.env,
        CRASH_DB_URL: database.url ?? '',
        CRASH_DB_DIR: join(dir, 'db'),
        CRASH_NOTIFICATION: JSON.stringify(notification),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ?? code));
  });
}

it('loses nothing and doubles nothing when the process dies before the commit', async () => {
  expect(await runChild()).toBe('SIGKILL');

  database = await open();
  const db = database.db;
  const state = async () => ({
    status: (await db.select().from(payments).where(eq(payments.id, notification.paymentId!)))[0]!.status,
    credits: (await db.select({ c: users.credits }).from(users).where(eq(users.id, userId)))[0]!.c,
    ledger: Number((await db.select({ n: count() }).from(creditLedger))[0]!.n),
    events: Number((await db.select({ n: count() }).from(paymentEvents))[0]!.n),
  });
  // Nothing of the killed transaction survived.
  expect(await state()).toEqual({ status: 'pending', credits: 0, ledger: 0, events: 0 });

  // The provider retries (twice, as providers do when unsure): credited once.
  expect(await applyNotification(db, 'sandbox', notification, new Date())).toMatchObject({
    outcome: 'settled',
  });
  expect(await applyNotification(db, 'sandbox', notification, new Date())).toMatchObject({
    outcome: 'duplicate',
  });
  expect(await state()).toEqual({ status: 'completed', credits: 60, ledger: 1, events: 1 });
}, 60_000);
