/**
 * The console's outbox and jobs, read side (issue 19 point 9, ADR 0068): every e-mail and text
 * message with its delivery state, filtered by channel, state, site and days (UTC), newest first
 * and paged by keyset (`before` = the last id seen), the same rows in batches for the CSV export;
 * and the scheduled jobs with their state, and the durable queue's counts per kind.
 */
import type { BrandConfig } from '@dating/brand';
import type { StaffJob, StaffJobs, StaffOutboxQuery, StaffOutboxRow } from '@dating/contract';
import type { Db } from '@dating/db';
import { keysetBatches } from '../../core/keyset.ts';
import { outboxMessages, queuedJobs, scheduledJobs } from '@dating/db/schema';
import { jobState } from '@dating/domain';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import type { Job } from '../../jobs/scheduler.ts';
import { SCHEDULER_TICK_MS, ensureJobRows } from '../../jobs/scheduler.ts';

export const OUTBOX_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

type MessageRow = typeof outboxMessages.$inferSelect;

const rowView = (r: MessageRow): StaffOutboxRow => ({
  id: Number(r.id),
  created_at: r.createdAt.toISOString(),
  site_host: r.siteHost,
  channel: r.channel,
  to: r.toAddress,
  subject: r.subject,
  state: r.state,
  error: r.error,
  message_id: r.messageId,
  bounce_type: r.bounceType,
  bounce_reason: r.bounceReason,
  bounced_at: r.bouncedAt?.toISOString() ?? null,
});

/** The filters as SQL; `sitesOf` gives a brand's hosts (an unknown brand has none, so nothing matches). */
function filtersOf(query: StaffOutboxQuery, sitesOf: (brand: string) => string[]): SQL[] {
  const where: SQL[] = [];
  if (query.brand) {
    const hosts = sitesOf(query.brand);
    where.push(hosts.length ? inArray(outboxMessages.siteHost, hosts) : sql`false`);
  }
  if (query.channel) where.push(eq(outboxMessages.channel, query.channel));
  if (query.state) where.push(eq(outboxMessages.state, query.state));
  if (query.site) where.push(eq(outboxMessages.siteHost, query.site));
  if (query.from) where.push(gte(outboxMessages.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(outboxMessages.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return where;
}

/** One batch of messages older than `before`, newest first; the bodies are never read. */
async function rowsBefore(
  db: Db,
  query: StaffOutboxQuery,
  brands: readonly BrandConfig[],
  before: number | undefined,
  limit: number,
) {
  const where = filtersOf(query, (id) => hostsOf(brands.filter((b) => b.id === id)));
  if (before) where.push(lt(outboxMessages.id, before));
  const { textBody: _text, htmlBody: _html, ...columns } = getTableColumns(outboxMessages);
  const rows = await db
    .select(columns)
    .from(outboxMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => rowView({ ...r, textBody: null, htmlBody: null }));
}

const hostsOf = (brands: readonly BrandConfig[]) => brands.flatMap((b) => b.domains.map((d) => d.host));

export async function outboxPage(
  db: Db,
  query: StaffOutboxQuery,
  brands: readonly BrandConfig[],
): Promise<{ rows: StaffOutboxRow[]; next_before: number | null }> {
  const rows = await rowsBefore(db, query, brands, query.before, OUTBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  return { rows: page, next_before: rows.length > OUTBOX_PAGE_SIZE ? page[page.length - 1]!.id : null };
}

/** Every message the filters match, newest first, in keyset batches so memory stays flat. */
export const outboxBatches = (db: Db, query: StaffOutboxQuery, brands: readonly BrandConfig[]) =>
  keysetBatches((before, limit) => rowsBefore(db, query, brands, before, limit), query.before);

type JobRow = typeof scheduledJobs.$inferSelect;

export function jobView(row: JobRow, jobs: readonly Job[], now: Date): StaffJob {
  return {
    name: row.name,
    interval_ms: jobs.find((j) => j.name === row.name)?.intervalMs ?? null,
    state: jobState(row, now),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_error: row.lastError,
    next_run_at: row.lockedUntil.toISOString(),
    paused_at: row.pausedAt?.toISOString() ?? null,
  };
}

/** The scheduled jobs in the order the server runs them (rows of jobs it no longer has last), and the queue. */
export async function jobsOverview(db: Db, jobs: readonly Job[], now: Date): Promise<StaffJobs> {
  // The rows the scheduler puts at its start, so a server started without it (a journey, a
  // one-off instance) lists and acts on every job too; existing rows keep their times.
  await ensureJobRows(db, jobs);
  const rows = await db.select().from(scheduledJobs).orderBy(asc(scheduledJobs.name));
  const order = (name: string) => {
    const i = jobs.findIndex((j) => j.name === name);
    return i === -1 ? jobs.length : i;
  };
  rows.sort((a, b) => order(a.name) - order(b.name));
  const queue = await db
    .select({
      kind: queuedJobs.kind,
      pending: count(
        sql`case when ${isNull(queuedJobs.doneAt)} and ${isNull(queuedJobs.failedAt)} then 1 end`,
      ),
      failed: count(sql`case when ${isNotNull(queuedJobs.failedAt)} then 1 end`),
    })
    .from(queuedJobs)
    .groupBy(queuedJobs.kind)
    .orderBy(asc(queuedJobs.kind));
  return {
    jobs: rows.map((r) => jobView(r, jobs, now)),
    queue: queue.map((q) => ({ kind: q.kind, pending: Number(q.pending), failed: Number(q.failed) })),
    tick_ms: SCHEDULER_TICK_MS,
  };
}
