/**
 * Issue 22 points 4 and 5 (ADR 0087) against the real app: the monthly spending cap (field
 * errors, a lower cap at once, a raise after the cooling-off day, a checkout above it refused
 * before anything is written), the statement descriptor shown before paying, the disclosure
 * confirmed once before a first purchase, and the price of the next message in money.
 */
import { disclosureConfirmations, payments, spendingCaps } from '@dating/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { buyBundle, freshMember } from '../test/purchase.ts';

let h: Harness;
let now = new Date('2026-11-15T12:00:00Z');
beforeAll(async () => {
  h = await createHarness({ members: 12, now: () => now });
});
afterAll(() => h.close());

const post = (path: string, body: unknown, cookie: string) =>
  h.request(path, { method: 'POST', body: JSON.stringify(body), cookie });
const terms = async (cookie: string) => (await h.request('/api/checkout-terms.php', { cookie })).body;
const paymentRows = async () => Number((await h.db.select({ n: count() }).from(payments))[0]!.n);

describe('the monthly spending cap', () => {
  it('refuses bad input with a field error and writes nothing', async () => {
    const m = await freshMember(h);
    for (const [cap, error] of [
      ['abc', 'invalid'],
      ['-5', 'invalid'],
      ['0', 'too_small'],
      ['100001', 'too_big'],
    ] as const) {
      const res = await post('/api/spending-cap.php', { cap }, m.cookie);
      expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([
        400,
        'validation_failed',
        { cap: error },
      ]);
    }
    const wrongType = await post('/api/spending-cap.php', { cap: 50 }, m.cookie);
    expect(wrongType.status).toBe(400);
    expect(await h.db.select().from(spendingCaps).where(eq(spendingCaps.userId, m.id))).toEqual([]);
  });

  it('holds a lower cap at once, a raise only after a day, and refuses a checkout above it', async () => {
    const m = await freshMember(h);
    const set = await post('/api/spending-cap.php', { cap: '20' }, m.cookie);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      currency: 'EUR',
      spending_cap: 2000,
      pending_cap: null,
      paid_this_month: 0,
    });

    // p0 costs 14.95 (+ fee): within 20. A second one would go above it.
    await buyBundle(h, m.cookie, 'p0', 'visa');
    const paid = (await terms(m.cookie)).paid_this_month;
    expect(paid).toBeGreaterThan(1400);
    const before = await paymentRows();
    const refused = await post('/api/payment.php', { tier: 'p0', method: 'visa' }, m.cookie);
    expect([refused.status, refused.body.error.code]).toEqual([422, 'spending_cap_reached']);
    expect(refused.body.error.params).toMatchObject({ cap: '20.00', currency: 'EUR' });
    expect(await paymentRows()).toBe(before);

    // Raised to 100: still 20 for a day, then 100.
    const raised = await post('/api/spending-cap.php', { cap: '100' }, m.cookie);
    expect(raised.body).toMatchObject({ spending_cap: 2000, pending_cap: { cap: 10000 } });
    expect((await post('/api/payment.php', { tier: 'p0', method: 'visa' }, m.cookie)).status).toBe(422);
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect(await terms(m.cookie)).toMatchObject({ spending_cap: 10000, pending_cap: null });
    expect((await post('/api/payment.php', { tier: 'p0', method: 'visa' }, m.cookie)).status).toBe(201);

    // Lowered: at once. Removed: after a day.
    expect((await post('/api/spending-cap.php', { cap: '10' }, m.cookie)).body.spending_cap).toBe(1000);
    const removed = await post('/api/spending-cap.php', { cap: '' }, m.cookie);
    expect(removed.body).toMatchObject({ spending_cap: 1000, pending_cap: { cap: null } });
  });

  it('counts only the calendar month', async () => {
    const m = await freshMember(h);
    await buyBundle(h, m.cookie, 'p0', 'visa');
    expect((await terms(m.cookie)).paid_this_month).toBeGreaterThan(0);
    const saved = now;
    now = new Date('2026-12-02T12:00:00Z');
    expect((await terms(m.cookie)).paid_this_month).toBe(0);
    now = saved;
  });
});

describe('before paying', () => {
  it('shows the discreet statement descriptor, the operator’s when set', async () => {
    const m = await freshMember(h);
    expect((await terms(m.cookie)).statement_descriptor).toBe('LANTERNFIELD MEDIA');
  });

  it('asks a first purchase to confirm the disclosure once, with a field error, and records the time', async () => {
    const m = await freshMember(h);
    expect((await terms(m.cookie)).disclosure_confirmed).toBe(false);
    const before = await paymentRows();
    const refused = await post('/api/payment.php', { tier: 'p0', method: 'visa' }, m.cookie);
    expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([
      422,
      'disclosure_required',
      { disclosure_confirmed: 'disclosure_required' },
    ]);
    expect(await paymentRows()).toBe(before);
    const bad = await post(
      '/api/payment.php',
      { tier: 'p0', method: 'visa', disclosure_confirmed: 'yes' },
      m.cookie,
    );
    expect(bad.status).toBe(400);

    const ok = await post(
      '/api/payment.php',
      { tier: 'p0', method: 'visa', disclosure_confirmed: true },
      m.cookie,
    );
    expect(ok.status).toBe(201);
    const [row] = await h.db
      .select()
      .from(disclosureConfirmations)
      .where(eq(disclosureConfirmations.userId, m.id));
    expect(row?.confirmedAt.toISOString()).toBe(now.toISOString());
    expect((await terms(m.cookie)).disclosure_confirmed).toBe(true);
    // Asked once: the next checkout needs nothing more.
    expect((await post('/api/payment.php', { tier: 'p0', method: 'visa' }, m.cookie)).status).toBe(201);
  });
});

describe('the chat', () => {
  it('gives the price of the next message in money as well as credits', async () => {
    const m = await freshMember(h);
    const search = await h.request('/api/members.php?fictional=1', { cookie: m.cookie });
    const other = search.body.members.find((x: { id: number }) => x.id !== m.id);
    const chat = await h.request(`/api/chat.php?profile=${other.id}`, { cookie: m.cookie });
    expect(chat.status).toBe(200);
    const { costs, money } = chat.body.terms;
    // A credit is worth the smallest bundle's price per credit (20 for 14.95 by default).
    expect(money).toEqual({
      currency: 'EUR',
      message: Math.floor((2 * costs.message * 1495 + 20) / 40),
      photo: Math.floor((2 * costs.photo * 1495 + 20) / 40),
      gift: Math.floor((2 * costs.gift * 1495 + 20) / 40),
    });
  });
});
