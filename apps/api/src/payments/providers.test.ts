/**
 * Contract tests of the real providers' adapters (issue 22 points 1, 2 and "Bad input"; ADR
 * 0085) through the real API: a site gives its card methods to Verotel, Segpay and CCBill, a
 * member checks out, and each provider's documented notifications are replayed at
 * `/api/payment-notify/<provider>` — success, decline, refund, chargeback, recurring failure —
 * and so are forged, replayed, reordered, stale and other-amount ones, which change nothing and
 * are kept as rejected notifications. CCBill's server-to-server re-query is a fake Data Link.
 */
import { createHash } from 'node:crypto';
import { paymentRejections, payments, sites, users } from '@dating/db/schema';
import { fromMinorUnits } from '@dating/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, ORIGIN, createHarness } from '../test/harness.ts';
import { freshMember } from '../test/purchase.ts';
import { staffCaller, staffOfEveryRole } from '../test/staff.ts';
import { createCcbillProvider } from './ccbill.ts';
import { rejectionsOf } from './rejections.ts';
import { createSegpayProvider } from './segpay.ts';
import { createVerotelProvider, verotelSignature } from './verotel.ts';

const HOST = 'velvetdate.example';
const VEROTEL_KEY = 'verotel-signature-key';
const SEGPAY_TOKEN = 'segpay-postback-token-0123456789';
const CCBILL_IP = '64.38.212.17';
const SEGPAY_IP = '203.0.113.9';

let h: Harness;
/** What the fake Data Link says of each subscription (CCBill's re-query). */
const datalink = new Map<string, Record<string, string>>();
const srsCalls: string[] = [];

beforeAll(async () => {
  h = await createHarness({ members: 20 });
  const fakeSrs = async (url: string) => {
    srsCalls.push(url);
    if (url.includes('/MerchantServices/DynamicPricing/')) return new Response('dyn-hash-1');
    if (url.includes('RefundTransaction')) return new Response('<string>Successful</string>');
    return new Response('Invalid Merchant', { status: 400 });
  };
  const fakeDatalink = async (url: string) => {
    const id = new URL(url).searchParams.get('subscriptionId') ?? '';
    const status = datalink.get(id);
    if (!status) return new Response('<results>-1</results>');
    const tags = Object.entries(status)
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join('');
    return new Response(`<?xml version='1.0' standalone='yes'?><results>${tags}</results>`);
  };
  h.deps.paymentProviders = {
    sandbox: h.payments,
    verotel: createVerotelProvider({
      shopId: '12345',
      signatureKey: VEROTEL_KEY,
      orderHost: 'secure.verotel.com',
    }),
    segpay: createSegpayProvider({
      merchantId: '777',
      eticket: '110530:3773',
      postbackToken: SEGPAY_TOKEN,
      postbackIps: ['203.0.113.0/24'],
      srs: { userId: 'srs-user', accessKey: 'srs-key' },
      fetch: fakeSrs,
    }),
    ccbill: createCcbillProvider({
      account: '900100',
      subaccount: '0001',
      flexId: '687fa3e0-e60d-4466-88e2-181fa56dd6a9',
      salt: 'ccbill-salt',
      datalink: { username: 'dl-user', password: 'dl-pass' },
      webhookIps: undefined,
      fetch: fakeDatalink,
    }),
  };
  const [site] = await h.db.select().from(sites).where(eq(sites.host, HOST));
  await h.db
    .update(sites)
    .set({
      settings: {
        ...site!.settings,
        payment_providers: { visa: 'verotel', mastercard: 'segpay', credit_card: 'ccbill' },
      },
    })
    .where(eq(sites.host, HOST));
  await h.dataChanged();
});
afterAll(() => h.close());

const member = async (id: number) =>
  (
    await h.db.select({ credits: users.credits, paid: users.paidUser }).from(users).where(eq(users.id, id))
  )[0]!;
const paymentRow = async (id: number) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const rejections = async (provider: string) =>
  h.db
    .select()
    .from(paymentRejections)
    .where(eq(paymentRejections.provider, provider))
    .orderBy(desc(paymentRejections.id));
const lastRejection = async (provider: string) => (await rejections(provider))[0];

