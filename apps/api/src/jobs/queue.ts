/**
 * The durable job queue (ADR 0067, 0073): work that must happen after a transaction commits (a
 * postback to an affiliate network, an e-mail or text message to hand to its transport) is
 * inserted as a `queued_jobs` row in that transaction, so it exists exactly when what caused it
 * does. The worker of every instance (worker.ts) works through due rows: each row is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two instances never run one job at once and a crashed
 * run is taken over when its lease ends.
 */
import type { Db } from '@dating/db';
import { queuedJobs } from '@dating/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { ApiDeps } from '../http/env.ts';
import { jobFailures } from '../ops/metrics.ts';

/** What a handler answers: done, or try again after `retryInMs` (null: give up). */
export type JobOutcome = { done: true } | { done: false; error: string; retryInMs: number | null };

export interface QueuedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler = (deps: ApiDeps, job: QueuedJob, now: Date) => Promise<JobOutcome>;

/** A claimed job is another instance's to take over after this long (a handler ends well within it). */
const LEASE_MS = 2 * 60_000;
/** At most this many jobs per call of `runQueuedJobs`; the worker calls again at once when it was full. */
export const QUEUE_BATCH = 50;

/** Claims the next due job for this instance, or null when none is due or free. */
export async function claimQueuedJob(
  db: Db,
  now: Date,
  kinds: readonly string[],
  only?: number,
): Promise<QueuedJob | null> {
  if (kinds.length === 0) return null;
  const result = await db.execute(sql`
    update ${queuedJobs}
       set locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = attempts + 1
     where id = (
       select id from ${queuedJobs}
        where done_at is null and failed_at is null and run_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
          ${only === undefined ? sql`` : sql`and id = ${only}`}
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at, id
        limit 1
        for update skip locked)
    returning id, kind, payload, attempts`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: row.payload as Record<string, unknown>,
    attempt: Number(row.attempts),
  };
}

/** Records a run's outcome: done, due again after the back-off, or given up. */
export async function settleQueuedJob(db: Db, job: QueuedJob, outcome: JobOutcome, now: Date): Promise<void> {
  const set = outcome.done
    ? { doneAt: now, lockedUntil: null, lastError: null }
    : outcome.retryInMs === null
      ? { failedAt: now, lockedUntil: null, lastError: outcome.error }
      : { runAt: new Date(now.getTime() + outcome.retryInMs), lockedUntil: null, lastError: outcome.error };
  await db.update(queuedJobs).set(set).where(eq(queuedJobs.id, job.id));
}

export interface RunOptions {
  /** At most this many jobs (QUEUE_BATCH). */
  limit?: number;
  /** Only this job, if it is due and free (an admin's "send now"; another instance running it wins). */
  only?: number;
  /** Asked before each claim: true stops after the job in hand (the worker's stop). */
  stopping?: () => boolean;
}

/** Runs due jobs of the handled kinds, one after the other; returns how many ran. */
export async function runQueuedJobs(
  deps: ApiDeps,
  now: Date,
  handlers: Readonly<Record<string, JobHandler>>,
  { limit = QUEUE_BATCH, only, stopping }: RunOptions = {},
): Promise<number> {
  const kinds = Object.keys(handlers);
  let ran = 0;
  while (ran < limit && !stopping?.()) {
    const job = await claimQueuedJob(deps.db, now, kinds, only);
    if (!job) break;
    let outcome: JobOutcome;
    try {
      outcome = await handlers[job.kind]!(deps, job, now);
    } catch (error) {
      // A handler's own bug: kept for the log and tried again like a failed delivery.
      outcome = { done: false, error: (error as Error).message ?? String(error), retryInMs: LEASE_MS };
    }
    await settleQueuedJob(deps.db, job, outcome, now);
    if (!outcome.done) jobFailures.inc({ job: job.kind });
    ran += 1;
  }
  return ran;
}
