import { describe, expect, it } from 'vitest';
import {
  type DiscountCode,
  type DiscountContext,
  discountCodeSchema,
  validateDiscountCode,
} from './discount-codes.ts';

const code: DiscountCode = {
  code: 'SPRING20',
  country: 'NL',
  user_id: null,
  expires: '2026-12-01T00:00:00Z',
  value_percentage: 20,
  currency: 'EUR',
  minimum_order_value: 3000,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: ['ideal', 'paypal'],
};

const ctx: DiscountContext = {
  userId: 7,
  country: 'nl',
  currency: 'EUR',
  amountMinor: 3495,
  paymentMethod: 'ideal',
  usedByUser: false,
  now: new Date('2026-11-22T12:00:00Z'),
};

describe('§5/§8 discount code errors', () => {
  it.each<[string, Partial<DiscountCode> | null, Partial<DiscountContext>, string | null]>([
    ['a valid code', {}, {}, null],
    ['no such code', null, {}, 'code_not_found'],
    ['an inactive code', { status: 'inactive' }, {}, 'code_not_found'],
    ['a code of another member', { user_id: 8 }, {}, 'code_not_found'],
    ['a code of this member', { user_id: '7' }, {}, null],
    ['expired by flag', { expired: true }, {}, 'code_expired'],
    ['expiring exactly now', { expires: '2026-11-22T12:00:00Z' }, {}, 'code_expired'],
    ['expiring a millisecond later', { expires: '2026-11-22T12:00:00.001Z' }, {}, null],
    ['without expiry', { expires: null }, {}, null],
    ['used up', { status: 'used' }, {}, 'code_already_used'],
    ['used once by this member', {}, { usedByUser: true }, 'code_already_used'],
    ['single-use, used by this member', { validity: 'once' }, { usedByUser: true }, 'code_already_used'],
    ['unlimited, used before', { validity: 'unlimited' }, { usedByUser: true }, null],
    ['another country', {}, { country: 'BE' }, 'code_wrong_country'],
    ['any country', { country: null }, { country: 'BE' }, null],
    ['another currency', {}, { currency: 'GBP' }, 'code_wrong_country'],
    ['exactly the minimum order', {}, { amountMinor: 3000 }, null],
    ['below the minimum order', {}, { amountMinor: 2999 }, 'code_below_minimum'],
    ['a method the code excludes', {}, { paymentMethod: 'visa' }, 'code_method_not_allowed'],
    ['no method chosen yet', {}, { paymentMethod: null }, null],
    ['a code for every method', { paymentmethods: [] }, { paymentMethod: 'visa' }, null],
  ])('%s → %s', (_case, patch, ctxPatch, expected) => {
    const c = patch === null ? null : { ...code, ...patch };
    expect(validateDiscountCode(c, { ...ctx, ...ctxPatch })).toBe(expected);
  });

  it('parses the API shape', () => {
    expect(discountCodeSchema.parse(code)).toEqual(code);
    expect(discountCodeSchema.safeParse({ ...code, value_percentage: 101 }).success).toBe(false);
  });
});
