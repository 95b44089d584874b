/**
 * The scheduler honours an admin's pause on every instance (ADR 0068): a paused job's row is
 * claimed by no instance, and a claim records when the run started, so the console can tell a
 * running job from a due one. Two instances (two connection pools on PostgreSQL) running their
 * rounds at the same moment run each due job once between them (ADR 0028, 0073).
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

describe('two instances', () => {
  it('run each due job exactly once per round when their rounds start at the same time', async () => {
    const runs = new Map<string, number>();
    const jobs: Job[] = ['test-two-a', 'test-two-b', 'test-two-c'].map((name) => ({
      name,
      intervalMs: 60_000,
      run: async () => {
        runs.set(name, (runs.get(name) ?? 0) + 1);
      },
    }));
    await ensureJobRows(h.db, jobs);
    const other = { ...h.deps, db: await h.secondDb() };
    const start = new Date();
    for (let round = 0; round < 3; round += 1) {
      const at = new Date(start.getTime() + round * 60_000);
      const [mine, theirs] = await Promise.all([runDueJobs(h.deps, at, jobs), runDueJobs(other, at, jobs)]);
      expect([...mine, ...theirs].sort()).toEqual(jobs.map((j) => j.name));
      // Not due again within the interval, on either instance.
      const soon = new Date(at.getTime() + 30_000);
      expect([...(await runDueJobs(h.deps, soon, jobs)), ...(await runDueJobs(other, soon, jobs))]).toEqual(
        [],
      );
    }
    expect(Object.fromEntries(runs)).toEqual({ 'test-two-a': 3, 'test-two-b': 3, 'test-two-c': 3 });
  });
});
