/**
 * Putting work on the durable queue (queue.ts, ADR 0067/0073), apart from running it so that
 * whatever enqueues (the mailer, a conversion) does not depend on the API's wiring: a row in the
 * caller's transaction, and a wake-up for this process's workers.
 */
import type { Db } from '@dating/db';
import { queuedJobs } from '@dating/db/schema';

/** The workers of this process, woken by an enqueue here (others' enqueues reach them by polling). */
const wakers = new Set<() => void>();

/** Wakes this process's workers: after an enqueue, and by a caller once its transaction committed. */
export function wakeWorkers(): void {
  for (const wake of wakers) wake();
}

/** Calls `wake` after each enqueue in this process; returns the unsubscribe. */
export function onEnqueue(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Adds a job inside the caller's transaction; it runs at `runAt` or the first round after. */
export async function enqueueJob(
  tx: Db,
  kind: string,
  payload: Record<string, unknown>,
  now: Date,
  runAt: Date = now,
): Promise<number> {
  const [row] = await tx
    .insert(queuedJobs)
    .values({ kind, payload, runAt, createdAt: now })
    .returning({ id: queuedJobs.id });
  // Inside a caller's transaction the row may not be visible yet: a worker that finds nothing
  // now sees it at its next poll (worker.ts), or when the caller wakes it after its commit.
  wakeWorkers();
  return Number(row!.id);
}
