import { describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLES } from './premium.ts';
import { editableSettings, settingChanges, siteSettingsEditSchema } from './site-settings-edit.ts';

describe('editable settings and their changes, edge cases', () => {
  it('fills the bundles and payment methods in when a site never set them', () => {
    const values = editableSettings({ refund_days: 14 });
    expect(values.bundles).toEqual(editableSettings({ bundles: {}, payment_methods: {} }).bundles);
    expect(values.payment_methods.paypal).toBe(true);
  });

  it('compares lists as whole values and names a value that was not there before', () => {
    expect(settingChanges({ list: [1, 2] }, { list: [1, 2], added: 3 })).toEqual([
      { path: 'added', before: null, after: 3 },
    ]);
    expect(settingChanges({ phone: null }, { phone: '+31 20' })).toEqual([
      { path: 'phone', before: null, after: '+31 20' },
    ]);
    expect(settingChanges({ list: [1, 2] }, { list: [2, 1] })).toEqual([
      { path: 'list', before: [1, 2], after: [2, 1] },
    ]);
  });
});

const effective = {
  bundles: {},
  payment_methods: { paypal: false },
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  enable_site_entry_popup: 'yes',
  message_credits: 1,
  photo_credits: 3,
  gift_credits: 5,
  signup_credits: 0,
  refund_days: 14,
  support_email: 'support@velvetdate.example',
  support_phone: '+31 20-794-6000',
};

describe('site settings edit schema', () => {
  it('accepts the effective values of a site as they are', () => {
    const values = editableSettings(effective);
    expect(values.bundles.p0.prices.EUR).toBe(DEFAULT_BUNDLES[0]!.prices.EUR);
    expect(values.payment_methods.paypal).toBe(false);
    expect(values.payment_methods.sofort).toBe(false);
    expect(values.payment_methods.visa).toBe(true);
    expect(siteSettingsEditSchema.safeParse(values).success).toBe(true);
  });

  it('refuses negative prices, unknown methods and keys, two popular bundles, control characters', () => {
    const values = editableSettings(effective);
    const issues = (patch: Record<string, unknown>) => {
      const r = siteSettingsEditSchema.safeParse(patch);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(
      issues({
        bundles: {
          ...values.bundles,
          p1: { ...values.bundles.p1, prices: { ...values.bundles.p1.prices, EUR: -5 } },
        },
      }),
    ).toEqual(['bundles.p1.prices.EUR:too_small']);
    expect(issues({ payment_methods: { ...values.payment_methods, bitcoin: true } })[0]).toMatch(
      /^payment_methods/,
    );
    expect(issues({ bundles: { ...values.bundles, p0: { ...values.bundles.p0, popular: true } } })).toEqual([
      'bundles.popular:one_popular_bundle',
    ]);
    expect(issues({ colour: 'red' })).toHaveLength(1);
    expect(issues({ support_phone: '+31\u0000 20' })).toContain('support_phone:control_characters');
    expect(issues({ support_email: 'nope' })).toEqual(['support_email:invalid_email']);
    expect(issues({ message_credits: -1 })).toEqual(['message_credits:too_small']);
    expect(issues({ refund_days: 1.5 })).toEqual(['refund_days:invalid']);
    expect(issues({ signups: 'nobody' })).toEqual(['signups:invalid']);
  });
});

describe('setting changes', () => {
  it('lists only the leaves that change, before → after', () => {
    const before = editableSettings(effective);
    const after = {
      ...before,
      message_credits: 2,
      bundles: {
        ...before.bundles,
        p1: { ...before.bundles.p1, prices: { ...before.bundles.p1.prices, EUR: 2995 } },
      },
    };
    expect(settingChanges(before, after)).toEqual([
      { path: 'bundles.p1.prices.EUR', before: 3495, after: 2995 },
      { path: 'message_credits', before: 1, after: 2 },
    ]);
    expect(settingChanges(before, before)).toEqual([]);
  });
});

describe('prices for single countries (ADR 0070)', () => {
  const values = editableSettings(effective);
  const withCountry = (country_prices: unknown) => ({
    bundles: { ...values.bundles, p1: { ...values.bundles.p1, country_prices } },
  });
  const issues = (patch: Record<string, unknown>) => {
    const r = siteSettingsEditSchema.safeParse(patch);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts a price in the currency the country pays in, and none at all', () => {
    expect(issues(withCountry({ AT: { EUR: 2995 }, CH: { CHF: 3190 } }))).toEqual([]);
    expect(issues(withCountry({}))).toEqual([]);
    expect(values.bundles.p1.country_prices).toEqual({});
  });

  it('refuses a bad country code, another currency, two prices, a country we price in no currency, a bad amount', () => {
    expect(issues(withCountry({ at: { EUR: 2995 } }))).toEqual([
      'bundles.p1.country_prices.at:invalid_country',
    ]);
    expect(issues(withCountry({ CH: { EUR: 2995 } }))).toEqual([
      'bundles.p1.country_prices.CH:currency_not_of_country',
    ]);
    expect(issues(withCountry({ AT: { EUR: 2995, CHF: 3000 } }))).toEqual([
      'bundles.p1.country_prices.AT:currency_not_of_country',
    ]);
    expect(issues(withCountry({ CA: { USD: 2995 } }))).toEqual([
      'bundles.p1.country_prices.CA:currency_not_of_country',
    ]);
    expect(issues(withCountry({ AT: { EUR: 0 } }))).toEqual(['bundles.p1.country_prices.AT.EUR:too_small']);
    expect(issues(withCountry({ AT: { XYZ: 100 } }))).toEqual([
      'bundles.p1.country_prices.AT:currency_not_of_country',
    ]);
    expect(issues(withCountry({ AT: { eur: 100 } }))).toEqual([
      'bundles.p1.country_prices.AT.eur:currency_not_of_country',
    ]);
    expect(issues(withCountry({ AT: 2995 }))).toEqual(['bundles.p1.country_prices.AT:invalid']);
    expect(issues(withCountry('AT'))).toEqual(['bundles.p1.country_prices:invalid']);
  });

  it('keeps the stored country prices in the editor and names a removed one (after null)', () => {
    const before = editableSettings({
      ...effective,
      bundles: { p1: { country_prices: { AT: { EUR: 2995 } } } },
    });
    expect(before.bundles.p1.country_prices).toEqual({ AT: { EUR: 2995 } });
    const after = { bundles: { ...before.bundles, p1: { ...before.bundles.p1, country_prices: {} } } };
    expect(settingChanges(before, after)).toEqual([
      { path: 'bundles.p1.country_prices.AT.EUR', before: 2995, after: null },
    ]);
  });
});

describe('the card statement descriptor (ADR 0087)', () => {
  const parse = (statement_descriptor: string) => siteSettingsEditSchema.safeParse({ statement_descriptor });
  it('takes letters, digits, spaces and . - *, and empty for the default', () => {
    expect(parse('LANTERNFIELD*MEDIA-1').success).toBe(true);
    expect(parse('').success).toBe(true);
  });
  it('refuses other characters and names the field', () => {
    const r = parse('Velvet Date ♥');
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['statement_descriptor', 'invalid'],
    ]);
  });
});
