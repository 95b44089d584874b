/**
 * The console's payments over the staff API (issue 19 point 4): the list with its filters,
 * keyset cursor and CSV export; one payment with the provider's events; a refund — credits of
 * the purchase taken back through the ledger (never below zero), premium ended when nothing paid
 * remains, the member's e-mail and /transactions, the audit row in the same transaction — and
 * every refusal with nothing written: above what was paid, a second refund, after refund_days,
 * support above its limit, an unknown payment, an operator, bad input.
 */
import { auditLog, creditLedger, paymentRefunds, payments, users } from '@dating/db/schema';
import { SUPPORT_REFUND_LIMIT_CENTS } from '@dating/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness.ts';
import { buyBundle, freshMember } from '../../test/purchase.ts';
import { CONSOLE_ORIGIN, staffOfEveryRole, type staffWithSession } from '../../test/staff.ts';

let h: Harness;
let admin: Awaited<ReturnType<typeof staffWithSession>>;
let support: Awaited<ReturnType<typeof staffWithSession>>;
let operator: Awaited<ReturnType<typeof staffWithSession>>;
beforeAll(async () => {
  h = await createHarness({ members: 30 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
});
afterAll(() => h.close());

const staffGet = (path: string, cookie: string) =>
  h.request(`/staff-api${path}`, { origin: CONSOLE_ORIGIN, cookie });
const refund = (id: number | string, body: unknown, cookie = admin.cookie) =>
  h.request(`/staff-api/payments/${id}/refund`, {
    method: 'POST',
    origin: CONSOLE_ORIGIN,
    cookie,
    body: JSON.stringify(body),
  });
const member = async (id: number) =>
  (
    await h.db.select({ credits: users.credits, paid: users.paidUser }).from(users).where(eq(users.id, id))
  )[0]!;
const paymentRow = async (id: number) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const n = async (table: typeof auditLog | typeof creditLedger | typeof paymentRefunds | typeof payments) =>
  Number((await h.db.select({ n: count() }).from(table))[0]!.n);
const written = async () => ({
  audit: await n(auditLog),
  ledger: await n(creditLedger),
  refunds: await n(paymentRefunds),
});

describe('the payment list', () => {
  let first: number;
  let second: number;
  beforeAll(async () => {
    const m = await freshMember(h);
    first = await buyBundle(h, m.cookie, 'p0', 'visa');
    second = await buyBundle(h, m.cookie, 'p1', 'paypal');
  });

  it('lists payments newest first with their member and brand, filtered by status, method, brand and day', async () => {
    const all = await staffGet('/payments', admin.cookie);
    expect(all.status).toBe(200);
    const ids = all.body.rows.map((r: { id: number }) => r.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.body.rows[0]).toMatchObject({ brand_id: 'velvet', status: 'completed', refunded: null });
    expect(all.body.brands.map((b: { id: string }) => b.id)).toContain('velvet');

    const paypal = await staffGet('/payments?method=paypal&status=completed&brand=velvet', admin.cookie);
    expect(paypal.body.rows.map((r: { id: number }) => r.id)).toContain(second);
    expect(paypal.body.rows.every((r: { method: string }) => r.method === 'paypal')).toBe(true);
    expect((await staffGet('/payments?brand=nobrand', admin.cookie)).body.rows).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await staffGet(`/payments?from=${today}&to=${today}`, admin.cookie)).body.rows.length,
    ).toBeGreaterThan(1);
    expect((await staffGet('/payments?to=2000-01-01', admin.cookie)).body.rows).toEqual([]);
  });

  it('pages by keyset: `before` gives only older payments', async () => {
    const older = await staffGet(`/payments?before=${second}`, admin.cookie);
    const ids = older.body.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(first);
    expect(ids.every((id: number) => id < second)).toBe(true);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await h.request('/staff-api/payments.csv?method=paypal', {
      origin: CONSOLE_ORIGIN,
      cookie: support.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,settled_at,member_id,member_email,brand_id,site_host,tier,credits,method,currency,total,status,refunded',
    );
    expect(lines.some((l) => l.startsWith(`${second},`))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(',paypal,'))).toBe(true);
  });

  it('shows one payment with the provider’s events and whether it can be refunded', async () => {
    const res = await staffGet(`/payments/${first}`, support.cookie);
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([
      expect.objectContaining({ status: 'paid', accepted: true, outcome: 'settled' }),
    ]);
    expect(res.body.refund).toBeNull();
    expect(res.body.refundable).toMatchObject({ refusal: null, staff_limit: SUPPORT_REFUND_LIMIT_CENTS });
    expect((await staffGet(`/payments/${first}`, admin.cookie)).body.refundable.staff_limit).toBeNull();
    expect((await staffGet('/payments/99999999', admin.cookie)).status).toBe(404);
  });

  it('refuses operators and bad filters', async () => {
    expect((await staffGet('/payments', operator.cookie)).status).toBe(403);
    expect((await staffGet(`/payments/${first}`, operator.cookie)).status).toBe(403);
    expect((await staffGet('/payments.csv', operator.cookie)).status).toBe(403);
    const bad = await staffGet('/payments?status=paid&from=2026-13-45&before=-1&method=cash', admin.cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['before', 'from', 'method', 'status']);
    const range = await staffGet('/payments?from=2026-05-02&to=2026-05-01', admin.cookie);
    expect([range.status, range.body.error.fields.to]).toEqual([400, 'before_from']);
    expect((await staffGet('/payments/abc', admin.cookie)).status).toBe(400);
  });
});

