/**
 * The queue's worker on every instance (ADR 0073): two workers on one database (two connection
 * pools on PostgreSQL, as two server processes have) share 50 jobs and run each exactly once; an
 * enqueue in this process wakes an idle worker (its poll here is an hour, so only the wake-up can
 * run the job); `stop` waits for the job in hand and starts no other.
 */
import { queuedJobs } from '@dating/db/schema';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDeps } from '../http/env.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { enqueueJob } from './enqueue.ts';
import type { JobHandler } from './queue.ts';
import { startQueueWorker } from './worker.ts';

let h: Harness;
let second: ApiDeps;
beforeAll(async () => {
  h = await createHarness({ members: 1 });
  second = { ...h.deps, db: await h.secondDb() };
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const doneOf = async (kind: string) =>
  Number(
    (
      await h.db
        .select({ n: count() })
        .from(queuedJobs)
        .where(and(eq(queuedJobs.kind, kind), isNotNull(queuedJobs.doneAt)))
    )[0]!.n,
  );

describe('the queue worker', () => {
  it('runs each of 50 jobs exactly once with two workers on one database', async () => {
    const ran: number[] = [];
    const handlers: Record<string, JobHandler> = {
      'test-count': async (_deps, job) => {
        ran.push(job.id);
        return { done: true };
      },
    };
    const now = new Date();
    const ids = await h.db.transaction(async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < 50; i += 1)
        made.push(await enqueueJob(tx as unknown as typeof h.db, 'test-count', { i }, now));
      return made;
    });
    const one = startQueueWorker(h.deps, handlers, { pollMs: 20 });
    const two = startQueueWorker(second, handlers, { pollMs: 20 });
    await expect.poll(() => doneOf('test-count'), { timeout: 30_000, interval: 50 }).toBe(50);
    await Promise.all([one.stop(), two.stop()]);
    expect([...ran].sort((a, b) => a - b)).toEqual(ids);
    const rows = await h.db.select().from(queuedJobs).where(eq(queuedJobs.kind, 'test-count'));
    expect(rows.every((r) => r.attempts === 1 && r.failedAt === null)).toBe(true);
  });

  it('is woken by an enqueue in this process instead of waiting for its poll', async () => {
    const ran: string[] = [];
    const worker = startQueueWorker(
      h.deps,
      {
        'test-wake': async (_deps, job) => {
          ran.push(String(job.payload.what));
          return { done: true };
        },
      },
      { pollMs: HOUR },
    );
    await enqueueJob(h.db, 'test-wake', { what: 'first' }, new Date());
    await expect.poll(() => ran, { timeout: 10_000, interval: 20 }).toEqual(['first']);
    // Idle now, with an hour to its next poll.
    await enqueueJob(h.db, 'test-wake', { what: 'second' }, new Date());
    await expect.poll(() => ran, { timeout: 10_000, interval: 20 }).toEqual(['first', 'second']);
    await worker.stop();
  });

  it('stops after the job in hand: stop waits for it and starts no other', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: number[] = [];
    const now = new Date();
    const [first, next] = await h.db.transaction(async (tx) => [
      await enqueueJob(tx as unknown as typeof h.db, 'test-block', {}, now),
      await enqueueJob(tx as unknown as typeof h.db, 'test-block', {}, now),
    ]);
    const worker = startQueueWorker(
      h.deps,
      {
        'test-block': async (_deps, job) => {
          started.push(job.id);
          await held;
          return { done: true };
        },
      },
      { pollMs: HOUR },
    );
    await expect.poll(() => started, { timeout: 10_000, interval: 20 }).toEqual([first]);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const rows = await h.db.select().from(queuedJobs).where(eq(queuedJobs.kind, 'test-block'));
    expect(rows.find((r) => r.id === first)?.doneAt).not.toBeNull();
    expect(rows.find((r) => r.id === next)).toMatchObject({ attempts: 0, doneAt: null });
    expect(started).toEqual([first]);
  });
});
