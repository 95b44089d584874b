/**
 * The providers' documented schemes, checked against the examples their documentation gives
 * (ADR 0085), and the helpers every adapter reads notifications with.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inRanges, minorOf, notificationFields, paymentIdOf } from './adapter-kit.ts';
import { CCBILL_WEBHOOK_RANGES, ccbillFormDigest } from './ccbill.ts';
import { segpayStatus } from './segpay.ts';
import { verotelSignature } from './verotel.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('Verotel FlexPay signature', () => {
  it('is SHA-256 of the key and the parameters sorted by name, joined with colons', () => {
    // FlexPay's own example: key "aaB", shopID 123, custom1 xyz, an empty custom2.
    expect(verotelSignature('aaB', { shopID: '123', custom1: 'xyz', custom2: '' })).toBe(
      sha256('aaB:custom1=xyz:custom2=:shopID=123'),
    );
  });

  it('leaves the signature itself out, and changes with any parameter', () => {
    const params = { shopID: '1', priceAmount: '9.95', priceCurrency: 'EUR' };
    const signed = verotelSignature('k', params);
    expect(verotelSignature('k', { ...params, signature: signed })).toBe(signed);
    expect(verotelSignature('k', { ...params, priceAmount: '0.95' })).not.toBe(signed);
  });
});

describe('CCBill', () => {
  it('makes the formDigest as its guide does: MD5 of price, period, currency code and salt', () => {
    expect(ccbillFormDigest('10.00', '30', '840', '7d901dad245fd0ff6bc20d06')).toBe(
      createHash('md5').update('10.00308407d901dad245fd0ff6bc20d06').digest('hex'),
    );
  });

  it('takes webhooks only from the ranges its Webhooks User Guide lists', () => {
    expect(inRanges('64.38.212.1', CCBILL_WEBHOOK_RANGES)).toBe(true);
    expect(inRanges('64.38.241.254', CCBILL_WEBHOOK_RANGES)).toBe(true);
    expect(inRanges('::ffff:64.38.215.9', CCBILL_WEBHOOK_RANGES)).toBe(true);
    expect(inRanges('64.38.213.1', CCBILL_WEBHOOK_RANGES)).toBe(false);
    expect(inRanges('local', CCBILL_WEBHOOK_RANGES)).toBe(false);
    expect(inRanges('10.0.0.5', ['10.0.0.5'])).toBe(true);
  });
});

describe('Segpay transaction postbacks', () => {
  it('map to our statuses; a declined rebill is a failure, an unknown type nothing', () => {
    expect(segpayStatus({ trantype: 'sale', approved: 'Yes' })).toBe('paid');
    expect(segpayStatus({ trantype: 'sale', approved: 'No' })).toBe('failed');
    expect(segpayStatus({ trantype: 'charge', stage: 'Rebill', approved: 'No' })).toBe('failed');
    expect(segpayStatus({ trantype: 'credit', approved: 'Yes' })).toBe('refunded');
    expect(segpayStatus({ trantype: 'chargeback' })).toBe('charged_back');
    expect(segpayStatus({ action: 'Void', trantype: 'sale' })).toBe('refunded');
    expect(segpayStatus({ action: 'Probe' })).toBeNull();
  });
});

describe('reading a notification', () => {
  const request = (method: string, body: string, type: string, query = '') => ({
    method,
    url: new URL(`http://x/api/payment-notify/p${query}`),
    rawBody: body,
    headers: new Headers({ 'content-type': type }),
    ip: '1.2.3.4',
  });

  it('reads a GET postback’s query, a form post and JSON; refuses JSON that is not an object', () => {
    expect(notificationFields(request('GET', '', '', '?a=1&b=two'))).toEqual({ a: '1', b: 'two' });
    expect(notificationFields(request('POST', 'a=1&b=2', 'application/x-www-form-urlencoded'))).toEqual({
      a: '1',
      b: '2',
    });
    expect(notificationFields(request('POST', '{"a":1,"b":"x","c":{}}', 'application/json'))).toEqual({
      a: '1',
      b: 'x',
    });
    expect(notificationFields(request('POST', '[1]', 'application/json'))).toBeNull();
    expect(notificationFields(request('POST', '{', 'application/json'))).toBeNull();
  });

  it('reads amounts in major units and our payment reference, or nothing', () => {
    expect(minorOf('14.95', 'eur')).toBe(1495);
    expect(minorOf('14,95', 'EUR')).toBeNull();
    expect(minorOf(undefined, 'EUR')).toBeNull();
    expect(paymentIdOf('42')).toBe(42);
    expect(paymentIdOf('42; drop')).toBeNull();
  });
});
