/**
 * Query-plan budget for the member search (ADR 0027, bench/search.ts): each common search shape
 * must be answered by walking one of the partial browse indexes in id order, with no sort of the
 * matching rows, on page 1 and on a keyset page alike. Timings are the bench's job; this checks
 * the plan, which is deterministic: seq scans, bitmap scans and sorts are priced out, so the
 * planner picks an ordered index walk whenever an index can serve the filter and the order, and
 * this test fails when a query or index change takes that away.
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import {
  type SearchFilters,
  conditions,
  countKey,
  keyset,
  memberCardsQuery,
  storedTotalQuery,
} from './search.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 40 });
});
afterAll(() => h.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

async function planOf(filters: Omit<SearchFilters, 'page'>, after?: number): Promise<PlanNode[]> {
  const now = new Date();
  const where = conditions('velvet', null, filters, now);
  if (after) where.push(...keyset('after', after));
  // As the search runs it for a member: with the viewer's likes read beside each card.
  return explain((tx) => memberCardsQuery(tx, where, 24, 0, 'desc', 7));
}

/** The plan of a statement, with seq scans, bitmap scans and sorts priced out. */
async function explain(statement: (tx: Pick<Harness['db'], 'select'>) => SQLWrapper): Promise<PlanNode[]> {
  return h.db.transaction(async (tx) => {
    for (const knob of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
      await tx.execute(sql.raw(`set local ${knob} = off`));
    }
    const res = await tx.execute(sql`explain (format json) ${statement(tx)}`);
    const row = (res as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    const raw = Object.values(row)[0];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return nodes(plan.Plan);
  });
}

const profileIndex = (plan: PlanNode[]) =>
  plan.find((n) => n['Relation Name'] === 'profiles' && n['Index Name'])?.['Index Name'];
const sorts = (plan: PlanNode[]) => plan.filter((n) => n['Node Type'].includes('Sort'));

describe('search query plans', () => {
  const shapes: [string, Omit<SearchFilters, 'page'>, string][] = [
    ['everyone', {}, 'profiles_browse_idx'],
    ['women', { gender: 'female' }, 'profiles_browse_gender_idx'],
    ['a country', { country: 'NL' }, 'profiles_browse_country_idx'],
    ['a region', { country: 'NL', countryregion: 'NH' }, 'profiles_browse_region_idx'],
  ];
  for (const [name, filters, index] of shapes) {
    it(`${name}: walks ${index} in order, page 1 and a keyset page`, async () => {
      for (const after of [undefined, 1_000_000]) {
        const plan = await planOf(filters, after);
        expect(profileIndex(plan)).toBe(index);
        expect(sorts(plan)).toEqual([]);
      }
    });
  }
});

describe('search total plans (ADR 0082)', () => {
  it('reads a stored total and the viewer’s left-out members by key, never walking the brand', async () => {
    const now = new Date();
    const filters = { gender: 'female' as const, country: 'NL' };
    const listed = conditions('velvet', null, filters, now);
    const plan = await explain(() => storedTotalQuery(h.db, 'velvet', countKey(filters, now), listed, 7));
    // Every relation is reached through its key — the stored row, the generation, the viewer's
    // block rows, then the few members they name — so the statement costs a handful of index
    // probes whatever the brand's size.
    const keyOf: Record<string, RegExp> = {
      search_counts: /filter_key = /,
      search_count_generations: /brand_id = /,
      blocks: /(blocker_id|blocked_id) = /,
      users: /\bid = /,
      profiles: /user_id = /,
    };
    const reads = plan.filter((n) => n['Relation Name']);
    expect(new Set(reads.map((n) => n['Relation Name']))).toEqual(new Set(Object.keys(keyOf)));
    for (const n of reads)
      expect(n['Index Cond'] ?? '', n['Relation Name']).toMatch(keyOf[n['Relation Name']!]!);
  });
});