/** A checkout started by the member with a method; the payment row and where the member is sent. */
async function checkout(cookie: string, method: string) {
  const res = await h.request('/api/payment.php', {
    method: 'POST',
    body: JSON.stringify({ tier: 'p1', method, disclosure_confirmed: true }),
    cookie,
  });
  expect(res.status).toBe(201);
  return { payment: await paymentRow(res.body.payment.id), url: new URL(res.body.redirect_url, ORIGIN) };
}

/** A notification as the provider's server sends it, from `ip`. */
function deliver(path: string, init: RequestInit, ip: string) {
  const request = new Request(`${ORIGIN}${path}`, init);
  return h.api.fetch(request, { incoming: { socket: { remoteAddress: ip } } });
}

describe('providers by configuration', () => {
  it('sends each method to the provider the site gave it, and every payment records its provider', async () => {
    const m = await freshMember(h);
    const verotel = await checkout(m.cookie, 'visa');
    expect(verotel.payment.provider).toBe('verotel');
    expect(`${verotel.url.origin}${verotel.url.pathname}`).toBe('https://secure.verotel.com/startorder');
    const params = Object.fromEntries(verotel.url.searchParams);
    expect(params).toMatchObject({
      shopID: '12345',
      type: 'purchase',
      referenceID: String(verotel.payment.id),
      priceAmount: fromMinorUnits(verotel.payment.totalMinor, 'EUR'),
      priceCurrency: 'EUR',
    });
    expect(params.signature).toBe(verotelSignature(VEROTEL_KEY, params));

    const segpay = await checkout(m.cookie, 'mastercard');
    expect(segpay.payment.provider).toBe('segpay');
    expect(segpay.url.searchParams.get('dynamicpricingid')).toBe('dyn-hash-1');
    expect(segpay.url.searchParams.get('REF1')).toBe(String(segpay.payment.id));

    const ccbill = await checkout(m.cookie, 'credit_card');
    expect(ccbill.payment.provider).toBe('ccbill');
    const price = ccbill.url.searchParams.get('initialPrice')!;
    expect(ccbill.url.searchParams.get('formDigest')).toBe(
      createHash('md5').update(`${price}30978ccbill-salt`).digest('hex'),
    );

    const sandbox = await checkout(m.cookie, 'paypal');
    expect(sandbox.payment.provider).toBe('sandbox');
  });

  it('lets an operator give a method only to a provider the network runs (staff API)', async () => {
    const { admin } = await staffOfEveryRole(h.db);
    const staff = staffCaller(h);
    const view = await staff(`/sites/${HOST}`, admin.cookie);
    expect(view.body.values.payment_providers).toMatchObject({ visa: 'verotel', credit_card: 'ccbill' });
    const refused = await staff(`/sites/${HOST}/settings`, admin.cookie, {
      method: 'PUT',
      body: { values: { payment_providers: { visa: 'stripe' } }, version: view.body.version },
    });
    expect([refused.status, refused.body.error.fields]).toEqual([
      400,
      { 'payment_providers.visa': 'invalid' },
    ]);
    const [site] = await h.db.select().from(sites).where(eq(sites.host, HOST));
    expect((site!.settings as { payment_providers: unknown }).payment_providers).toMatchObject({
      visa: 'verotel',
    });
  });

  it('does not offer a method given to a provider that is not running', async () => {
    const [site] = await h.db.select().from(sites).where(eq(sites.host, HOST));
    const before = site!.settings as Record<string, Record<string, string>>;
    await h.db
      .update(sites)
      .set({ settings: { ...before, payment_providers: { ...before.payment_providers, paypal: 'stripe' } } })
      .where(eq(sites.host, HOST));
    await h.dataChanged();
    try {
      const m = await freshMember(h);
      const offer = await h.request('/api/bundles.php', { cookie: m.cookie });
      expect(offer.body.methods.map((x: { id: string }) => x.id)).not.toContain('paypal');
      const refused = await h.request('/api/payment.php', {
        method: 'POST',
        body: JSON.stringify({ tier: 'p1', method: 'paypal', disclosure_confirmed: true }),
        cookie: m.cookie,
      });
      expect([refused.status, refused.body.error.code]).toEqual([422, 'payment_method_unavailable']);
    } finally {
      await h.db.update(sites).set({ settings: before }).where(eq(sites.host, HOST));
      await h.dataChanged();
    }
  });

  it('answers notifications without a session, a site or a same-origin check, and refuses an unknown provider', async () => {
    const res = await deliver('/api/payment-notify/stripe', { method: 'POST', body: '{}' }, '198.51.100.1');
    expect(res.status).toBe(404);
    const big = await deliver(
      '/api/payment-notify/verotel',
      { method: 'POST', body: 'x'.repeat(70 * 1024), headers: { 'content-type': 'text/plain' } },
      '198.51.100.1',
    );
    expect(big.status).toBe(413);
  });
});

