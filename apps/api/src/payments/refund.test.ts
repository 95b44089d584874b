/**
 * Chargebacks and returned direct debits notified by the provider (issue 19 point 4, ADR 0062):
 * a signed notification undoes the purchase exactly as a staff refund does — credits taken back
 * through the ledger, premium ended, the e-mail, the audit row (by the system) — exactly once:
 * the same event replayed, or a second chargeback, changes nothing. A returned debit also blocks
 * the member from paying by direct debit again.
 */
import {
  auditLog,
  creditLedger,
  paymentEvents,
  paymentRefunds,
  payments,
  profiles,
  users,
} from '@dating/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import {
  DIRECT_DEBIT_FORM,
  buyBundle,
  freshMember,
  lastSmsCode,
  signedNotification,
} from '../test/purchase.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 20 });
});
afterAll(() => h.close());

const notify = (fields: Record<string, unknown>) =>
  h.request('/api/payment-notify.php', signedNotification(h, fields));
const member = async (id: number) =>
  (
    await h.db.select({ credits: users.credits, paid: users.paidUser }).from(users).where(eq(users.id, id))
  )[0]!;
const paymentRow = async (id: number) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const written = async () => ({
  audit: Number((await h.db.select({ n: count() }).from(auditLog))[0]!.n),
  ledger: Number((await h.db.select({ n: count() }).from(creditLedger))[0]!.n),
  refunds: Number((await h.db.select({ n: count() }).from(paymentRefunds))[0]!.n),
});

describe('a chargeback', () => {
  it('undoes the purchase once, however often it is delivered', async () => {
    const m = await freshMember(h);
    const id = await buyBundle(h, m.cookie);
    const p = await paymentRow(id);
    const event = {
      event_id: `evt_cb_${id}`,
      payment_id: id,
      status: 'charged_back',
      amount: p.totalMinor,
      currency: p.currency,
    };
    const res = await notify(event);
    expect([res.status, res.body.status]).toEqual([200, 'charged_back']);
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
    expect((await paymentRow(id)).status).toBe('charged_back');
    const [refund] = await h.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, id));
    expect(refund).toMatchObject({
      kind: 'chargeback',
      creditsTakenBack: p.credits,
      premiumEnded: true,
      staffId: null,
    });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.chargeback'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      staffId: null,
      after: expect.objectContaining({ event_id: event.event_id }),
    });
    const mail = await h.lastMail(m.email);
    expect(mail?.textBody).toContain(`/transactions/${id}`);
    const seen = await h.request('/api/transactions.php', { cookie: m.cookie });
    expect(seen.body.payments.find((x: { id: number }) => x.id === id)).toMatchObject({
      status: 'charged_back',
      refunded: p.totalMinor,
    });

    // The provider retries the same event, concurrently, and later sends a second one.
    await h.db.update(users).set({ credits: 7 }).where(eq(users.id, m.id));
    const before = await written();
    const replays = await Promise.all([notify(event), notify(event), notify(event)]);
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    const second = await notify({ ...event, event_id: `evt_cb2_${id}` });
    expect(second.status).toBe(200);
    expect(await written()).toEqual(before);
    expect(await member(m.id)).toEqual({ credits: 7, paid: false });
    const outcomes = await h.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, id));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already_refunded', 'charged_back', 'settled']);
  });

  it('on a payment that never completed changes nothing', async () => {
    const m = await freshMember(h);
    const started = await h.request('/api/payment.php', {
      method: 'POST',
      body: JSON.stringify({ tier: 'p0', method: 'visa', disclosure_confirmed: true }),
      cookie: m.cookie,
    });
    const pending = await paymentRow(started.body.payment.id);
    const before = await written();
    const res = await notify({
      event_id: `evt_cb_pending_${pending.id}`,
      payment_id: pending.id,
      status: 'charged_back',
      amount: pending.totalMinor,
      currency: pending.currency,
    });
    expect([res.status, res.body.status]).toEqual([200, 'pending']);
    expect(await written()).toEqual(before);
  });

  it('refuses a forged or mismatched notification, writing nothing', async () => {
    const m = await freshMember(h);
    const id = await buyBundle(h, m.cookie);
    const p = await paymentRow(id);
    const before = await written();
    const forged = await h.request('/api/payment-notify.php', {
      method: 'POST',
      body: JSON.stringify({ event_id: 'evt_forged', payment_id: id, status: 'charged_back' }),
      headers: { 'sandbox-signature': 't=1,v1=00' },
    });
    expect(forged.status).toBe(401);
    const wrong = await notify({
      event_id: `evt_cb_wrong_${id}`,
      payment_id: id,
      status: 'charged_back',
      amount: p.totalMinor + 1,
      currency: p.currency,
    });
    expect(wrong.status).toBe(422);
    expect(await written()).toEqual(before);
    expect(await member(m.id)).toEqual({ credits: p.credits, paid: true });
  });
});

describe('a returned direct debit', () => {
  const FORM = DIRECT_DEBIT_FORM;
  const post = (path: string, body: unknown, cookie: string) =>
    h.request(path, { method: 'POST', body: JSON.stringify(body), cookie });

  it('reverses the collected payment and blocks direct debit for the member', async () => {
    const m = await freshMember(h);
    await h.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, m.id));
    const started = await post('/api/directdebit.php', FORM, m.cookie);
    expect(started.status).toBe(201);
    const { code } = await lastSmsCode(h);
    const confirmed = await post(
      '/api/directdebit-code.php',
      { request: started.body.request.id, code },
      m.cookie,
    );
    expect(confirmed.body.payment.status).toBe('completed');
    const p = await paymentRow(confirmed.body.payment.id);

    const res = await notify({
      event_id: `evt_rv_${p.id}`,
      payment_id: p.id,
      status: 'reversed',
      amount: p.totalMinor,
      currency: p.currency,
    });
    expect([res.status, res.body.status]).toEqual([200, 'reversed']);
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.reversal'), eq(auditLog.targetId, String(p.id))));
    expect(audit?.staffId).toBeNull();
    const again = await post('/api/directdebit.php', FORM, m.cookie);
    expect([again.status, again.body.error.code]).toEqual([403, 'dd_blocked']);
  });
});
