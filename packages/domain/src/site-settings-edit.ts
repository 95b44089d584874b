/**
 * The runtime settings an operator edits per site (spec §3 Settings, issue 19 point 6): the one
 * schema the staff console and the `settings:set` CLI both validate with, and what an edit
 * changes (the preview and the audit row). Everything else a site runs on comes from brands/ or
 * is derived per request. A key added here shows up in the console's editor by its type.
 */
import { z } from 'zod';
import { ageAssuranceEditSchema } from './age-assurance.ts';
import { PAYMENT_METHOD_IDS, type PaymentMethodId, paymentMethodById } from './payment-methods.ts';
import { BUNDLE_TIERS, type Bundle, type BundleOverrides, defineBundles } from './premium.ts';
import { CURRENCIES, countryCurrency } from './prices.ts';
import { SIGNUP_MODES } from './signup.ts';
import { STATEMENT_DESCRIPTOR_MAX, STATEMENT_DESCRIPTOR_PATTERN } from './statement-descriptor.ts';
import { hasForbiddenControlCharacters } from './text-input.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from './validation.ts';

/** Credits an action costs: never negative, never absurd (a typo of 10000 would empty wallets). */
const credits = (max: number) =>
  z.number({ message: 'invalid' }).int('invalid').min(0, 'too_small').max(max, 'too_big');

/** One line an operator types: trimmed, `min`–`max` long, no control characters. */
export const editLine = (max: number, min = 1) =>
  z
    .string({ message: 'invalid' })
    .trim()
    .min(min, min > 1 ? 'too_short' : 'required')
    .max(max, 'too_long')
    .refine((v) => !hasForbiddenControlCharacters(v), 'control_characters');

/** A phone number as operators write it (+31 20-794-6000, (020) 794 6000). */
export const isPhoneNumber = (v: string) => /^\+?[0-9 ()./-]{5,40}$/.test(v);

const price = z
  .number({ message: 'invalid' })
  .int('invalid')
  .positive('too_small')
  .max(10_000_000, 'too_big');

/**
 * A bundle's prices for single countries (ADR 0070): each an ISO country code with one price in
 * the currency that country pays in (`{ AT: { EUR: 2995 } }`), so a price never lands in a
 * currency the country's members are not charged in.
 */
const countryPricesEditSchema = z
  .record(
    z.string({ message: 'invalid' }).regex(/^[A-Z]{2}$/, 'invalid_country'),
    z.record(z.string({ message: 'invalid' }).regex(/^[A-Z]{3}$/, 'currency_not_of_country'), price, {
      error: (issue) => (issue.code === 'invalid_key' ? 'currency_not_of_country' : 'invalid'),
    }),
    // A refused key is reported as the record's own issue: name it as the key's rule does.
    { error: (issue) => (issue.code === 'invalid_key' ? 'invalid_country' : 'invalid') },
  )
  .superRefine((byCountry, ctx) => {
    for (const [country, amounts] of Object.entries(byCountry)) {
      const currency = countryCurrency(country);
      const given = Object.keys(amounts);
      if (!currency || given.length !== 1 || given[0] !== currency)
        ctx.addIssue({ code: 'custom', message: 'currency_not_of_country', path: [country] });
    }
  });

const bundleEditSchema = z
  .object({
    credits: z.number({ message: 'invalid' }).int('invalid').positive('too_small').max(100_000, 'too_big'),
    prices: z
      .object(
        Object.fromEntries(CURRENCIES.map((c) => [c, price])) as Record<
          (typeof CURRENCIES)[number],
          typeof price
        >,
      )
      .strict(),
    popular: z.boolean({ message: 'invalid' }),
    country_prices: countryPricesEditSchema.optional(),
  })
  .strict();

/** The four bundles, each complete: exactly one is marked popular. */
const bundlesEditSchema = z
  .object(
    Object.fromEntries(BUNDLE_TIERS.map((t) => [t, bundleEditSchema])) as Record<
      (typeof BUNDLE_TIERS)[number],
      typeof bundleEditSchema
    >,
  )
  .strict()
  .refine((b) => Object.values(b).filter((x) => x.popular).length === 1, {
    message: 'one_popular_bundle',
    path: ['popular'],
  });

/** Every method switched on or off: an unknown method id is refused, not stored. */
const paymentMethodsEditSchema = z
  .object(
    Object.fromEntries(PAYMENT_METHOD_IDS.map((id) => [id, z.boolean({ message: 'invalid' })])) as Record<
      PaymentMethodId,
      z.ZodBoolean
    >,
  )
  .strict();

/**
 * Which provider serves a method (ADR 0085): method ids of spec §9 only, a provider id as
 * PAYMENT_PROVIDER names them. Whether that provider runs and takes the method is the API's
 * check (it knows the configuration); an absent method goes to the default provider.
 */
