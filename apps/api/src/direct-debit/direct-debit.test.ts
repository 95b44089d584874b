/**
 * Direct debit through the API (spec §2, §4 direct debit flow, §8; ADR 0026): the form's
 * checks, the SMS code (wrong, resent, right), the debit collected and settled once, and the
 * refusals — blocked after a returned debit, the limit reached — with nothing charged.
 */
import { creditLedger, outboxMessages, payments, profiles, users } from '@dating/db/schema';
import { DIRECT_DEBIT } from '@dating/domain';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_RETURNED_IBAN } from '../payments/sandbox.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { DIRECT_DEBIT_FORM, freshMember, lastSmsCode } from '../test/purchase.ts';

let h: Harness;
let clock = Date.now();
let dutch: { id: number; cookie: string };
let british: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 10, now: () => new Date(clock) });
  dutch = await h.member('alice@velvet.demo');
  british = await h.member('bob@velvet.demo');
  // SEPA direct debit is for members in the SEPA countries (the demo members live in Britain).
  await h.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, dutch.id));
});
afterAll(() => h.close());

const post = (path: string, body: unknown, cookie?: string) =>
  h.request(path, { method: 'POST', body: JSON.stringify(body), cookie });
const FORM = DIRECT_DEBIT_FORM;
const rows = async (table: typeof payments | typeof outboxMessages) =>
  Number((await h.db.select({ n: count() }).from(table))[0]!.n);