describe('a refund', () => {
  it('takes the purchase’s credits back, ends premium, mails the member and writes the audit row', async () => {
    const m = await freshMember(h);
    const id = await buyBundle(h, m.cookie);
    const bought = await paymentRow(id);
    expect(await member(m.id)).toEqual({ credits: bought.credits, paid: true });
    // The e-mail goes out in the member's own language.
    await h.db.update(users).set({ language: 'nl' }).where(eq(users.id, m.id));

    const res = await refund(id, { amount: bought.totalMinor, reason: 'Member asked within the period' });
    expect(res.status).toBe(200);
    expect(res.body.refund).toEqual({
      payment_id: id,
      amount: bought.totalMinor,
      currency: bought.currency,
      credits_taken_back: bought.credits,
      credits_owed: 0,
      premium_ended: true,
      balance: 0,
    });
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
    expect((await paymentRow(id)).status).toBe('refunded');
    const [ledger] = await h.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, m.id))
      .orderBy(desc(creditLedger.id))
      .limit(1);
    expect(ledger).toMatchObject({ delta: -bought.credits, balanceAfter: 0, reason: 'refund' });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      staffId: admin.id,
      targetType: 'payment',
      after: expect.objectContaining({ credits_taken_back: bought.credits, premium_ended: true }),
    });

    const mail = await h.lastMail(m.email);
    expect(mail?.subject).toMatch(/^Je terugbetaling van Velvet Date: /);
    expect(mail?.textBody).toContain('is je premiumlidmaatschap beëindigd');
    expect(mail?.textBody).toContain(`/transactions/${id}`);
    const seen = await h.request('/api/transactions.php', { cookie: m.cookie });
    expect(seen.body.payments.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'refunded',
      refunded: bought.totalMinor,
    });
    const detail = await staffGet(`/payments/${id}`, admin.cookie);
    expect(detail.body.refund).toMatchObject({
      kind: 'refund',
      staff_name: expect.any(String),
      premium_ended: true,
    });
    expect(detail.body.refundable.refusal).toBe('refund_already_made');
  });

  it('takes back only what is left after the member spent credits, and keeps premium another payment holds', async () => {
    const m = await freshMember(h);
    const keep = await buyBundle(h, m.cookie);
    const id = await buyBundle(h, m.cookie);
    const bought = await paymentRow(id);
    // The member spent all but 3 credits of both purchases.
    const total = (await member(m.id)).credits;
    await h.db.update(users).set({ credits: 3 }).where(eq(users.id, m.id));
    expect(total).toBeGreaterThan(3);
    const res = await refund(id, { amount: bought.totalMinor, reason: 'Double purchase' }, support.cookie);
    expect(res.status).toBe(200);
    // The rest of the purchase's credits had been spent: owed, paid off by the next purchase (ADR 0086).
    expect(res.body.refund).toMatchObject({
      credits_taken_back: 3,
      credits_owed: bought.credits - 3,
      premium_ended: false,
      balance: 0,
    });
    expect(await member(m.id)).toEqual({ credits: 0, paid: true });
    expect((await paymentRow(keep)).status).toBe('completed');
  });

  it('refunds part of a payment: the refunded share of the credits, premium kept', async () => {
    const m = await freshMember(h);
    const id = await buyBundle(h, m.cookie);
    const bought = await paymentRow(id);
    const half = Math.floor(bought.totalMinor / 2);
    const res = await refund(id, { amount: half, reason: 'Goodwill' });
    expect(res.status).toBe(200);
    const taken = Math.ceil((bought.credits * half) / bought.totalMinor);
    expect(res.body.refund).toMatchObject({ amount: half, credits_taken_back: taken, premium_ended: false });
    expect(await member(m.id)).toEqual({ credits: bought.credits - taken, paid: true });
  });
});