describe('Verotel FlexPay', () => {
  const postback = (fields: Record<string, string>, key = VEROTEL_KEY) => {
    const query = new URLSearchParams({ ...fields, signature: verotelSignature(key, fields) });
    return deliver(`/api/payment-notify/verotel?${query}`, { method: 'GET' }, '195.20.32.1');
  };
  const sale = (p: { id: number; totalMinor: number }, saleID: string) => ({
    shopID: '12345',
    saleID,
    referenceID: String(p.id),
    priceAmount: fromMinorUnits(p.totalMinor, 'EUR'),
    priceCurrency: 'EUR',
    paymentMethod: 'CC',
    type: 'purchase',
  });

  it('credits a signed sale once, answers OK, and keeps forged, replayed and other-amount postbacks', async () => {
    const m = await freshMember(h);
    const { payment } = await checkout(m.cookie, 'visa');
    const forged = await postback(sale(payment, '9001'), 'not-the-key');
    expect(forged.status).toBe(401);
    expect(await lastRejection('verotel')).toMatchObject({ reason: 'bad_signature' });
    const cheap = await postback({ ...sale(payment, '9001'), priceAmount: '0.99' });
    expect(cheap.status).toBe(422);
    expect(await lastRejection('verotel')).toMatchObject({
      reason: 'amount_mismatch',
      paymentId: payment.id,
    });
    const pound = await postback({ ...sale(payment, '9001'), priceCurrency: 'GBP' });
    expect(pound.status).toBe(422);
    expect(await lastRejection('verotel')).toMatchObject({ reason: 'currency_mismatch' });
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });

    const ok = await postback(sale(payment, '9001'));
    expect([ok.status, await ok.text()]).toEqual([200, 'OK']);
    expect(await member(m.id)).toEqual({ credits: payment.credits, paid: true });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'completed', providerRef: '9001' });

    const replay = await postback(sale(payment, '9001'));
    expect(replay.status).toBe(200);
    expect(await member(m.id)).toEqual({ credits: payment.credits, paid: true });
    expect(await lastRejection('verotel')).toMatchObject({ reason: 'replayed', paymentId: payment.id });
  });

  it('takes the credits back on a credit (refund) or chargeback postback, once', async () => {
    const m = await freshMember(h);
    const { payment } = await checkout(m.cookie, 'visa');
    expect((await postback(sale(payment, '9100'))).status).toBe(200);
    const credit = { ...sale(payment, '9100'), event: 'credit', transactionID: '7100' };
    expect((await postback(credit)).status).toBe(200);
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
    expect((await paymentRow(payment.id)).status).toBe('refunded');

    const other = await checkout(m.cookie, 'visa');
    expect((await postback(sale(other.payment, '9101'))).status).toBe(200);
    const chargeback = { ...sale(other.payment, '9101'), event: 'chargeback', transactionID: '7101' };
    expect((await postback(chargeback)).status).toBe(200);
    expect((await paymentRow(other.payment.id)).status).toBe('charged_back');
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
  });

  it('keeps a chargeback before its sale and a subscription event, changing nothing', async () => {
    const m = await freshMember(h);
    const { payment } = await checkout(m.cookie, 'visa');
    const early = await postback({ ...sale(payment, '9200'), event: 'chargeback', transactionID: '7200' });
    expect(early.status).toBe(200);
    expect(await lastRejection('verotel')).toMatchObject({ reason: 'out_of_order', paymentId: payment.id });
    const rebill = await postback({ ...sale(payment, '9200'), type: 'subscription', event: 'rebill' });
    expect(rebill.status).toBe(400);
    expect(await lastRejection('verotel')).toMatchObject({ reason: 'unsupported_event' });
    // FlexPay sends no postback for a declined card: the payment waits, and nothing was written.
    expect((await paymentRow(payment.id)).status).toBe('pending');
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
  });

  it('refuses a refund through its API clearly: FlexPay documents none', async () => {
    await expect(
      h.deps.paymentProviders!.verotel!.refund({
        paymentId: 1,
        providerRef: '9001',
        amountMinor: 100,
        currency: 'EUR',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow(/FlexPay documents no refund call/);
  });
});

describe('Segpay', () => {
  const post = (fields: Record<string, string>, ip = SEGPAY_IP, token = SEGPAY_TOKEN) =>
    deliver(`/api/payment-notify/segpay?${new URLSearchParams({ token, ...fields })}`, { method: 'GET' }, ip);
  const sale = (p: { id: number; totalMinor: number }, tranid: string) => ({
    action: 'Auth',
    stage: 'Initial',
    approved: 'Yes',
    trantype: 'sale',
    purchaseid: `P${tranid}`,
    tranid,
    price: fromMinorUnits(p.totalMinor, 'EUR'),
    currencycode: 'EUR',
    payment: String(p.id),
  });

  it('credits an approved sale; a declined one fails the payment without credits', async () => {
    const m = await freshMember(h);
    const declined = await checkout(m.cookie, 'mastercard');
    const no = await post({ ...sale(declined.payment, '5000'), approved: 'No' });
    expect(no.status).toBe(200);
    expect((await paymentRow(declined.payment.id)).status).toBe('failed');
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });

    const { payment } = await checkout(m.cookie, 'mastercard');
    expect((await post(sale(payment, '5001'))).status).toBe(200);
    expect(await member(m.id)).toEqual({ credits: payment.credits, paid: true });
    expect((await paymentRow(payment.id)).providerRef).toBe('5001');
  });

  it('refuses a postback without the template’s token or from another sender, and keeps it', async () => {
    const m = await freshMember(h);
    const { payment } = await checkout(m.cookie, 'mastercard');
    expect((await post(sale(payment, '5100'), SEGPAY_IP, 'guessed')).status).toBe(401);
    expect(await lastRejection('segpay')).toMatchObject({ reason: 'bad_signature' });
    expect((await post(sale(payment, '5100'), '198.51.100.7')).status).toBe(403);
    expect(await lastRejection('segpay')).toMatchObject({
      reason: 'sender_not_allowed',
      senderIp: '198.51.100.7',
    });
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });

  it('keeps a declined rebill of a completed purchase (recurring failure) and applies a refund and a chargeback', async () => {
    const m = await freshMember(h);
    const { payment } = await checkout(m.cookie, 'mastercard');
    expect((await post(sale(payment, '5200'))).status).toBe(200);
    const rebill = { ...sale(payment, '5201'), stage: 'Rebill', trantype: 'charge', approved: 'No' };
    expect((await post(rebill)).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('completed');
    expect(await lastRejection('segpay')).toMatchObject({ reason: 'out_of_order', paymentId: payment.id });
    expect(await member(m.id)).toEqual({ credits: payment.credits, paid: true });

    const refund = await h.deps.paymentProviders!.segpay!.refund({
      paymentId: payment.id,
      providerRef: '5200',
      amountMinor: payment.totalMinor,
      currency: 'EUR',
      idempotencyKey: 'refund-1',
    });
    expect(refund.refundRef).toBe('segpay-refund-5200');
    expect(srsCalls.at(-1)).toContain('RefundTransaction?UserID=srs-user');
    expect((await post({ ...sale(payment, '5202'), trantype: 'credit' })).status).toBe(200);
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
    expect((await paymentRow(payment.id)).status).toBe('refunded');

    const other = await checkout(m.cookie, 'mastercard');
    expect((await post(sale(other.payment, '5300'))).status).toBe(200);
    expect((await post({ ...sale(other.payment, '5301'), trantype: 'chargeback' })).status).toBe(200);
    expect((await paymentRow(other.payment.id)).status).toBe('charged_back');
  });
});

