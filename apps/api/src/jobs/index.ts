/**
 * The jobs the server's scheduler runs (docs/decisions/0028). Adding one is one line in JOBS,
 * or `registerJob(job)` from outside this package before the server starts the scheduler.
 */
import { deliverPostback } from '../back-office/traffic/deliver.ts';
import { POSTBACK_JOB } from '../back-office/traffic/conversions.ts';
import { endExpiredClaims } from '../desk/commands.ts';
import { eraseDueAccounts } from '../lifecycle/erase.ts';
import { applyRetention } from '../lifecycle/retention.ts';
import { runQueuedJobs } from './queue.ts';
import type { Job } from './scheduler.ts';
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
  // ADR 0055: a desk claim that ran out is free already; this makes its end an event every open
  // desk hears (at the scheduler's tick), so the conversation shows as unclaimed again.
  {
    name: 'desk-claims',
    intervalMs: 15_000,
    leaseMs: 60_000,
    run: async (deps, now) => {
      for (const ended of await endExpiredClaims(deps.db, now)) {
        deps.events.publishDesk({
          type: 'desk',
          conversation: ended.conversationId,
          change: 'expired',
          staff: ended.staffId,
          brand: ended.brand,
        });
      }
    },
  },
  // ADR 0067: the durable queue (postbacks) is worked through at each tick on whichever instance claims it.
  {
    name: 'job-queue',
    intervalMs: 15_000,
    leaseMs: 5 * 60_000,
    run: (deps, now) => runQueuedJobs(deps, now, { [POSTBACK_JOB]: deliverPostback }),
  },
];

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
