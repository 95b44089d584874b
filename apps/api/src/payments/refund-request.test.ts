/**
 * A member's refund request (issue 22 point 3, ADR 0086): asked for an unused bundle within
 * refund_days, once; refused with a translated code and nothing written after refund_days, a
 * second time, on a spent bundle or on another member's payment; approved by staff (the refund
 * through the provider, the e-mail) or declined with a reason (the e-mail), each with its audit row.
 */
import { auditLog, payments, refundRequests, users } from '@dating/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { buyBundle, freshMember } from '../test/purchase.ts';
import { staffCaller, staffWithSession } from '../test/staff.ts';

let h: Harness;
let recipient: number;
beforeAll(async () => {
  h = await createHarness({ members: 20 });
  recipient = (await h.member('bob@velvet.demo')).id;
});
afterAll(() => h.close());

const ask = (payment: unknown, cookie: string, origin?: string) =>
  h.request('/api/refund-request.php', {
    method: 'POST',
    body: JSON.stringify({ payment }),
    cookie,
    ...(origin ? { headers: { origin, 'sec-fetch-site': 'cross-site' } } : {}),
  });
const overview = async (cookie: string) => (await h.request('/api/transactions.php', { cookie })).body;
const requestsWritten = async () => Number((await h.db.select({ n: count() }).from(refundRequests))[0]!.n);

describe('a member asks for a refund', () => {
  it('of an unused bundle within refund_days: pending, shown on /transactions, once', async () => {
    const m = await freshMember(h);
    const id = await buyBundle(h, m.cookie);
    expect((await overview(m.cookie)).refundable).toEqual([id]);

    const res = await ask(id, m.cookie);
    expect(res.status).toBe(201);
    expect(res.body.refund_request).toMatchObject({ payment_id: id, status: 'pending', decided_at: null });
    const seen = await overview(m.cookie);
    expect(seen.refundable).toEqual([]);
    expect(seen.refund_requests).toMatchObject([{ payment_id: id, status: 'pending' }]);

    const before = await requestsWritten();
    const again = await ask(id, m.cookie);
    expect([again.status, again.body.error.code]).toEqual([409, 'refund_request_exists']);
    expect(await requestsWritten()).toBe(before);
  });

  it('is refused on a spent bundle, after refund_days, on another member’s payment and on bad input', async () => {
    const m = await freshMember(h);
    const spent = await buyBundle(h, m.cookie);
    const sent = await h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: recipient, text: 'Hello there' }),
      cookie: m.cookie,
    });
    expect(sent.status).toBe(201);
    const late = await buyBundle(h, m.cookie);
    await h.db
      .update(payments)
      .set({ settledAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(payments.id, late));
    const other = await freshMember(h);
    const before = await requestsWritten();

    const used = await ask(spent, m.cookie);
    expect([used.status, used.body.error.code]).toEqual([409, 'refund_bundle_used']);
    const tooLate = await ask(late, m.cookie);
    expect([tooLate.status, tooLate.body.error.code]).toEqual([409, 'refund_request_too_late']);
    const notMine = await ask(spent, other.cookie);
    expect([notMine.status, notMine.body.error.code]).toEqual([404, 'not_found']);
    const bad = await ask('abc', m.cookie);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
    expect(bad.body.error.fields).toMatchObject({ payment: 'invalid' });
    const crossSite = await ask(late, m.cookie, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await requestsWritten()).toBe(before);
    expect((await overview(m.cookie)).refundable).toEqual([]);
  });
});

describe('the staff decide', () => {
  const staff = () => staffCaller(h);

  it('approve: the whole payment refunded through the provider, the member told', async () => {
    const admin = await staffWithSession(h.db, 'admin');
    const m = await freshMember(h);
    const id = await buyBundle(h, m.cookie);
    const asked = await ask(id, m.cookie);
    const list = await staff()('/refund-requests', admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.rows.find((r: { id: number }) => r.id === asked.body.refund_request.id)).toMatchObject({
      payment_id: id,
      member_email: m.email,
      status: 'pending',
      unused: true,
    });

    const approved = await staff()(`/refund-requests/${asked.body.refund_request.id}/approve`, admin.cookie, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.refund_request).toMatchObject({ status: 'approved' });
    const [row] = await h.db.select().from(payments).where(eq(payments.id, id));
    expect(row!.status).toBe('refunded');
    const [member] = await h.db
      .select({ credits: users.credits, paid: users.paidUser })
      .from(users)
      .where(eq(users.id, m.id));
    expect(member).toEqual({ credits: 0, paid: false });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, String(id))));
    expect(audit?.after).toMatchObject({ refund_request: asked.body.refund_request.id });
    expect((await h.lastMail(m.email))?.textBody).toContain(`/transactions/${id}`);
    expect((await overview(m.cookie)).refund_requests).toMatchObject([
      { payment_id: id, status: 'approved' },
    ]);

    const twice = await staff()(`/refund-requests/${asked.body.refund_request.id}/approve`, admin.cookie, {
      method: 'POST',
    });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'refund_request_decided']);
    const missing = await staff()('/refund-requests/999999/approve', admin.cookie, { method: 'POST' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'refund_request_not_found']);
  });

  it('decline with a reason: the payment stays, the member reads why', async () => {
    const support = await staffWithSession(h.db, 'support');
    const m = await freshMember(h);
    await h.db.update(users).set({ language: 'de' }).where(eq(users.id, m.id));
    const id = await buyBundle(h, m.cookie);
    const asked = await ask(id, m.cookie);
    const path = `/refund-requests/${asked.body.refund_request.id}/decline`;
    const empty = await staff()(path, support.cookie, { method: 'POST', body: { reason: ' ' } });
    expect([empty.status, empty.body.error.fields]).toEqual([400, { reason: 'required' }]);

    const declined = await staff()(path, support.cookie, {
      method: 'POST',
      body: { reason: 'Bought during a promotion' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.refund_request).toMatchObject({
      status: 'declined',
      decline_reason: 'Bought during a promotion',
    });
    const [row] = await h.db.select().from(payments).where(eq(payments.id, id));
    expect(row!.status).toBe('completed');
    const mail = await h.lastMail(m.email);
    expect(mail?.subject).toBe('Dein Erstattungsantrag bei Velvet Date wurde abgelehnt');
    expect(mail?.textBody).toContain('Unsere Begründung');
    expect(mail?.textBody).toContain('Bought during a promotion');
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_request.decline'), eq(auditLog.targetId, String(id))));
    expect(audit?.staffId).toBe(support.id);
    const again = await staff()(path, support.cookie, { method: 'POST', body: { reason: 'Again' } });
    expect([again.status, again.body.error.code]).toEqual([409, 'refund_request_decided']);
    const cantApprove = await staff()(
      `/refund-requests/${asked.body.refund_request.id}/approve`,
      support.cookie,
      {
        method: 'POST',
      },
    );
    expect([cantApprove.status, cantApprove.body.error.code]).toEqual([409, 'refund_request_decided']);
  });
});
