import { describe, expect, it } from 'vitest';
import { JOB_NAME_PATTERN, jobState } from './outbox.ts';

const now = new Date('2026-05-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const job = (patch: Partial<Parameters<typeof jobState>[0]> = {}) => ({
  pausedAt: null,
  startedAt: null,
  lastRunAt: null,
  lockedUntil: at(-1),
  ...patch,
});

describe('jobState', () => {
  it('is due on a fresh row and when its next time has come', () => {
    expect(jobState(job(), now)).toBe('due');
    expect(jobState(job({ startedAt: at(-61), lastRunAt: at(-61), lockedUntil: now }), now)).toBe('due');
  });

  it('is waiting while its next run is ahead', () => {
    expect(jobState(job({ startedAt: at(-10), lastRunAt: at(-10), lockedUntil: at(50) }), now)).toBe(
      'waiting',
    );
  });

  it('is running from its claim until the run is recorded, within the lease', () => {
    expect(jobState(job({ startedAt: at(-1), lockedUntil: at(9) }), now)).toBe('running');
    expect(jobState(job({ startedAt: at(-1), lastRunAt: at(-61), lockedUntil: at(9) }), now)).toBe('running');
  });

  it('is due again when a run crashed and its lease ran out', () => {
    expect(jobState(job({ startedAt: at(-11), lastRunAt: at(-61), lockedUntil: at(-1) }), now)).toBe('due');
  });

  it('is paused whatever its times, unless a run is still in progress', () => {
    expect(jobState(job({ pausedAt: at(-5) }), now)).toBe('paused');
    expect(jobState(job({ pausedAt: at(-5), lockedUntil: at(30) }), now)).toBe('paused');
    expect(jobState(job({ pausedAt: at(-5), startedAt: at(-1), lockedUntil: at(9) }), now)).toBe('running');
  });
});

describe('JOB_NAME_PATTERN', () => {
  it('takes the JOBS spelling and nothing else', () => {
    expect(JOB_NAME_PATTERN.test('activity-mails')).toBe(true);
    expect(JOB_NAME_PATTERN.test('Activity')).toBe(false);
    expect(JOB_NAME_PATTERN.test('a--b')).toBe(false);
    expect(JOB_NAME_PATTERN.test('../x')).toBe(false);
  });
});
