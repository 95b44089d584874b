/**
 * The traffic report (issue 19 point 7): per day (UTC), brand, network and the chosen source key,
 * the signups, activations and first purchases recorded in `conversions` and the revenue of the
 * completed payments settled that day by members who signed up with that source. Paged by keyset
 * over the grouped rows (newest day first), so a deep page costs the same as the first.
 */
import type {
  PostbackList,
  PostbackListQuery,
  PostbackTemplates,
  TrafficReportQuery,
  TrafficRow,
} from '@dating/contract';
import type { Db } from '@dating/db';
import { keysetBatches } from '../../core/keyset.ts';
import { postbackAttempts, postbackTemplates, postbacks, queuedJobs } from '@dating/db/schema';
import { POSTBACK_PLACEHOLDERS, POSTBACK_TEMPLATE_MAX } from '@dating/domain';
import { type SQL, and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';

export const TRAFFIC_PAGE_SIZE = 100;
/** The CSV holds at most this many rows (a year of a busy network fits). */
export const TRAFFIC_CSV_MAX = 50_000;
const DAY_MS = 86_400_000;

type Cursor = [day: string, brand: string, network: string, source: string];

const encodeCursor = (row: TrafficRow) =>
  Buffer.from(JSON.stringify([row.day, row.brand, row.network, row.source])).toString('base64url');
function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return Array.isArray(parsed) && parsed.length === 4 && parsed.every((p) => typeof p === 'string')
      ? (parsed as Cursor)
      : null;
  } catch {
    return null;
  }
}
export const isTrafficCursor = (value: string | undefined) => !value || decodeCursor(value) !== null;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function trafficRows(db: Db, q: TrafficReportQuery, limit: number): Promise<TrafficRow[]> {
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
  // The column names are fixed by the contract's enum, never the caller's text.
  const key = sql.raw(q.by);
  const brandOfConversion = q.brand ? sql`and c.brand_id = ${q.brand}` : sql``;
  const brandOfPayment = q.brand ? sql`and u.brand_id = ${q.brand}` : sql``;
  const cursor = decodeCursor(q.after);
  const after = cursor
    ? sql`where (day, brand, network, source) < (${cursor[0]}, ${cursor[1]}, ${cursor[2]}, ${cursor[3]})`
    : sql``;
  const result = await db.execute(sql`
    with events as (
      select to_char(c.occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, c.brand_id as brand,
             c.network, c.${key} as source, c.event, 0 as revenue, '' as currency
        from conversions c
       where c.occurred_at >= ${from} and c.occurred_at < ${to} ${brandOfConversion}
      union all
      select to_char(p.settled_at at time zone 'UTC', 'YYYY-MM-DD'), u.brand_id,
             coalesce(u.tracking ->> 'network', ''), coalesce(u.tracking ->> ${q.by}, ''), 'payment',
             p.total_minor, p.currency
        from payments p join users u on u.id = p.user_id
       where p.status = 'completed' and p.settled_at >= ${from} and p.settled_at < ${to} ${brandOfPayment}
    ),
    per_currency as (
      select day, brand, network, source, currency,
             count(*) filter (where event = 'signup') as signups,
             count(*) filter (where event = 'activation') as activations,
             count(*) filter (where event = 'first_purchase') as first_purchases,
             sum(revenue) as revenue
        from events group by day, brand, network, source, currency
    ),
    grouped as (
      select day, brand, network, source,
             sum(signups)::int as signups, sum(activations)::int as activations,
             sum(first_purchases)::int as first_purchases,
             coalesce(jsonb_object_agg(currency, revenue) filter (where currency <> ''), '{}'::jsonb) as revenue
        from per_currency group by day, brand, network, source
    )
    select * from grouped ${after}
     order by day desc, brand desc, network desc, source desc
     limit ${limit}`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    brand: String(r.brand),
    network: String(r.network),
    source: String(r.source),
    signups: Number(r.signups),
    activations: Number(r.activations),
    first_purchases: Number(r.first_purchases),
    revenue: Object.fromEntries(
      Object.entries((r.revenue ?? {}) as Record<string, unknown>).map(([c, v]) => [c, Number(v)]),
    ),
  }));
}

export async function trafficPage(db: Db, q: TrafficReportQuery) {
  const rows = await trafficRows(db, q, TRAFFIC_PAGE_SIZE + 1);
  const page = rows.slice(0, TRAFFIC_PAGE_SIZE);
  return { rows: page, next_after: rows.length > TRAFFIC_PAGE_SIZE ? encodeCursor(page.at(-1)!) : null };
}

export async function postbackTemplateList(db: Db): Promise<PostbackTemplates> {
  const rows = await db.select().from(postbackTemplates).orderBy(asc(postbackTemplates.network));
  return {
    templates: rows.map((r) => ({
      network: r.network,
      url_template: r.urlTemplate,
      updated_at: r.updatedAt.toISOString(),
    })),
    placeholders: [...POSTBACK_PLACEHOLDERS],
    max_length: POSTBACK_TEMPLATE_MAX,
  };
}

export const POSTBACK_PAGE_SIZE = 50;

/** Postbacks newest first, each with every attempt, filtered by network and status: `limit` from before `before`. */
async function postbackRows(db: Db, q: PostbackListQuery, before: number | undefined, limit: number) {
  const where: SQL[] = [];
  if (q.network) where.push(eq(postbacks.network, q.network));
  if (q.status) where.push(eq(postbacks.status, q.status));
  if (before) where.push(lt(postbacks.id, before));
  const rows = await db
    .select({
      id: postbacks.id,
      network: postbacks.network,
      event: postbacks.event,
      url: postbacks.url,
      status: postbacks.status,
      createdAt: postbacks.createdAt,
      runAt: queuedJobs.runAt,
    })
    .from(postbacks)
    .innerJoin(queuedJobs, eq(queuedJobs.id, postbacks.jobId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(postbacks.id))
    .limit(limit);
  const attempts = rows.length
    ? await db
        .select()
        .from(postbackAttempts)
        .where(
          inArray(
            postbackAttempts.postbackId,
            rows.map((p) => p.id),
          ),
        )
        .orderBy(asc(postbackAttempts.attempt))
    : [];
  return rows.map((p) => ({
    id: Number(p.id),
    network: p.network,
    event: p.event,
    url: p.url,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    next_attempt_at: p.status === 'pending' ? p.runAt.toISOString() : null,
    attempts: attempts
      .filter((a) => Number(a.postbackId) === Number(p.id))
      .map((a) => ({
        attempt: a.attempt,
        status_code: a.statusCode,
        error: a.error,
        attempted_at: a.attemptedAt.toISOString(),
        duration_ms: a.durationMs,
      })),
  }));
}

export async function postbackPage(db: Db, q: PostbackListQuery): Promise<PostbackList> {
  const rows = await postbackRows(db, q, q.before, POSTBACK_PAGE_SIZE + 1);
  const page = rows.slice(0, POSTBACK_PAGE_SIZE);
  return { rows: page, next_before: rows.length > POSTBACK_PAGE_SIZE ? page.at(-1)!.id : null };
}

/** Every postback the filters match, newest first, in batches (the CSV export). */
export const postbackBatches = (db: Db, q: PostbackListQuery) =>
  keysetBatches((before, limit) => postbackRows(db, q, before, limit), q.before);
