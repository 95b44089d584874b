/**
 * Opens the database: PostgreSQL through a `pg` pool when a URL is given, otherwise PGlite
 * (Postgres compiled to WASM) persisted in a folder — the embedded default. Both run the same
 * migrations and are used through one drizzle type. PGlite has a single connection: concurrent
 * transactions queue one behind another.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { BrandConfig } from '@dating/brand';
import { log } from '@dating/log';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { connectionError } from './database-url.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: the connection URL (tests open a second pool on it as a second server would;
   * the live event bus opens its dedicated LISTEN connection on it, ADR 0072).
   */
  url?: string;
  /** PGlite only: its one client, whose `listen` the live event bus uses (ADR 0072). */
  pglite?: PGlite;
  close(): Promise<void>;
  /** Internal: runs the migrations on this connection. */
  runMigrations(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL's connection URL; without it, PGlite. */
  url?: string;
  /** PGlite's folder; without it, in memory. */
  dataDir?: string;
  /** PGlite only: starts from this dump of a data folder (the migrated image of the tests). */
  loadDataDir?: Blob;
  /**
   * Called with every statement drizzle sends, before it runs (the statement budget of bench/,
   * ADR 0078). Handed to drizzle as its logger, so without it drizzle keeps its no-op logger and
   * nothing is paid. PGlite's transactions open and close inside the client (no BEGIN/COMMIT
   * reaches it); on PostgreSQL drizzle sends them, so they are counted there.
   */
  onQuery?: (query: string, params: unknown[]) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (options.url) {
    // A query waits at most 5 s for a connection: with the server away, requests answer 503
    // (ADR 0075) instead of hanging until the proxy gives up.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server drops (restart, failover) must not crash the process: the
    // pool replaces it on the next query.
    pool.on('error', (error) => log.warn({ err: error.message }, 'idle PostgreSQL connection lost'));
    // The pool listens only while a connection is idle. One checked out between two statements
    // (inside a transaction) that the server ends emits 'error' with no listener, and Node ends the
    // process — the PostgreSQL-restart test lost an instance that way. With this listener the
    // transaction's next statement fails instead (answered 503, ADR 0075) and the pool discards
    // the connection on release, since it is no longer queryable.
    pool.on('connect', (client) => {
      client.on('error', (error) =>
        log.warn({ err: error.message }, 'PostgreSQL connection lost while in use'),
      );
    });
    // Reach the server once now: an unreachable host or a refused login is one clear line at
    // start (issue 16 point 9), not a migration query's stack.
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw connectionError(options.url, error);
    }
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      close: () => pool.end(),
      runMigrations: () =>
        migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    runMigrations: () =>
      migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

/** Applies every migration not applied yet (idempotent). */
export function migrate(database: Database): Promise<void> {
  return database.runMigrations();
}

/** Upserts one site row per domain of every brand; the operator's `settings` stay as they are. */
export async function syncSites(db: Db, brands: readonly BrandConfig[]): Promise<void> {
  const rows = brands.flatMap((b) =>
    b.domains.map((d) => ({
      host: d.host,
      brandId: b.id,
      niche: b.niche,
      domainLanguage: d.domainLanguage,
      locales: d.locales,
      entryPopupCountries: d.entryPopupCountries,
      defaultCountry: d.defaultCountry,
      currency: d.currency,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insert(schema.sites)
    .values(rows)
    .onConflictDoUpdate({
      target: schema.sites.host,
      set: {
        brandId: sql`excluded.brand_id`,
        niche: sql`excluded.niche`,
        domainLanguage: sql`excluded.domain_language`,
        locales: sql`excluded.locales`,
        entryPopupCountries: sql`excluded.entry_popup_countries`,
        defaultCountry: sql`excluded.default_country`,
        currency: sql`excluded.currency`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL
 * is set, or a test names its server (two instances need PostgreSQL) — a new PostgreSQL
 * database created for it and dropped on close.
 */
export async function createTestDatabase(url = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (!url) return createDatabase({ loadDataDir: await migratedPgliteImage() });
  const name = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const target = await createEmptyDatabase(url, name);
  const database = await createDatabase({ url: target.url });
  await migrate(database);
  return {
    ...database,
    url: target.url,
    async close() {
      await database.close();
      await target.drop();
    },
  };
}

/**
 * A freshly migrated PGlite's data folder as a tar: loading it takes a third of the time of
 * PGlite's own first start and half a second instead of 2.5 s with the migrations (ADR 0093).
 * Kept under the temporary folder, keyed by PGlite's version and the migrations' text, so every
 * test file of a run (and the next run) migrates at most once.
 */
let pgliteImage: Promise<Blob> | undefined;
/** PGlite's package.json, found above its entry (its exports do not list the file). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return String(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version);
}
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const hash = createHash('sha256').update(pgliteVersion());
    for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
      const path = join(MIGRATIONS_FOLDER, file);
      if (statSync(path).isFile()) hash.update(`${file}\n`).update(readFileSync(path));
    }
    const image = join(tmpdir(), `dating-test-pglite-${hash.digest('hex').slice(0, 32)}.tar`);
    if (existsSync(image)) return new Blob([readFileSync(image)]);
    const database = await createDatabase({});
    await migrate(database);
    const blob = await database.pglite!.dumpDataDir('none');
    await database.close();
    // Written aside, then renamed: a test file starting beside this one never reads half a file.
    const aside = `${image}.${process.pid}`;
    writeFileSync(aside, Buffer.from(await blob.arrayBuffer()));
    renameSync(aside, image);
    return blob;
  })();
  return pgliteImage;
}

/**
 * A new, empty database `name` on the PostgreSQL server of `serverUrl`, and how to drop it: the
 * test databases above, and the cluster runs of bench/ (whose first instance migrates it).
 */
export async function createEmptyDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * Drops a test database once the closed pool's backends have gone. Without FORCE first: FORCE
 * would kill a connection still saying goodbye, and its client then reports an error nobody
 * listens to (CI saw "terminating connection due to administrator command" as an unhandled
 * error). FORCE only as the last resort after about five seconds.
 */
async function dropDatabase(url: string, name: string) {
  const dropper = new pg.Client({ connectionString: url });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        // 55006: the database is still being accessed by other users (closing backends).
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}
