/**
 * Money going back after credits were spent (issue 22 point 3, ADR 0086): the balance stops at
 * zero, the rest is a debt the member sees on /transactions, and the next purchase pays it off
 * first with its own ledger row. Also: a refund the provider gave and notified undoes the
 * purchase once; a returned debit counts within 8 weeks, an unauthorised one within 13 months,
 * and one outside its window is kept as rejected and changes nothing.
 */
import { creditDebts, creditLedger, paymentEvents, paymentRefunds, payments, users } from '@dating/db/schema';
import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { buyBundle, freshMember, signedNotification } from '../test/purchase.ts';

let h: Harness;
let recipient: number;
beforeAll(async () => {
  h = await createHarness({ members: 20 });
  recipient = (await h.member('bob@velvet.demo')).id;
});
afterAll(() => h.close());

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const notify = (fields: Record<string, unknown>) =>
  h.request('/api/payment-notify.php', signedNotification(h, fields));
const paymentRow = async (id: number) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const balance = async (id: number) =>
  (await h.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;
const ledgerSum = async (id: number) =>
  Number(
    (
      await h.db
        .select({ s: sum(creditLedger.delta) })
        .from(creditLedger)
        .where(eq(creditLedger.userId, id))
    )[0]!.s,
  );
const refundsOf = async (id: number) =>
  Number(
    (await h.db.select({ n: count() }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, id)))[0]!.n,
  );
const takeBack = (p: { id: number; totalMinor: number; currency: string }, status: string, extra = {}) =>
  notify({
    event_id: `evt_${status}_${p.id}`,
    payment_id: p.id,
    status,
    amount: p.totalMinor,
    currency: p.currency,
    ...extra,
  });

describe('credits spent before the money went back', () => {
  it('become a debt the member sees, paid off first by the next purchase', async () => {
    const m = await freshMember(h);
    const first = await paymentRow(await buyBundle(h, m.cookie));
    for (const text of ['One', 'Two']) {
      const sent = await h.request('/api/message.php', {
        method: 'POST',
        body: JSON.stringify({ profile: recipient, text }),
        cookie: m.cookie,
      });
      expect(sent.status).toBe(201);
    }
    const spent = first.credits - (await balance(m.id));
    expect(spent).toBeGreaterThan(0);

    const res = await takeBack(first, 'charged_back');
    expect(res.status).toBe(200);
    expect(await balance(m.id)).toBe(0);
    const [refund] = await h.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, first.id));
    expect(refund).toMatchObject({ creditsTakenBack: first.credits - spent, creditsOwed: spent });
    expect((await h.request('/api/transactions.php', { cookie: m.cookie })).body.credit_debt).toBe(spent);
    expect((await h.lastMail(m.email))?.textBody).toMatch(new RegExp(`\\b${spent}\\b`));

    const second = await paymentRow(await buyBundle(h, m.cookie));
    expect(await balance(m.id)).toBe(second.credits - spent);
    const rows = await h.db
      .select({ delta: creditLedger.delta, reason: creditLedger.reason })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, m.id), eq(creditLedger.paymentId, second.id)));
    expect(rows).toEqual([
      { delta: second.credits, reason: 'purchase' },
      { delta: -spent, reason: 'debt' },
    ]);
    const [debt] = await h.db.select().from(creditDebts).where(eq(creditDebts.paymentId, first.id));
    expect(debt).toMatchObject({ credits: spent, paid: spent });
    expect(debt!.settledAt).not.toBeNull();
    expect((await h.request('/api/transactions.php', { cookie: m.cookie })).body.credit_debt).toBe(0);
    expect(await ledgerSum(m.id)).toBe(await balance(m.id));
  });
});

describe('a refund the provider notified', () => {
  it('undoes the purchase once, also after refund_days', async () => {
    const m = await freshMember(h);
    const p = await paymentRow(await buyBundle(h, m.cookie));
    await h.db
      .update(payments)
      .set({ settledAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(payments.id, p.id));
    const res = await takeBack(p, 'refunded');
    expect([res.status, res.body.status]).toEqual([200, 'refunded']);
    expect(await balance(m.id)).toBe(0);
    const again = await takeBack(p, 'refunded', { event_id: `evt_refunded_again_${p.id}` });
    expect(again.status).toBe(200);
    expect(await refundsOf(p.id)).toBe(1);
  });
});

describe('a returned direct debit', () => {
  const collectedAgo = async (ms: number) => {
    const m = await freshMember(h);
    const p = await paymentRow(await buyBundle(h, m.cookie));
    await h.db
      .update(payments)
      .set({ settledAt: new Date(Date.now() - ms) })
      .where(eq(payments.id, p.id));
    return { m, p };
  };

  it('counts within 8 weeks of collection', async () => {
    const { m, p } = await collectedAgo(7 * WEEK);
    const res = await takeBack(p, 'reversed');
    expect([res.status, res.body.status]).toEqual([200, 'reversed']);
    expect(await balance(m.id)).toBe(0);
  });

  it('after 8 weeks only when unauthorised, and then within 13 months', async () => {
    const late = await collectedAgo(9 * WEEK);
    const refused = await takeBack(late.p, 'reversed');
    expect([refused.status, refused.body.error.code]).toEqual([422, 'reversal_out_of_window']);
    expect((await paymentRow(late.p.id)).status).toBe('completed');
    expect(await balance(late.m.id)).toBe(late.p.credits);
    const [kept] = await h.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_reversed_${late.p.id}`));
    expect(kept).toMatchObject({ accepted: false, outcome: 'out_of_window' });
    expect(await refundsOf(late.p.id)).toBe(0);

    const unauthorised = await takeBack(late.p, 'reversed', {
      event_id: `evt_unauth_${late.p.id}`,
      reversal_reason: 'unauthorised',
    });
    expect([unauthorised.status, unauthorised.body.status]).toEqual([200, 'reversed']);

    const tooOld = await collectedAgo(14 * 31 * DAY);
    const stale = await takeBack(tooOld.p, 'reversed', { reversal_reason: 'unauthorised' });
    expect([stale.status, stale.body.error.code]).toEqual([422, 'reversal_out_of_window']);
    expect(await balance(tooOld.m.id)).toBe(tooOld.p.credits);
    expect(await refundsOf(tooOld.p.id)).toBe(0);
  });
});
