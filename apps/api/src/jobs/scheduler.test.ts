/**
 * The scheduler honours an admin's pause on every instance (ADR 0068): a paused job's row is
 * claimed by no instance, and a claim records when the run started, so the console can tell a
 * running job from a due one.
 */
import { scheduledJobs } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { type Job, claimJob, ensureJobRows, runDueJobs } from './scheduler.ts';

let h: Harness;
let runs = 0;
const job: Job = {
  name: 'test-paused-job',
  intervalMs: 60_000,
  run: async () => {
    runs += 1;
  },
};

beforeAll(async () => {
  h = await createHarness({ members: 1 });
  await ensureJobRows(h.db, [job]);
});
afterAll(() => h.close());

const row = async () => (await h.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name)))[0]!;

describe('a paused job', () => {
  it('is claimed by no instance, and runs again once resumed', async () => {
    const now = new Date();
    await h.db.update(scheduledJobs).set({ pausedAt: now }).where(eq(scheduledJobs.name, job.name));
    const second = await h.secondDb();
    expect(await claimJob(h.db, job.name, now, 60_000)).toBe(false);
    expect(await claimJob(second, job.name, now, 60_000)).toBe(false);
    expect(await runDueJobs(h.deps, now, [job])).toEqual([]);
    expect(runs).toBe(0);

    await h.db.update(scheduledJobs).set({ pausedAt: null }).where(eq(scheduledJobs.name, job.name));
    expect(await runDueJobs(h.deps, now, [job])).toEqual([job.name]);
    expect(runs).toBe(1);
    const after = await row();
    expect(after.startedAt).toEqual(now);
    expect(after.lastRunAt).toEqual(now);
    expect(after.lockedUntil).toEqual(new Date(now.getTime() + job.intervalMs));
  });
});
