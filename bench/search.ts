/**
 * Issue 6 benchmark: member search at scale. Seeds BENCH_MEMBERS (default 1,000,000) members
 * with the demo generator into one brand — in-memory PGlite, and PostgreSQL too when
 * BENCH_DATABASE_URL is set (a fresh database is made there and dropped after) — then times
 * five filter combinations on page 1 and page 200 (by offset, and by keyset as the Next link
 * reaches it), with the total count (what /members does)
 * and without it (the page of cards alone). The baseline is `select 1` on the same connection
 * in the same run. Run with `pnpm bench:search` (BENCH_TARGETS=pglite,postgres picks the
 * databases); it prints a Markdown table for RESULTS.md.
 */
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { conditions, keyset, memberCards, searchMembers, type SearchFilters } from '@dating/api/search';
import { loadBrands } from '@dating/brand/load.server';
import { type Database, createTestDatabase, syncSites } from '@dating/db';
import { seedDemo } from '@dating/db/seed';
import { users } from '@dating/db/schema';
import { PAGE_SIZE } from '@dating/contract';
import { eq, sql } from 'drizzle-orm';
import { type Figures, measure } from './lib/measure.ts';
import { createLocalStore } from '@dating/storage';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const now = new Date();
const brand = loadBrands().find((b) => b.id === 'velvet')!;

async function seeded(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const database = await createTestDatabase();
  await syncSites(database.db, [brand]);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const t0 = performance.now();
  await seedDemo(database.db, {
    brands: [brand],
    photoStore: createLocalStore(uploadsDir),
    membersPerBrand: MEMBERS,
    passwordHash: 'x',
  });
  await database.db.execute(sql`analyze`);
  console.error(`${kind}: seeded ${MEMBERS} members in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  rmSync(uploadsDir, { recursive: true, force: true });
  return database;
}

const COMBOS: [string, Omit<SearchFilters, 'page'>][] = [
  ['no filter', {}],
  ['women', { gender: 'female' }],
  ['men 30–45', { gender: 'male', min_age: 30, max_age: 45 }],
  ['women in GB', { gender: 'female', country: 'GB' }],
  ['GB, one region, 25–60', { country: 'GB', countryregion: 'Kent', min_age: 25, max_age: 60 }],
];

interface Row {
  db: string;
  combo: string;
  page: number | string;
  count: boolean;
  f: Figures;
}

async function run(kind: 'pglite' | 'postgres', rows: Row[], baselines: Record<string, Figures>) {
  const database = await seeded(kind);
  const { db } = database;
  const [viewer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@velvet.demo'));
  const opts = { requests: RUNS, concurrency: 1, warmup: 5 };
  baselines[kind] = await measure('select 1', () => db.execute(sql`select 1`), opts);
  for (const [name, filters] of COMBOS) {
    for (const page of [1, 200]) {
      const withCount = await measure(
        name,
        () => searchMembers(db, brand.id, viewer!.id, { ...filters, page }, now),
        opts,
      );
      rows.push({ db: kind, combo: name, page, count: true, f: withCount });
      const where = conditions(brand.id, viewer!.id, filters, now);
      const cardsOnly = await measure(
        name,
        () => memberCards(db, where, PAGE_SIZE, (page - 1) * PAGE_SIZE, now),
        opts,
      );
      rows.push({ db: kind, combo: name, page, count: false, f: cardsOnly });
    }
    // Page 200 reached with "Next": the link carries page 199's last member (ADR 0027).
    const where = conditions(brand.id, viewer!.id, filters, now);
    const after = (await memberCards(db, where, PAGE_SIZE, 198 * PAGE_SIZE, now)).at(-1)?.id;
    if (!after) continue;
    const keyWithCount = await measure(
      name,
      () => searchMembers(db, brand.id, viewer!.id, { ...filters, page: 200, after }, now),
      opts,
    );
    rows.push({ db: kind, combo: name, page: '200 by keyset', count: true, f: keyWithCount });
    const keyCards = await measure(
      name,
      () => memberCards(db, [...where, ...keyset('after', after)], PAGE_SIZE, 0, now),
      opts,
    );
    rows.push({ db: kind, combo: name, page: '200 by keyset', count: false, f: keyCards });
  }
  await database.close();
}

const rows: Row[] = [];
const baselines: Record<string, Figures> = {};
// BENCH_TARGETS picks the databases (default both, PostgreSQL only with BENCH_DATABASE_URL).
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
if (targets.includes('pglite')) await run('pglite', rows, baselines);
if (targets.includes('postgres') && process.env.BENCH_DATABASE_URL) await run('postgres', rows, baselines);

const f = (n: number) => n.toFixed(2);
console.log(
  `\n### ${now.toISOString().slice(0, 10)} — ${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores, Node ${process.version}, ${MEMBERS.toLocaleString('en')} members in one brand, ${RUNS} runs each\n`,
);
console.log(
  '| database | filters | page | with count | p50 ms | p95 ms | p99 ms | baseline p50 ms | p50 ratio |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const b = baselines[r.db]!;
  console.log(
    `| ${r.db} | ${r.combo} | ${r.page} | ${r.count ? 'yes' : 'no'} | ${f(r.f.p50)} | ${f(r.f.p95)} | ${f(r.f.p99)} | ${f(b.p50)} | ${f(r.f.p50 / b.p50)}× |`,
  );
}
