/**
 * Buying credits through the API (spec §1, §2, §3, §4; issue 8): bundles in the site's currency,
 * a payment with a method and its fee, the sandbox provider's outcome, credits and premium once,
 * a ledger row, and bad input refused with nothing written.
 */
import { creditLedger, payments, users } from '@dating/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 10 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
});
afterAll(() => h.close());

const post = (path: string, body: unknown, cookie?: string) =>
  h.request(path, { method: 'POST', body: JSON.stringify(body), cookie });
const member = async (id: number) =>
  (
    await h.db.select({ credits: users.credits, paid: users.paidUser }).from(users).where(eq(users.id, id))
  )[0]!;
const paymentCount = async () => Number((await h.db.select({ n: count() }).from(payments))[0]!.n);

describe('bundles and payments', () => {
  it('offers the four bundles in the site’s currency, one popular, with the methods of the member’s country', async () => {
    const res = await h.request('/api/bundles.php', { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.body.bundles.map((b: { tier: string }) => b.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(res.body.bundles.filter((b: { popular: boolean }) => b.popular)).toHaveLength(1);
    expect(res.body.methods.length).toBeGreaterThan(2);
    expect(res.body.methods.map((m: { id: string }) => m.id)).toContain('visa');
    expect(res.body.refund_days).toBe(14);
  });

  it('tells the welcome discount of a member within 4 hours of signup, and nobody else', async () => {
    const code = await h.request('/api/discountcode.php?welcome=true', { cookie: alice.cookie });
    expect(code.status).toBe(200);
    expect(code.body.discountcode).toMatchObject({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      validity: 'once_per_user',
    });
    const paid = await h.request('/api/discountcode.php?welcome=true', { cookie: bob.cookie });
    expect([paid.status, paid.body.error.code]).toEqual([404, 'code_not_found']);
    expect((await h.request('/api/bundles.php', { cookie: bob.cookie })).body.discount).toBeNull();
  });

  it('makes a free member premium with the bundle’s credits, once, with a ledger row', async () => {
    const offer = (await h.request('/api/bundles.php', { cookie: alice.cookie })).body;
    const bundle = offer.bundles.find((b: { tier: string }) => b.tier === 'p1');
    const visa = offer.methods.find((m: { id: string }) => m.id === 'visa');
    // Alice signed up within the last 4 hours: the welcome time bonus takes 25 % off (spec §4).
    expect(offer.discount).toMatchObject({ code: 'TIMEBONUS25', percentage: 25 });
    const started = await post('/api/payment.php', { tier: 'p1', method: 'visa' }, alice.cookie);
    expect(started.status).toBe(201);
    const p = started.body.payment;
    const discount = Math.round(bundle.price * 0.25);
    const fee = Math.round(((bundle.price - discount) * visa.fee_percent_bp) / 10_000) + visa.fee_fixed;
    expect(p).toMatchObject({
      status: 'pending',
      credits: bundle.credits,
      price: bundle.price,
      discount,
      discount_code: 'TIMEBONUS25',
      fee,
      total: bundle.price - discount + fee,
    });
    expect(started.body.redirect_url).toBe(`/sandbox-pay/${p.id}`);
    expect(await member(alice.id)).toEqual({ credits: 0, paid: false });

    const approved = await post('/api/payment-sandbox.php', { id: p.id, outcome: 'approve' }, alice.cookie);
    expect(approved.body.payment.status).toBe('completed');
    expect(await member(alice.id)).toEqual({ credits: bundle.credits, paid: true });
    // The same outcome again (a retried callback) changes nothing.
    const again = await post('/api/payment-sandbox.php', { id: p.id, outcome: 'approve' }, alice.cookie);
    expect(again.body.payment.status).toBe('completed');
    expect(await member(alice.id)).toEqual({ credits: bundle.credits, paid: true });
    const ledger = await h.db.select().from(creditLedger).where(eq(creditLedger.userId, alice.id));
    expect(ledger.map((l) => [l.reason, l.delta, l.balanceAfter])).toEqual([
      ['purchase', bundle.credits, bundle.credits],
    ]);
    const me = await h.request('/api/user.php', { cookie: alice.cookie });
    expect(me.body.user).toMatchObject({ paid_user: true, credits: bundle.credits });
    // Paid now: the welcome bonus is over.
    expect((await h.request('/api/bundles.php', { cookie: alice.cookie })).body.discount).toBeNull();
    expect((await h.request('/api/discountcode.php?welcome=true', { cookie: alice.cookie })).status).toBe(
      404,
    );
  });

  it('adds nothing for a declined or cancelled payment, and the member can try again', async () => {
    const before = await member(bob.id);
    const one = (await post('/api/payment.php', { tier: 'p0', method: 'paypal' }, bob.cookie)).body.payment;
    expect(
      (await post('/api/payment-sandbox.php', { id: one.id, outcome: 'decline' }, bob.cookie)).body.payment
        .status,
    ).toBe('failed');
    const two = (await post('/api/payment.php', { tier: 'p0', method: 'visa' }, bob.cookie)).body.payment;
    expect(
      (await post('/api/payment-sandbox.php', { id: two.id, outcome: 'cancel' }, bob.cookie)).body.payment
        .status,
    ).toBe('cancelled');
    // A settled payment cannot be approved afterwards.
    await post('/api/payment-sandbox.php', { id: one.id, outcome: 'approve' }, bob.cookie);
    expect(await member(bob.id)).toEqual(before);
    const list = (await h.request('/api/transactions.php', { cookie: bob.cookie })).body.payments;
    expect(list.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([
      [two.id, 'cancelled'],
      [one.id, 'failed'],
    ]);
  });

  it('approving the same payment from many requests at once adds the credits once', async () => {
    const p = (await post('/api/payment.php', { tier: 'p2', method: 'visa' }, bob.cookie)).body.payment;
    const before = await member(bob.id);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/payment-sandbox.php', { id: p.id, outcome: 'approve' }, bob.cookie),
      ),
    );
    expect((await member(bob.id)).credits).toBe(before.credits + p.credits);
  });

  it('keeps payments private and refuses bad input with nothing written', async () => {
    const p = (await post('/api/payment.php', { tier: 'p0', method: 'visa' }, bob.cookie)).body.payment;
    expect((await h.request(`/api/payment.php?id=${p.id}`, { cookie: alice.cookie })).status).toBe(404);
    expect(
      (await post('/api/payment-sandbox.php', { id: p.id, outcome: 'approve' }, alice.cookie)).status,
    ).toBe(404);
    const before = await paymentCount();
    for (const bad of [{ tier: 'p9', method: 'visa' }, { tier: 'p0', method: 'bitcoin' }, {}]) {
      const res = await post('/api/payment.php', bad, bob.cookie);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    // iDEAL is a Dutch method; the velvet demo members live in Great Britain.
    const elsewhere = await post('/api/payment.php', { tier: 'p0', method: 'ideal' }, bob.cookie);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([422, 'payment_method_unavailable']);
    expect((await post('/api/payment.php', { tier: 'p0', method: 'visa' })).status).toBe(403);
    expect((await post('/api/payment-sandbox.php', { id: p.id, outcome: 'steal' }, bob.cookie)).status).toBe(
      400,
    );
    expect(await paymentCount()).toBe(before);
  });
});
