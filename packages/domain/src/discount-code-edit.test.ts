import { describe, expect, it } from 'vitest';
import { discountCodeCreateSchema, discountCodeProblems } from './discount-code-edit.ts';

const now = new Date('2026-06-01T12:00:00Z');
const valid = {
  code: 'summer-26',
  country: 'NL',
  user_id: null,
  expires: '2026-07-01T00:00:00Z',
  value_percentage: 20,
  currency: 'EUR',
  minimum_order_value: 1000,
  validity: 'once_per_user',
  paymentmethods: ['ideal'],
  status: 'active',
};

describe('discount code edit', () => {
  it('refuses a payment method named twice', () => {
    const parsed = discountCodeCreateSchema.parse({ ...valid, paymentmethods: ['ideal', 'ideal'] });
    expect(discountCodeProblems(parsed, now)).toEqual({ paymentmethods: 'invalid' });
  });

  it('takes a valid code, upper-cased', () => {
    const parsed = discountCodeCreateSchema.parse(valid);
    expect(parsed.code).toBe('SUMMER-26');
    expect(discountCodeProblems(parsed, now)).toEqual({});
  });

  it('refuses bad fields with their reasons', () => {
    const r = discountCodeCreateSchema.safeParse({
      ...valid,
      code: 'a b',
      country: 'XX',
      value_percentage: 120,
      paymentmethods: ['bitcoin'],
      validity: 'twice',
    });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      code: 'invalid_discount_code',
      country: 'unknown_country',
      value_percentage: 'too_big',
      validity: 'invalid',
    });
    expect(fields['paymentmethods.0']).toBeDefined();
  });

  it('refuses a past expiry unless the code already had it, and a minimum without a currency', () => {
    const past = discountCodeCreateSchema.parse({
      ...valid,
      expires: '2026-05-01T00:00:00Z',
      currency: null,
    });
    expect(discountCodeProblems(past, now)).toEqual({
      expires: 'expiry_in_past',
      currency: 'currency_required',
    });
    expect(discountCodeProblems(past, now, '2026-05-01T00:00:00.000Z')).toEqual({
      currency: 'currency_required',
    });
  });
});
