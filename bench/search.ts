/**
 * Issue 6 and 21 benchmark: member search at scale. Seeds BENCH_MEMBERS (default 1,000,000)
 * members with the demo generator into one brand — in-memory PGlite, and PostgreSQL too when
 * BENCH_DATABASE_URL is set (a fresh database is made there and dropped after) — then times, for
 * five filter combinations on page 1 and on page 200 reached by keyset (as the Next link reaches
 * it, ADR 0027):
 * - the whole search the site asks for (`searchMembers`: the cards, the total, the viewer's
 *   likes), with the total as stored per filter combination (ADR 0082);
 * - the same cards with the live capped count beside them, as every request paid before ADR 0082
 *   (`cappedCountQuery`, ADR 0022);
 * - the page of cards alone;
 * - page 1 right after a change to the brand's members (a member switches privacy mode, untimed):
 *   the first search then counts again.
 * The baseline is `select 1` on the same connection in the same run. Run with `pnpm bench:search`
 * (BENCH_TARGETS=pglite,postgres picks the databases); it prints a Markdown table for RESULTS.md.
 */
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  cappedCountQuery,
  conditions,
  keyset,
  memberCards,
  searchMembers,
  type SearchFilters,
} from '@dating/api/search';
import { loadBrands } from '@dating/brand/load.server';
import { type Database, createTestDatabase, syncSites } from '@dating/db';
import { seedDemo } from '@dating/db/seed';
import { createProgress } from '@dating/log/progress';
import { profiles, users } from '@dating/db/schema';
import { PAGE_SIZE } from '@dating/contract';
import { type SQL, eq, sql } from 'drizzle-orm';
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
  // Up to 15 minutes for a million members: the count and the time left (ADR 0091).
  let progress: ReturnType<typeof createProgress> | undefined;
  await seedDemo(database.db, {
    brands: [brand],
    photoStore: createLocalStore(uploadsDir),
    membersPerBrand: MEMBERS,
    passwordHash: 'x',
    onProgress: (done, total) => {
      progress ??= createProgress({ label: `${kind}: seeding`, total, unit: 'members' });
      progress.update(done);
    },
  });
  await database.db.execute(sql`analyze`);
  progress?.finish();
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

type Subject =
  | 'whole search (stored total)'
  | 'cards + live capped count (before)'
  | 'cards alone'
  | 'whole search after a change';

interface Row {
  db: string;
  combo: string;
  page: string;
  subject: Subject;
  f: Figures;
}

/** Runs `fn` `runs` times after `prepare` (untimed) each time: the first search after a change. */
async function afterEach(
  name: string,
  prepare: () => Promise<unknown>,
  fn: () => Promise<unknown>,
  runs: number,
) {
  const latencies: number[] = [];
  for (let i = 0; i < runs; i++) {
    await prepare();
    const t0 = performance.now();
    await fn();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { name, requests: runs, rps: 0, p50: at(50), p95: at(95), p99: at(99) } satisfies Figures;
}

async function run(kind: 'pglite' | 'postgres', rows: Row[], baselines: Record<string, Figures>) {
  const database = await seeded(kind);
  const { db } = database;
  const [viewer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@velvet.demo'));
  const viewerId = viewer!.id;
  // The member whose privacy switch is the change before each "after a change" run.
  const [changing] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(eq(profiles.brandId, brand.id))
    .limit(1);
  let hidden = false;
  const change = () => {
    hidden = !hidden;
    return db.update(profiles).set({ searchable: !hidden }).where(eq(profiles.userId, changing!.id));
  };
  const opts = { requests: RUNS, concurrency: 1, warmup: 5 };
  baselines[kind] = await measure('select 1', () => db.execute(sql`select 1`), opts);
  for (const [name, filters] of COMBOS) {
    const where = conditions(brand.id, viewerId, filters, now);
    // Page 200 reached with "Next": the link carries page 199's last member (ADR 0027).
    const after = (await memberCards(db, where, PAGE_SIZE, 198 * PAGE_SIZE, now)).at(-1)?.id;
    const pages: [string, Partial<SearchFilters>, SQL[]][] = [['1', { page: 1 }, where]];
    if (after) pages.push(['200 by keyset', { page: 200, after }, [...where, ...keyset('after', after)]]);
    for (const [page, paging, pageWhere] of pages) {
      const push = (subject: Subject, f: Figures) => rows.push({ db: kind, combo: name, page, subject, f });
      const whole = () => searchMembers(db, brand.id, viewerId, { ...filters, page: 1, ...paging }, now);
      push('whole search (stored total)', await measure(name, whole, opts));
      push(
        'cards + live capped count (before)',
        await measure(
          name,
          () => Promise.all([memberCards(db, pageWhere, PAGE_SIZE, 0, now), cappedCountQuery(db, where)]),
          opts,
        ),
      );
      push('cards alone', await measure(name, () => memberCards(db, pageWhere, PAGE_SIZE, 0, now), opts));
      if (page === '1')
        push('whole search after a change', await afterEach(name, change, whole, Math.min(RUNS, 20)));
    }
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
  '| database | filters | page | what is timed | p50 ms | p95 ms | p99 ms | baseline p50 ms | p50 ratio |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const b = baselines[r.db]!;
  console.log(
    `| ${r.db} | ${r.combo} | ${r.page} | ${r.subject} | ${f(r.f.p50)} | ${f(r.f.p95)} | ${f(r.f.p99)} | ${f(b.p50)} | ${f(r.f.p50 / b.p50)}× |`,
  );
}
