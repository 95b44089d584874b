/**
 * The jobs the server's scheduler runs (docs/decisions/0028). Adding one is one line in JOBS,
 * or `registerJob(job)` from outside this package before the server starts the scheduler. And
 * the kinds of the durable queue that every instance's worker runs (ADR 0067, 0073).
 */
import { deliverPostback } from '../back-office/traffic/deliver.ts';
import { POSTBACK_JOB } from '../back-office/traffic/conversions.ts';
import { endExpiredClaims } from '../desk/commands.ts';
import { eraseDueAccounts } from '../lifecycle/erase.ts';
import { applyRetention } from '../lifecycle/retention.ts';
import { forgetOldLiveEvents } from '../chat/live-retention.ts';
import { deliverMessage } from '../delivery/deliver.ts';
import { MESSAGE_JOB } from '../delivery/store.ts';
import type { ApiDeps } from '../http/env.ts';
import type { JobHandler } from './queue.ts';
import { type Job, startScheduler } from './scheduler.ts';
import { startQueueWorker } from './worker.ts';
import {
  sendLikeMails,
  sendNewConversationMails,
  sendNewMessageMails,
  sendUnreadReminderMails,
  sendWeeklyUpdateMails,
} from './notification-mails.ts';

const MINUTE_MS = 60_000;

export const JOBS: Job[] = [
  {
    name: 'activity-mails',
    intervalMs: MINUTE_MS,
    run: async (deps, now) => {
      await sendNewConversationMails(deps, now);
      await sendNewMessageMails(deps, now);
      await sendLikeMails(deps, now);
    },
  },
  { name: 'unread-reminder-mails', intervalMs: 60 * MINUTE_MS, run: sendUnreadReminderMails },
  { name: 'weekly-update-mails', intervalMs: 60 * MINUTE_MS, run: sendWeeklyUpdateMails },
  // ADR 0029: hourly, so an account is erased within the hour after its 14 days end.
  { name: 'erase-due-accounts', intervalMs: 60 * MINUTE_MS, run: eraseDueAccounts },
  { name: 'retention', intervalMs: 24 * 60 * MINUTE_MS, run: applyRetention },
  // ADR 0072: live events older than a day and instances silent for an hour go.
  { name: 'live-events', intervalMs: 60 * MINUTE_MS, run: forgetOldLiveEvents },
  // ADR 0055: a desk claim that ran out is free already; this makes its end an event every open
  // desk hears (at the scheduler's tick), so the conversation shows as unclaimed again.
  {
    name: 'desk-claims',
    intervalMs: 15_000,
    leaseMs: 60_000,
    run: async (deps, now) => {
      for (const ended of await endExpiredClaims(deps.db, now)) {
        await deps.events.publishDesk({
          type: 'desk',
          conversation: ended.conversationId,
          change: 'expired',
          staff: ended.staffId,
          brand: ended.brand,
        });
      }
    },
  },
];

/** The durable queue's kinds and their handlers, run by the worker of every instance (worker.ts). */
export const QUEUE_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [POSTBACK_JOB]: deliverPostback,
  [MESSAGE_JOB]: deliverMessage,
};

/**
 * An instance's background work (SCHEDULER=on): the scheduler's claimed jobs and the queue's
 * worker. `stop` waits for the scheduler's round and the worker's job in hand.
 */
export function startBackgroundWork(deps: ApiDeps): { stop(): Promise<void> } {
  const scheduler = startScheduler(deps, JOBS);
  const worker = startQueueWorker(deps, QUEUE_HANDLERS);
  return {
    async stop() {
      await Promise.all([scheduler.stop(), worker.stop()]);
    },
  };
}

/** Adds a job to JOBS (a name may be registered once). */
export function registerJob(job: Job): void {
  if (JOBS.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is already registered`);
  JOBS.push(job);
}

export {
  type Job,
  claimJob,
  ensureJobRows,
  runDueJobs,
  SCHEDULER_TICK_MS,
  startScheduler,
  type Scheduler,
} from './scheduler.ts';
export { QUEUE_POLL_MS, startQueueWorker, type Worker } from './worker.ts';
