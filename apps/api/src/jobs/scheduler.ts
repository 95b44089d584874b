/**
 * The scheduler inside the server (docs/decisions/0028): a list of jobs, each with an interval,
 * run by whichever server instance claims it first. The claim is one UPDATE on the job's row in
 * `scheduled_jobs` that succeeds only when `locked_until` has passed and moves it a lease ahead;
 * PostgreSQL's row lock makes every other instance's UPDATE match nothing, so a job never runs
 * twice at once. After a run `locked_until` becomes the next due time; a crashed run frees the
 * job when its lease ends. A job an admin paused (`paused_at`, ADR 0068) is claimed by no instance;
 * "run now" makes it due, so the next round of whichever instance claims it runs it.
 */
import type { Db } from '@dating/db';
import { log } from '@dating/log';
import { scheduledJobs } from '@dating/db/schema';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { ApiDeps } from '../http/env.ts';
import { type Clock, systemClock } from '../core/clock.ts';
import { jobFailures } from '../ops/metrics.ts';

export interface Job {
  /** Unique; the row name in `scheduled_jobs`. */
  name: string;
  /** Time from one run's start to the next. */
  intervalMs: number;
  /** How long a claim holds before another instance may take over (a run must end within it). */
  leaseMs?: number;
  run(deps: ApiDeps, now: Date): Promise<unknown>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
/** How often each instance looks for due jobs (the most an admin's "run now" waits). */
export const SCHEDULER_TICK_MS = 30_000;

/** Puts a row for each job (due at once on a fresh database); existing rows keep their times. */
export async function ensureJobRows(db: Db, jobs: readonly Job[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(jobs.map((j) => ({ name: j.name, lockedUntil: new Date(0) })))
    .onConflictDoNothing();
}

/** Claims a due job for this instance until `now + leaseMs`; false when it is not due, paused or another instance has it. */
export async function claimJob(db: Db, name: string, now: Date, leaseMs: number): Promise<boolean> {
  const claimed = await db
    .update(scheduledJobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), startedAt: now })
    .where(
      and(eq(scheduledJobs.name, name), lte(scheduledJobs.lockedUntil, now), isNull(scheduledJobs.pausedAt)),
    )
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/** Runs every due job this instance can claim, one after the other; returns the names that ran. */
export async function runDueJobs(deps: ApiDeps, now: Date, jobs: readonly Job[]): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claimJob(deps.db, job.name, now, job.leaseMs ?? DEFAULT_LEASE_MS))) continue;
    let error: string | null = null;
    try {
      await job.run(deps, now);
    } catch (e) {
      error = (e as Error).message ?? String(e);
      jobFailures.inc({ job: job.name });
      log.error({ job: job.name, err: e }, 'job failed');
    }
    await deps.db
      .update(scheduledJobs)
      .set({ lockedUntil: new Date(now.getTime() + job.intervalMs), lastRunAt: now, lastError: error })
      .where(eq(scheduledJobs.name, job.name));
    ran.push(job.name);
  }
  return ran;
}

export interface Scheduler {
  /** Stops ticking and waits for a round in progress to end. */
  stop(): Promise<void>;
}

/** Looks for due jobs every `tickMs`; a round never overlaps the previous one in this instance. */
export function startScheduler(
  deps: ApiDeps,
  jobs: readonly Job[],
  options: { tickMs?: number; now?: Clock } = {},
): Scheduler {
  const now = options.now ?? deps.now ?? systemClock;
  let round: Promise<unknown> = ensureJobRows(deps.db, jobs).catch((e) =>
    log.error({ err: e }, 'jobs: setup failed'),
  );
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    round = round
      .then(() => runDueJobs(deps, now(), jobs))
      .catch((e) => log.error({ err: e }, 'jobs: round failed'))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, options.tickMs ?? SCHEDULER_TICK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
