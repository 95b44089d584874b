/**
 * Discount codes over the staff API (issue 19 point 5): admins create and edit codes with every
 * field of spec §3, see who used one (a member's real checkout through the member API), list
 * them by keyset and export CSV; refusals and bad input write nothing.
 */
import { auditLog, discountCodes } from '@dating/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness.ts';
import { CONSOLE_ORIGIN, staffCaller, staffOfEveryRole } from '../../test/staff.ts';

let h: Harness;
let admin: { id: number; cookie: string };
let support: { id: number; cookie: string };
let operator: { id: number; cookie: string };
let alice: { id: number; cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 4 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
  alice = await h.member('alice@velvet.demo');
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const newCode = (patch: Record<string, unknown> = {}) => ({
  code: 'spring40',
  country: null,
  user_id: null,
  expires: inDays(30),
  value_percentage: 40,
  currency: 'EUR',
  minimum_order_value: 500,
  validity: 'once_per_user',
  paymentmethods: ['visa', 'ideal'],
  status: 'active',
  ...patch,
});
const written = async () => ({
  codes: Number((await h.db.select({ n: count() }).from(discountCodes))[0]!.n),
  audit: Number((await h.db.select({ n: count() }).from(auditLog))[0]!.n),
});

describe('discount codes in the console', () => {
  it('creates a code with every field, audited, that a member then uses at checkout', async () => {
    const res = await staff('/codes', admin.cookie, { method: 'POST', body: newCode() });
    expect(res.status).toBe(201);
    expect(res.body.code).toMatchObject({
      code: 'SPRING40',
      value_percentage: 40,
      currency: 'EUR',
      minimum_order_value: 500,
      paymentmethods: ['visa', 'ideal'],
      validity: 'once_per_user',
      uses: 0,
    });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'code.create'));
    expect(audit).toMatchObject({ staffId: admin.id, targetId: 'SPRING40', before: null });
    expect(audit!.after).toMatchObject({ code: 'SPRING40', value_percentage: 40 });

    const started = await h.request('/api/payment.php', {
      method: 'POST',
      cookie: alice.cookie,
      body: JSON.stringify({
        tier: 'p1',
        method: 'visa',
        disclosure_confirmed: true,
        discount_code: 'spring40',
      }),
    });
    expect(started.status).toBe(201);
    expect(started.body.payment).toMatchObject({ discount_code: 'SPRING40' });
    const token = String(started.body.redirect_url).replace('/sandbox-pay/', '');
    await h.request('/api/payment-sandbox.php', {
      method: 'POST',
      body: JSON.stringify({ token, outcome: 'paid' }),
    });

    const one = await staff('/codes/spring40', admin.cookie);
    expect(one.status).toBe(200);
    expect(one.body.code.uses).toBe(1);
    expect(one.body.usage).toEqual([
      expect.objectContaining({
        user_id: alice.id,
        member_email: 'alice@velvet.demo',
        currency: 'EUR',
        amount_minor: started.body.payment.price,
        discount_minor: started.body.payment.discount,
      }),
    ]);
    const csv = await staff('/codes/SPRING40/usage.csv', admin.cookie);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(String(csv.body)).toContain('alice@velvet.demo');
  });

  it('edits every field but the code, audited with before and after', async () => {
    const res = await staff('/codes/SPRING40', admin.cookie, {
      method: 'PUT',
      body: {
        ...newCode({ value_percentage: 35, status: 'inactive', validity: 'unlimited', country: 'NL' }),
        code: undefined,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toMatchObject({
      value_percentage: 35,
      status: 'inactive',
      validity: 'unlimited',
      country: 'NL',
    });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'code.update'));
    expect(audit!.before).toMatchObject({ value_percentage: 40, status: 'active' });
    expect(audit!.after).toMatchObject({ value_percentage: 35, status: 'inactive' });
  });

  it('lists codes newest first by keyset and exports them as CSV', async () => {
    for (const code of ['PAGE-A', 'PAGE-B', 'PAGE-C']) {
      expect((await staff('/codes', admin.cookie, { method: 'POST', body: newCode({ code }) })).status).toBe(
        201,
      );
    }
    const first = await h.request('/staff-api/codes', { origin: CONSOLE_ORIGIN, cookie: admin.cookie });
    expect(first.body.codes[0].code).toBe('PAGE-C');
    const { listCodes } = await import('./queries.ts');
    const page1 = await listCodes(h.db, {}, 2);
    const page2 = await listCodes(h.db, { after: page1.next! }, 2);
    const seen = [...page1.codes, ...page2.codes].map((c) => c.code);
    expect(new Set(seen).size).toBe(4);
    expect(seen).toEqual(['PAGE-C', 'PAGE-B', 'PAGE-A', 'SPRING40']);
    const csv = await staff('/codes/export.csv?q=page', admin.cookie);
    expect(csv.status).toBe(200);
    expect(String(csv.body).trim().split('\r\n')).toHaveLength(4);
  });

  it.each([
    ['a past expiry', { expires: inDays(-1) }, 'expires', 'expiry_in_past'],
    ['a bad percentage', { value_percentage: 0 }, 'value_percentage', 'too_small'],
    ['a percentage over 100', { value_percentage: 101 }, 'value_percentage', 'too_big'],
    ['an unknown member', { user_id: 99_999_999 }, 'user_id', 'unknown_member'],
    ['an unknown country', { country: 'XX' }, 'country', 'unknown_country'],
    ['an unknown method', { paymentmethods: ['bitcoin'] }, 'paymentmethods.0', 'unknown_payment_method'],
    ['a negative minimum', { minimum_order_value: -1 }, 'minimum_order_value', 'too_small'],
    ['a minimum without currency', { currency: null }, 'currency', 'currency_required'],
    ['a NUL byte in the code', { code: 'A\u0000B' }, 'code', 'control_characters'],
  ])('refuses %s with a field error, nothing written', async (_name, patch, field, reason) => {
    const before = await written();
    const res = await staff('/codes', admin.cookie, {
      method: 'POST',
      body: newCode({ code: 'REFUSED1', ...patch }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(reason);
    expect(await written()).toEqual(before);
  });

  it('refuses a past expiry on an edit too, and a taken code', async () => {
    const before = await written();
    const edit = await staff('/codes/PAGE-A', admin.cookie, {
      method: 'PUT',
      body: { ...newCode({ expires: inDays(-2) }), code: undefined },
    });
    expect([edit.status, edit.body.error.fields.expires]).toEqual([400, 'expiry_in_past']);
    const taken = await staff('/codes', admin.cookie, { method: 'POST', body: newCode({ code: 'page-a' }) });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'discount_code_taken']);
    expect((await staff('/codes/NOPE', admin.cookie)).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('refuses support and operators, and a foreign Origin', async () => {
    const before = await written();
    for (const who of [support, operator]) {
      expect((await staff('/codes', who.cookie)).status).toBe(403);
      expect(
        (await staff('/codes', who.cookie, { method: 'POST', body: newCode({ code: 'ROLE1' }) })).status,
      ).toBe(403);
    }
    const foreign = await staff('/codes', admin.cookie, {
      method: 'POST',
      body: newCode({ code: 'EVIL1' }),
      origin: 'http://evil.example',
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'forbidden_origin']);
    expect(await written()).toEqual(before);
  });
});