describe('CCBill', () => {
  const webhook = (eventType: string, body: Record<string, string>, ip = CCBILL_IP) =>
    deliver(
      `/api/payment-notify/ccbill?eventType=${eventType}&eventGroupType=Subscription`,
      { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
      ip,
    );
  const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
  const newSale = (p: { id: number; totalMinor: number }, subscriptionId: string) => ({
    subscriptionId,
    transactionId: `T${subscriptionId}`,
    clientAccnum: '900100',
    clientSubacc: '0001',
    timestamp: stamp(),
    billedInitialPrice: fromMinorUnits(p.totalMinor, 'EUR'),
    billedCurrencyCode: '978',
    'X-payment': String(p.id),
  });

  it('credits a sale CCBill confirms from its documented ranges; refuses other senders and unconfirmed ones', async () => {
    const m = await freshMember(h);
    const { payment } = await checkout(m.cookie, 'credit_card');
    expect((await webhook('NewSaleSuccess', newSale(payment, '1000001'), '198.51.100.2')).status).toBe(403);
    expect(await lastRejection('ccbill')).toMatchObject({ reason: 'sender_not_allowed' });
    // Data Link does not know the subscription: a forged sale from a spoofed address changes nothing.
    expect((await webhook('NewSaleSuccess', newSale(payment, '1000001'))).status).toBe(401);
    expect(await lastRejection('ccbill')).toMatchObject({ reason: 'requery_mismatch' });
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });

    datalink.set('1000001', { subscriptionStatus: '2', signupDate: '20261128021000' });
    expect((await webhook('NewSaleSuccess', newSale(payment, '1000001'))).status).toBe(200);
    expect(await member(m.id)).toEqual({ credits: payment.credits, paid: true });
    expect((await paymentRow(payment.id)).providerRef).toBe('1000001');
    expect((await webhook('NewSaleSuccess', newSale(payment, '1000001'))).status).toBe(200);
    expect(await member(m.id)).toEqual({ credits: payment.credits, paid: true });
    expect(await lastRejection('ccbill')).toMatchObject({ reason: 'replayed' });
  });

  it('fails a declined sale, keeps a renewal failure and a stale webhook, and takes back a confirmed chargeback', async () => {
    const m = await freshMember(h);
    const declined = await checkout(m.cookie, 'credit_card');
    const failure = {
      transactionId: 'F1',
      timestamp: stamp(),
      failureReason: 'Insufficient funds',
      'X-payment': String(declined.payment.id),
    };
    expect((await webhook('NewSaleFailure', failure)).status).toBe(200);
    expect((await paymentRow(declined.payment.id)).status).toBe('failed');

    const { payment } = await checkout(m.cookie, 'credit_card');
    datalink.set('1000002', { subscriptionStatus: '2', signupDate: '20261128021000' });
    expect((await webhook('NewSaleSuccess', newSale(payment, '1000002'))).status).toBe(200);
    const renewal = {
      subscriptionId: '1000002',
      transactionId: 'R1',
      timestamp: stamp(),
      failureReason: 'Declined',
    };
    expect((await webhook('RenewalFailure', renewal)).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('completed');
    expect(await lastRejection('ccbill')).toMatchObject({ reason: 'out_of_order', paymentId: payment.id });

    const chargeback = {
      subscriptionId: '1000002',
      transactionId: 'C1',
      timestamp: stamp(),
      amount: fromMinorUnits(payment.totalMinor, 'EUR'),
      currencyCode: '978',
    };
    // Data Link shows no chargeback yet: not believed.
    expect((await webhook('Chargeback', chargeback)).status).toBe(401);
    expect((await paymentRow(payment.id)).status).toBe('completed');
    const stale = { ...chargeback, timestamp: '2026-01-01 10:00:00' };
    expect((await webhook('Chargeback', stale)).status).toBe(401);
    expect(await lastRejection('ccbill')).toMatchObject({ reason: 'out_of_window' });

    datalink.set('1000002', {
      subscriptionStatus: '0',
      signupDate: '20261128021000',
      chargebacksIssued: '1',
    });
    expect((await webhook('Chargeback', chargeback)).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('charged_back');
    expect(await member(m.id)).toEqual({ credits: 0, paid: false });
    const kept = await h.db
      .select({ reason: paymentRejections.reason })
      .from(paymentRejections)
      .where(and(eq(paymentRejections.provider, 'ccbill'), eq(paymentRejections.paymentId, payment.id)));
    expect(kept.map((k) => k.reason)).toContain('out_of_order');
  });

  it('lists a payment’s refused notifications, newest first, for the console’s payment detail', async () => {
    const kept = (await rejections('ccbill')).find((r) => r.reason === 'requery_mismatch' && r.paymentId);
    const listed = await rejectionsOf(h.db, kept!.paymentId!);
    expect(listed.map((r) => [r.provider, r.reason])).toContainEqual(['ccbill', 'requery_mismatch']);
    expect(listed.map((r) => r.receivedAt.getTime())).toEqual(
      [...listed.map((r) => r.receivedAt.getTime())].sort((a, b) => b - a),
    );
  });
});
