/**
 * The queue's worker (ADR 0073): every instance that runs background work works the durable queue
 * (queue.ts) itself — `FOR UPDATE SKIP LOCKED` lets any number of them take turns on one table —
 * instead of one instance holding a scheduled job. It runs at once after an enqueue in this
 * process (a mail leaves right after the request that caused it), at once again while it finds a
 * full batch, and otherwise looks every `pollMs` for what other instances enqueued, for retries
 * that came due, and for a job enqueued in a transaction that had not committed when it was woken.
 */
import type { ApiDeps } from '../http/env.ts';
import { type Clock, systemClock } from '../core/clock.ts';
import { onEnqueue } from './enqueue.ts';
import { type JobHandler, QUEUE_BATCH, runQueuedJobs } from './queue.ts';

/** How often an idle worker looks for due jobs: the longest a mail enqueued elsewhere waits. */
export const QUEUE_POLL_MS = 5_000;

export interface Worker {
  /** Stops looking for jobs and waits for the job in hand (never a whole batch) to end. */
  stop(): Promise<void>;
}

export function startQueueWorker(
  deps: ApiDeps,
  handlers: Readonly<Record<string, JobHandler>>,
  options: { pollMs?: number; now?: Clock } = {},
): Worker {
  const now = options.now ?? deps.now ?? systemClock;
  const pollMs = options.pollMs ?? QUEUE_POLL_MS;
  let stopped = false;
  // Set by an enqueue while a round runs, so an enqueue just after the round's last claim is not
  // left for the next poll.
  let woken = false;
  let wakeUp: (() => void) | null = null;
  const unsubscribe = onEnqueue(() => {
    woken = true;
    wakeUp?.();
  });

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
    });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      let ran = 0;
      try {
        ran = await runQueuedJobs(deps, now(), handlers, { stopping: () => stopped });
      } catch (error) {
        // The database is away: the next poll tries again.
        console.error('[jobs] queue round failed:', error);
      }
      if (stopped) break;
      if (ran < QUEUE_BATCH && !woken) await idle();
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      wakeUp?.();
      await running;
    },
  };
}
