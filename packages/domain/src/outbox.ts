/**
 * The operators' outbox and jobs (issue 19 point 9, ADR 0068): the states an outgoing e-mail or
 * text message can be in, and what state a scheduled job is in at a moment.
 */

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * `queued`: waiting for the delivery worker (ADR 0073), with its bodies until it leaves, and the
 * last attempt's error while it is being tried again; `kept`: held in the embedded outbox, sent
 * nowhere; `sent`: the transport took it; `failed`: refused for good or after the last attempt
 * (with the error); `bounced`: the mail side reported it undeliverable.
 */
export const MESSAGE_STATES = ['queued', 'kept', 'sent', 'failed', 'bounced'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** A queued e-mail or text message is tried this many times at most, then shown as failed (ADR 0073). */
export const MESSAGE_DELIVERY_ATTEMPTS = 6;
const MESSAGE_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;

/**
 * Wait before attempt `attempt + 1` after `attempt` failed: 1 minute, 5 minutes, 30 minutes,
 * 2 hours, 6 hours — a relay's blip or greylisting passes within the first two, an outage gets
 * about 8½ hours in all before the message is shown as failed (ADR 0073).
 */
export const messageRetryDelayMs = (attempt: number): number =>
  MESSAGE_RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), MESSAGE_RETRY_DELAYS_MS.length) - 1]!;

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
