import { describe, expect, it } from 'vitest';
import { JOB_NAME_PATTERN, MESSAGE_DELIVERY_ATTEMPTS, jobState, messageRetryDelayMs } from './outbox.ts';

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

describe('messageRetryDelayMs', () => {
  const MINUTE = 60_000;
  it('waits 1, 5 and 30 minutes, then 2 and 6 hours between the attempts', () => {
    expect([1, 2, 3, 4, 5].map(messageRetryDelayMs)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      120 * MINUTE,
      360 * MINUTE,
    ]);
  });

  it('has a wait for every retry the attempts allow, and about 8½ hours from the first to the last', () => {
    const waits = Array.from({ length: MESSAGE_DELIVERY_ATTEMPTS - 1 }, (_, i) => messageRetryDelayMs(i + 1));
    expect(new Set(waits).size).toBe(MESSAGE_DELIVERY_ATTEMPTS - 1);
    expect(waits.reduce((a, b) => a + b, 0)).toBe(516 * MINUTE);
  });

  it('stays at the longest wait past the table, and at the first for a nonsense attempt', () => {
    expect(messageRetryDelayMs(9)).toBe(360 * MINUTE);
    expect(messageRetryDelayMs(0)).toBe(MINUTE);
  });
});