const lastCode = () => lastSmsCode(h);
const credits = async (id: number) =>
  (await h.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;

describe('direct debit', () => {
  it('checks IBAN and mobile number, and writes nothing when they are wrong', async () => {
    const before = [await rows(payments), await rows(outboxMessages)];
    const bad = await post(
      '/api/directdebit.php',
      { ...FORM, iban: 'NL92ABNA0417164300', mobile: '020 1234567' },
      dutch.cookie,
    );
    expect([bad.status, bad.body.error.code, bad.body.error.fields]).toEqual([
      400,
      'validation_failed',
      { iban: 'invalid_iban', mobile: 'invalid_mobile' },
    ]);
    const empty = await post('/api/directdebit.php', { tier: 'p1' }, dutch.cookie);
    expect(empty.body.error.fields).toMatchObject({
      holder: 'required',
      iban: 'required',
      mobile: 'required',
    });
    const elsewhere = await post('/api/directdebit.php', FORM, british.cookie);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([422, 'payment_method_unavailable']);
    expect((await post('/api/directdebit.php', FORM)).status).toBe(403);
    expect([await rows(payments), await rows(outboxMessages)]).toEqual(before);
  });

  it('texts a code, refuses a wrong one, resends after a pause, and collects the debit once with the right one', async () => {
    const before = await credits(dutch.id);
    const started = await post('/api/directdebit.php', FORM, dutch.cookie);
    expect(started.status).toBe(201);
    expect(started.body.request).toMatchObject({
      mobile: '+31 •••• 5678',
      iban: 'NL91 •••• •••• •••• 00',
      resend_after: DIRECT_DEBIT.resendAfterSeconds,
    });
    const id = started.body.request.id;
    const first = await lastCode();
    expect(first.to).toBe('+31612345678');
    expect(first.body).toContain('Velvet');

    const wrong = await post(
      '/api/directdebit-code.php',
      { request: id, code: '000000' === first.code ? '111111' : '000000' },
      dutch.cookie,
    );
    expect([wrong.status, wrong.body.error.code, wrong.body.error.params]).toEqual([
      400,
      'dd_code_invalid',
      { attempts_left: DIRECT_DEBIT.maxAttempts - 1 },
    ]);
    const tooSoon = await post('/api/directdebit-resend.php', { request: id }, dutch.cookie);
    expect([tooSoon.status, tooSoon.body.error.code]).toEqual([429, 'dd_resend_too_soon']);
    clock += (DIRECT_DEBIT.resendAfterSeconds + 1) * 1000;
    const resent = await post('/api/directdebit-resend.php', { request: id }, dutch.cookie);
    expect(resent.status).toBe(200);
    const second = await lastCode();
    if (second.code !== first.code) {
      const old = await post('/api/directdebit-code.php', { request: id, code: first.code }, dutch.cookie);
      expect(old.body.error.code).toBe('dd_code_invalid');
    }
    expect(await credits(dutch.id)).toBe(before);

    const done = await post(
      '/api/directdebit-code.php',
      { request: id, code: ` ${second.code} ` },
      dutch.cookie,
    );
    expect(done.status).toBe(200);
    expect(done.body.payment).toMatchObject({ method: 'sepa_direct_debit', status: 'completed' });
    expect(done.body.redirect_url).toBe(`/transactions/${done.body.payment.id}`);
    expect(await credits(dutch.id)).toBe(before + done.body.payment.credits);
    // Confirmed: the code cannot be used again.
    const again = await post('/api/directdebit-code.php', { request: id, code: second.code }, dutch.cookie);
    expect(again.status).toBe(404);
    expect(await credits(dutch.id)).toBe(before + done.body.payment.credits);
  });

  it('voids a request after too many wrong codes, with nothing charged', async () => {
    const before = await credits(dutch.id);
    const { id } = (await post('/api/directdebit.php', FORM, dutch.cookie)).body.request;
    const { code } = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < DIRECT_DEBIT.maxAttempts; i++) {
      await post('/api/directdebit-code.php', { request: id, code: wrong }, dutch.cookie);
    }
    expect((await post('/api/directdebit-code.php', { request: id, code }, dutch.cookie)).status).toBe(404);
    const [payment] = await h.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
    expect(payment!.status).toBe('cancelled');
    expect(await credits(dutch.id)).toBe(before);
  });

  it('stops at the limit of debits in the window', async () => {
    // Two confirmed so far would be fine; the first test confirmed one. Two more reach the limit.
    for (let i = 0; i < DIRECT_DEBIT.maxDebitsPerWindow - 1; i++) {
      const { id } = (await post('/api/directdebit.php', FORM, dutch.cookie)).body.request;
      const { code } = await lastCode();
      expect((await post('/api/directdebit-code.php', { request: id, code }, dutch.cookie)).status).toBe(200);
    }
    const before = await rows(payments);
    const limit = await post('/api/directdebit.php', FORM, dutch.cookie);
    expect([limit.status, limit.body.error.code]).toEqual([403, 'dd_limit_reached']);
    expect(await rows(payments)).toBe(before);
  });

  it('blocks direct debit after the bank returned one', async () => {
    const carol = await h.member('carol@velvet.demo');
    await h.db.update(profiles).set({ country: 'DE' }).where(eq(profiles.userId, carol.id));
    const ledger = Number((await h.db.select({ n: count() }).from(creditLedger))[0]!.n);
    const { id } = (
      await post(
        '/api/directdebit.php',
        { ...FORM, iban: SANDBOX_RETURNED_IBAN, mobile: '+49 1512 3456789' },
        carol.cookie,
      )
    ).body.request;
    const { code } = await lastCode();
    const returned = await post('/api/directdebit-code.php', { request: id, code }, carol.cookie);
    expect(returned.body.payment.status).toBe('failed');
    expect(Number((await h.db.select({ n: count() }).from(creditLedger))[0]!.n)).toBe(ledger);
    const blocked = await post('/api/directdebit.php', { ...FORM, mobile: '+49 1512 3456789' }, carol.cookie);
    expect([blocked.status, blocked.body.error.code]).toEqual([403, 'dd_blocked']);
  });

  it('asks a first debit to confirm the disclosure, and keeps it within the spending cap (ADR 0087)', async () => {
    const m = await freshMember(h);
    await h.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, m.id));
    const before = [await rows(payments), await rows(outboxMessages)];
    const { disclosure_confirmed: _, ...unconfirmed } = FORM;
    const asked = await post('/api/directdebit.php', unconfirmed, m.cookie);
    expect([asked.status, asked.body.error.code, asked.body.error.fields]).toEqual([
      422,
      'disclosure_required',
      { disclosure_confirmed: 'disclosure_required' },
    ]);
    expect((await post('/api/spending-cap.php', { cap: '5' }, m.cookie)).status).toBe(200);
    const capped = await post('/api/directdebit.php', FORM, m.cookie);
    expect([capped.status, capped.body.error.code]).toEqual([422, 'spending_cap_reached']);
    // Neither the refusal sent a code nor kept a payment.
    expect([await rows(payments), await rows(outboxMessages)]).toEqual(before);
  });
});
