import { describe, expect, it } from 'vitest';
import { ONLINE_AFTER_LAST_SEEN_MS, isPresentOnline } from './presence.ts';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('isPresentOnline', () => {
  it('shows a member with an open page online, and for a few minutes after they were last seen', () => {
    expect(isPresentOnline({ fictional: false, connected: true, lastSeenAt: null, now })).toBe(true);
    expect(isPresentOnline({ fictional: false, connected: false, lastSeenAt: ago(60_000), now })).toBe(true);
    expect(
      isPresentOnline({
        fictional: false,
        connected: false,
        lastSeenAt: ago(ONLINE_AFTER_LAST_SEEN_MS),
        now,
      }),
    ).toBe(false);
    expect(isPresentOnline({ fictional: false, connected: false, lastSeenAt: null, now })).toBe(false);
  });

  it('never counts an open stream for a fictional profile: only an operator’s recent activity', () => {
    expect(isPresentOnline({ fictional: true, connected: true, lastSeenAt: null, now })).toBe(false);
    expect(
      isPresentOnline({
        fictional: true,
        connected: true,
        lastSeenAt: ago(ONLINE_AFTER_LAST_SEEN_MS + 1),
        now,
      }),
    ).toBe(false);
    expect(isPresentOnline({ fictional: true, connected: false, lastSeenAt: ago(30_000), now })).toBe(true);
  });
});
