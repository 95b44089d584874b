/**
 * The ledger as the only writer of credits (ADR 0050): every balance change comes with its
 * ledger row, in the same transaction — the rows of a member always add up to their balance,
 * through grants, spends, a refused spend, a rolled-back transaction, chat sends and a purchase.
 */
import { creditLedger, users } from '@dating/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { changeCredits, eraseCredits } from './commands.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 6 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
});
afterAll(() => h.close());

const balance = async (id: number) =>
  (await h.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;
const rows = (id: number) =>
  h.db.select().from(creditLedger).where(eq(creditLedger.userId, id)).orderBy(asc(creditLedger.id));

/** The invariant: each row's balance follows from the one before, and the last is the balance. */
async function expectLedgerExplainsBalance(id: number, opening: number) {
  const ledger = await rows(id);
  let running = opening;
  for (const row of ledger) {
    running += row.delta;
    expect(row.balanceAfter).toBe(running);
  }
  expect(await balance(id)).toBe(running);
}

describe('changeCredits', () => {
  it('writes one ledger row per change, with the balance after it, and refuses a spend beyond the balance', async () => {
    await h.db.transaction((tx) => eraseCredits(tx, alice.id));
    const grant = await h.db.transaction((tx) =>
      changeCredits(tx, { member: alice.id, delta: 10, reason: 'grant' }),
    );
    expect(grant).toEqual({ ok: true, value: { balance: 10 } });
    const spend = await h.db.transaction((tx) =>
      changeCredits(tx, { member: alice.id, delta: -4, reason: 'message' }),
    );
    expect(spend).toEqual({ ok: true, value: { balance: 6 } });
    const tooMuch = await h.db.transaction((tx) =>
      changeCredits(tx, { member: alice.id, delta: -7, reason: 'gift' }),
    );
    expect(tooMuch).toMatchObject({ ok: false, reason: 'not_enough_credits' });
    const nobody = await h.db.transaction((tx) =>
      changeCredits(tx, { member: 99_999_999, delta: 5, reason: 'grant' }),
    );
    expect(nobody).toMatchObject({ ok: false, reason: 'not_found' });
    expect((await rows(alice.id)).map((r) => [r.reason, r.delta, r.balanceAfter])).toEqual([
      ['grant', 10, 10],
      ['message', -4, 6],
    ]);
    await expectLedgerExplainsBalance(alice.id, 0);
  });

  it('leaves neither the balance nor the row when the caller’s transaction rolls back', async () => {
    const before = [await balance(alice.id), (await rows(alice.id)).length];
    await expect(
      h.db.transaction(async (tx) => {
        await changeCredits(tx, { member: alice.id, delta: 50, reason: 'grant' });
        throw new Error('the caller fails after the change');
      }),
    ).rejects.toThrow('the caller fails');
    expect([await balance(alice.id), (await rows(alice.id)).length]).toEqual(before);
  });

  it('keeps the ledger in step with the balance through chat sends and a purchase', async () => {
    await h.db.transaction((tx) => eraseCredits(tx, bob.id));
    await h.db.update(users).set({ paidUser: true }).where(eq(users.id, bob.id));
    await h.db.transaction((tx) => changeCredits(tx, { member: bob.id, delta: 6, reason: 'grant' }));
    const send = (text: string) =>
      h.request('/api/message.php', {
        method: 'POST',
        body: JSON.stringify({ profile: alice.id, text }),
        cookie: bob.cookie,
      });
    expect((await send('one')).status).toBe(201);
    const gift = await h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: alice.id, kind: 'gift', gift: 'rose' }),
      cookie: bob.cookie,
    });
    expect([gift.status, gift.body.credits]).toEqual([201, 0]);
    expect((await send('two')).status).toBe(402);
    const started = await h.request('/api/payment.php', {
      method: 'POST',
      body: JSON.stringify({ tier: 'p0', method: 'paypal', disclosure_confirmed: true }),
      cookie: bob.cookie,
    });
    expect(started.status).toBe(201);
    const token = String(started.body.redirect_url).replace('/sandbox-pay/', '');
    await h.request('/api/payment-sandbox.php', {
      method: 'POST',
      body: JSON.stringify({ token, outcome: 'paid' }),
    });
    expect((await rows(bob.id)).map((r) => r.reason)).toEqual(['grant', 'message', 'gift', 'purchase']);
    expect(await balance(bob.id)).toBe(started.body.payment.credits);
    await expectLedgerExplainsBalance(bob.id, 0);
  });
});