describe('refusals write nothing', () => {
  let id: number;
  let total: number;
  beforeAll(async () => {
    const m = await freshMember(h);
    id = await buyBundle(h, m.cookie, 'p3');
    total = (await paymentRow(id)).totalMinor;
  });

  it.each([
    ['above what was paid', () => ({ amount: total + 1 }), 422, 'refund_above_paid'],
    ['an unknown payment', () => ({ id: 99999999 }), 404, 'payment_not_found'],
  ])('%s', async (_name, make, status, code) => {
    const before = await written();
    const over = make() as { amount?: number; id?: number };
    const res = await refund(over.id ?? id, { amount: over.amount ?? 100, reason: 'x' });
    expect([res.status, res.body.error.code]).toEqual([status, code]);
    expect(await written()).toEqual(before);
  });

  it('support above its limit; an admin may', async () => {
    const before = await written();
    const amount = Math.min(total, SUPPORT_REFUND_LIMIT_CENTS + 1);
    expect(amount).toBe(SUPPORT_REFUND_LIMIT_CENTS + 1);
    const res = await refund(id, { amount, reason: 'x' }, support.cookie);
    expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([
      403,
      'refund_above_support_limit',
      { amount: 'refund_above_support_limit' },
    ]);
    expect(await written()).toEqual(before);
  });

  it('an operator', async () => {
    const before = await written();
    const res = await refund(id, { amount: 100, reason: 'x' }, operator.cookie);
    expect([res.status, res.body.error.code]).toEqual([403, 'staff_role_forbidden']);
    expect(await written()).toEqual(before);
  });

  it('after refund_days', async () => {
    const settled = (await paymentRow(id)).settledAt!;
    await h.db
      .update(payments)
      .set({ settledAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(payments.id, id));
    const before = await written();
    const res = await refund(id, { amount: 100, reason: 'x' });
    expect([res.status, res.body.error.code]).toEqual([409, 'refund_too_late']);
    expect(await written()).toEqual(before);
    await h.db.update(payments).set({ settledAt: settled }).where(eq(payments.id, id));
  });

  it('a second refund, also when both are asked at once', async () => {
    const before = await written();
    const both = await Promise.all([
      refund(id, { amount: total, reason: 'first' }),
      refund(id, { amount: total, reason: 'second' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.code).toBe('refund_already_made');
    const after = await written();
    expect(after.refunds).toBe(before.refunds + 1);
    expect(after.audit).toBe(before.audit + 1);
    const again = await refund(id, { amount: 1, reason: 'third' });
    expect([again.status, again.body.error.code]).toEqual([409, 'refund_already_made']);
    expect(await written()).toEqual(after);
  });

  it('a payment that never completed', async () => {
    const m = await freshMember(h);
    const started = await h.request('/api/payment.php', {
      method: 'POST',
      body: JSON.stringify({ tier: 'p0', method: 'visa', disclosure_confirmed: true }),
      cookie: m.cookie,
    });
    const before = await written();
    const res = await refund(started.body.payment.id, { amount: 100, reason: 'x' });
    expect([res.status, res.body.error.code]).toEqual([409, 'payment_not_refundable']);
    expect(await written()).toEqual(before);
  });

  it('a provider that refuses the refund', async () => {
    const m = await freshMember(h);
    const pid = await buyBundle(h, m.cookie);
    const original = h.payments.refund;
    h.payments.refund = async () => {
      throw new Error('acquirer said no');
    };
    try {
      const before = await written();
      const res = await refund(pid, { amount: 100, reason: 'x' });
      expect([res.status, res.body.error.code]).toEqual([502, 'refund_provider_failed']);
      expect(await written()).toEqual(before);
      expect((await paymentRow(pid)).status).toBe('completed');
    } finally {
      h.payments.refund = original;
    }
  });

  it('bad input: 400 with field errors', async () => {
    const before = await written();
    for (const [body, fields] of [
      [{}, ['amount', 'reason']],
      [{ amount: '12.50', reason: 'x' }, ['amount']],
      [{ amount: -5, reason: 'x' }, ['amount']],
      [{ amount: 1.5, reason: 'x' }, ['amount']],
      [{ amount: 100, reason: '   ' }, ['reason']],
      [{ amount: 100, reason: 'x'.repeat(501) }, ['reason']],
      [{ amount: 100, reason: 'a\u0000b' }, ['reason']],
    ] as const) {
      const res = await refund(id, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields).sort()).toEqual([...fields]);
    }
    expect((await refund('abc', { amount: 100, reason: 'x' })).status).toBe(400);
    const foreign = await h.request(`/staff-api/payments/${id}/refund`, {
      method: 'POST',
      origin: CONSOLE_ORIGIN,
      cookie: admin.cookie,
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ amount: 100, reason: 'x' }),
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'forbidden_origin']);
    expect(await written()).toEqual(before);
  });
});
