/**
 * The admin's job actions (issue 19 point 9, ADR 0068), each with its audit row in one
 * transaction: "run now" makes a job due at once — the next scheduler round of whichever
 * instance claims it runs it, so it never runs twice or on an instance without it — and pause /
 * resume set `paused_at`, which every instance's claim honours. A refusal writes nothing.
 */
import type { StaffJob } from '@dating/contract';
import type { Db } from '@dating/db';
import { scheduledJobs } from '@dating/db/schema';
import { jobState } from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import { type Job, ensureJobRows } from '../../jobs/scheduler.ts';
import { recordAudit } from '../../staff/audit.ts';
import { jobView } from './queries.ts';

export interface Actor {
  staffId: number;
  ip: string | null;
}

export const JOB_ACTIONS = ['run', 'pause', 'resume'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

type JobRow = typeof scheduledJobs.$inferSelect;

/** What an action sets on the row, or why it is refused in the job's present state. */
function change(action: JobAction, row: JobRow, now: Date) {
  const state = jobState(row, now);
  if (action === 'run') {
    if (state === 'running') return refuse('job_running');
    if (state === 'paused') return refuse('job_paused');
    return done({ lockedUntil: now });
  }
  if (action === 'pause') return row.pausedAt ? refuse('job_already_paused') : done({ pausedAt: now });
  return row.pausedAt ? done({ pausedAt: null }) : refuse('job_not_paused');
}

export async function actOnJob(
  db: Db,
  input: { actor: Actor; name: string; action: JobAction; jobs: readonly Job[] },
  clock: Clock,
): Promise<Result<StaffJob>> {
  const now = clock();
  return db.transaction(async (tx) => {
    // A job the scheduler has not put a row for yet (it was never started here) is acted on too.
    await ensureJobRows(
      tx,
      input.jobs.filter((j) => j.name === input.name),
    );
    const [row] = await tx
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, input.name))
      .for('update');
    if (!row) return refuse('job_not_found');
    const set = change(input.action, row, now);
    if (!set.ok) return set;
    const [after] = await tx
      .update(scheduledJobs)
      .set(set.value)
      .where(eq(scheduledJobs.name, input.name))
      .returning();
    const before = jobView(row, input.jobs, now);
    const view = jobView(after!, input.jobs, now);
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: `job.${input.action}`,
        targetType: 'scheduled_job',
        targetId: input.name,
        before: { state: before.state, next_run_at: before.next_run_at },
        after: { state: view.state, next_run_at: view.next_run_at },
        ip: input.actor.ip,
      },
      now,
    );
    return done(view);
  });
}