const paymentProvidersEditSchema = z.partialRecord(
  z.enum(PAYMENT_METHOD_IDS, { message: 'invalid' }),
  z.string({ message: 'invalid' }).regex(/^[a-z][a-z0-9_]{0,39}$/, 'invalid'),
  { message: 'invalid' },
);

/**
 * The editable settings, every key optional (an edit sends what it changes; the console sends
 * them all). Unknown keys are refused so a typo never lands in the site row unnoticed.
 */
export const siteSettingsEditSchema = z
  .object({
    bundles: bundlesEditSchema,
    payment_methods: paymentMethodsEditSchema,
    payment_providers: paymentProvidersEditSchema,
    signups: z.enum(SIGNUP_MODES, { message: 'invalid' }),
    logged_out_search: z.boolean({ message: 'invalid' }),
    logged_out_search_trafficsource: z.boolean({ message: 'invalid' }),
    enable_site_entry_popup: z.enum(['yes', 'no'], { message: 'invalid' }),
    message_credits: credits(1000),
    photo_credits: credits(1000),
    gift_credits: credits(1000),
    signup_credits: credits(10_000),
    refund_days: z.number({ message: 'invalid' }).int('invalid').min(0, 'too_small').max(365, 'too_big'),
    support_email: editLine(EMAIL_MAX_LENGTH).refine(isValidEmail, 'invalid_email'),
    support_phone: editLine(40).refine(isPhoneNumber, 'invalid_phone'),
    // ADR 0087: what card statements show; empty for the default from the company name.
    statement_descriptor: editLine(STATEMENT_DESCRIPTOR_MAX, 0).refine(
      (v) => STATEMENT_DESCRIPTOR_PATTERN.test(v),
      'invalid',
    ),
    age_assurance: ageAssuranceEditSchema,
  })
  .partial()
  .strict();
export type SiteSettingsEdit = z.infer<typeof siteSettingsEditSchema>;
export type SiteSettingKey = keyof SiteSettingsEdit;
export const SITE_SETTING_KEYS = Object.keys(siteSettingsEditSchema.shape) as SiteSettingKey[];

/** The bundles as the editor shows them: the effective four, keyed by tier. */
export function bundlesForEdit(bundles: readonly Bundle[]): NonNullable<SiteSettingsEdit['bundles']> {
  return Object.fromEntries(
    bundles.map((b) => [
      b.tier,
      {
        credits: b.credits,
        prices: { ...b.prices },
        popular: b.popular,
        country_prices: structuredClone(b.country_prices ?? {}),
      },
    ]),
  ) as NonNullable<SiteSettingsEdit['bundles']>;
}

/** Every method's effective switch: the operator's, else on unless discontinued (spec §9). */
export function paymentMethodsForEdit(
  enabled: Readonly<Partial<Record<string, boolean>>>,
): NonNullable<SiteSettingsEdit['payment_methods']> {
  return Object.fromEntries(
    PAYMENT_METHOD_IDS.map((id) => [id, enabled[id] ?? !paymentMethodById(id)!.discontinued]),
  ) as NonNullable<SiteSettingsEdit['payment_methods']>;
}

/** The editable values of a site as it runs now (its effective settings, defaults filled in). */
export function editableSettings(effective: Readonly<Record<string, unknown>>): Required<SiteSettingsEdit> {
  const values: Record<string, unknown> = {};
  for (const key of SITE_SETTING_KEYS) values[key] = effective[key];
  values.bundles = bundlesForEdit(defineBundles((effective.bundles ?? {}) as BundleOverrides));
  values.payment_methods = paymentMethodsForEdit(
    (effective.payment_methods ?? {}) as Record<string, boolean>,
  );
  values.payment_providers = { ...((effective.payment_providers ?? {}) as Record<string, string>) };
  return values as Required<SiteSettingsEdit>;
}

/** One changed value, by its dotted path (`bundles.p1.prices.EUR`), before → after. */
export interface SettingChange {
  path: string;
  before: unknown;
  after: unknown;
}

function leaves(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, `${prefix}.${k}`, out);
  } else out.set(prefix, value);
}

/**
 * What an edit changes, leaf by leaf, in the order of `after`, then what it removes (a country's
 * price taken away: after null): the preview and the audit row.
 */
export function settingChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): SettingChange[] {
  const old = new Map<string, unknown>();
  const next = new Map<string, unknown>();
  for (const key of Object.keys(after)) {
    leaves(before[key], key, old);
    leaves(after[key], key, next);
  }
  const removed = [...old].filter(([path]) => !next.has(path));
  return [
    ...[...next]
      .filter(([path, value]) => JSON.stringify(old.get(path)) !== JSON.stringify(value))
      .map(([path, value]) => ({ path, before: old.get(path) ?? null, after: value })),
    ...removed.map(([path, value]) => ({ path, before: value, after: null })),
  ];
}
