/**
 * The account commands called as a job or the console would: a database, an input and a
 * clock, no HTTP (ADR 0048). The answers over HTTP are pinned in the route tests beside.
 */
import { LOCKOUT } from '@dating/domain';
import { profiles, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../http/rate-limits.ts';
import { PASSWORD, type Harness, createHarness } from '../test/harness.ts';
import { logIn, updateProfile } from './commands.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('logIn', () => {
  it('refuses a wrong password, then blocks the account with its wait, and lets in once the wait is over', async () => {
    let at = new Date('2026-11-20T10:00:00Z').getTime();
    const clock = () => new Date(at);
    const limits = createRateLimits({ db: h.db, factors: { ip: 1000, account: 1000 } });
    const attempt = (password: string) =>
      logIn(
        h.db,
        { brandId: 'velvet', email: 'carol@velvet.demo', password, ip: '203.0.113.7', limits },
        clock,
      );
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      expect(await attempt('wrong-password')).toEqual({ ok: false, reason: 'login_failed' });
      at += 1_000;
    }
    const blocked = await attempt(PASSWORD);
    expect(blocked).toMatchObject({ ok: false, reason: 'login_blocked', params: { minutes: 15 } });
    expect(blocked).toHaveProperty('retryAfterMs', 15 * 60_000);
    at += LOCKOUT.blockMs;
    const [carol] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'carol@velvet.demo'));
    expect(await attempt(PASSWORD)).toEqual({ ok: true, value: { userId: Number(carol!.id) } });
  });
});

describe('updateProfile', () => {
  it('refuses a region of another country and writes nothing', async () => {
    const [alice] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'alice@velvet.demo'));
    const userId = Number(alice!.id);
    const [before] = await h.db.select().from(profiles).where(eq(profiles.userId, userId));
    const result = await updateProfile(h.db, {
      userId,
      patch: { country: 'DE', region: 'Noord-Holland', city: 'Elsewhere' },
    });
    expect(result).toEqual({ ok: false, reason: 'validation_failed', fields: { region: 'region_mismatch' } });
    const [after] = await h.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(after).toEqual(before);
  });
});
