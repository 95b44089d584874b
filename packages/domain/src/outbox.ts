/**
 * The operators' outbox and jobs (issue 19 point 9, ADR 0068): the states an outgoing e-mail or
 * text message can be in, and what state a scheduled job is in at a moment.
 */

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * `kept`: held in the embedded outbox, sent nowhere; `sent`: the SMTP server took it; `failed`:
 * the SMTP server refused it (with its error); `bounced`: the mail side reported it undeliverable.
 */
export const MESSAGE_STATES = ['kept', 'sent', 'failed', 'bounced'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const BOUNCE_TYPES = ['hard', 'soft'] as const;
export type BounceType = (typeof BOUNCE_TYPES)[number];

/** A scheduled job's name: lower-case words joined by hyphens, as the JOBS list spells them. */
export const JOB_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `paused`: an admin paused it, no instance claims it; `running`: an instance claimed it and its
 * lease has not run out; `due`: it runs at the next scheduler round; `waiting`: its next run is ahead.
 */
export const JOB_STATES = ['paused', 'running', 'due', 'waiting'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobTimes {
  pausedAt: Date | null;
  /** When the current or last run was claimed. */
  startedAt: Date | null;
  /** When the last finished run started (the scheduler records the run's start). */
  lastRunAt: Date | null;
  /** The lease's end while running, else the next due time. */
  lockedUntil: Date;
}

/**
 * A claim whose run has not been recorded yet is in progress while its lease lasts; a crashed run
 * whose lease ran out is due again. A paused job that is still running says running: the pause
 * holds from its next claim on.
 */
export function jobState(job: JobTimes, now: Date): JobState {
  const leaseHeld = job.lockedUntil.getTime() > now.getTime();
  const unfinished =
    job.startedAt !== null && (job.lastRunAt === null || job.startedAt.getTime() > job.lastRunAt.getTime());
  if (unfinished && leaseHeld) return 'running';
  if (job.pausedAt !== null) return 'paused';
  return leaseHeld ? 'waiting' : 'due';
}
