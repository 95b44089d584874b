/**
 * The site settings editor's form ↔ the one settings schema of @dating/domain: which control
 * each setting gets (read from the schema, so a setting added there appears in the editor by
 * itself), and the submitted form turned back into the values the staff API checks. Prices are
 * typed in major units (34.95) and sent in minor units; text that is no number is sent as it is,
 * so the API names the field.
 */
import {
  AGE_CHECK_METHODS,
  BUNDLE_TIERS,
  CURRENCIES,
  PAYMENT_METHOD_IDS,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettingsEdit,
  countryCurrency,
  siteSettingsEditSchema,
  toMinorUnits,
} from '@dating/domain';

export type SettingControl =
  | { key: SiteSettingKey; kind: 'boolean' }
  | { key: SiteSettingKey; kind: 'number' }
  | { key: SiteSettingKey; kind: 'text' }
  | { key: SiteSettingKey; kind: 'choice'; options: string[] };

/** The settings with an editor of their own (a table, a list of switches). */
const COMPOUND: readonly SiteSettingKey[] = [
  'bundles',
  'payment_methods',
  'payment_providers',
  'age_assurance',
];

type Introspectable = { def: { type: string; innerType?: Introspectable }; options?: unknown[] };

/** The plain settings and their control, in the schema's order. */
export function settingControls(): SettingControl[] {
  const shape = siteSettingsEditSchema.shape as unknown as Record<SiteSettingKey, Introspectable>;
  return SITE_SETTING_KEYS.filter((key) => !COMPOUND.includes(key)).flatMap((key): SettingControl[] => {
    let schema = shape[key];
    while (schema.def.type === 'optional' && schema.def.innerType) schema = schema.def.innerType;
    switch (schema.def.type) {
      case 'boolean':
        return [{ key, kind: 'boolean' }];
      case 'number':
        return [{ key, kind: 'number' }];
      case 'enum':
        return [{ key, kind: 'choice', options: (schema.options ?? []).map(String) }];
      case 'string':
        return [{ key, kind: 'text' }];
      default:
        return [];
    }
  });
}

/** A whole number as typed, or the text itself so the API names the field. */
export const integer = (raw: string): number | string =>
  /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;

function money(raw: string, currency: string): number | string {
  try {
    return toMinorUnits(raw.replace(',', '.'), currency);
  } catch {
    return raw;
  }
}

/**
 * The prices for single countries of one bundle from the form's country rows (ADR 0070): a row
 * without a country or without a price for the bundle adds nothing; the price is in the currency
 * the country pays in (a country we price in no currency sends none, so the API names it).
 */
function countryPricesFromForm(form: FormData, tier: string) {
  const prices: Record<string, Record<string, number | string>> = {};
  for (let i = 0; form.has(`country_prices.${i}.country`); i++) {
    const country = String(form.get(`country_prices.${i}.country`))
      .trim()
      .toUpperCase();
    const raw = String(form.get(`country_prices.${i}.${tier}`) ?? '').trim();
    if (!country || !raw) continue;
    const currency = countryCurrency(country) ?? '';
    prices[country] = { [currency]: money(raw, currency) };
  }
  return prices;
}

/**
 * The checks per country from the age assurance rows (ADR 0088): a row without a country adds
 * nothing; a country without a ticked check is sent empty, which removes it.
 */
function ageAssuranceFromForm(form: FormData) {
  const byCountry: Record<string, string[]> = {};
  for (let i = 0; form.has(`age_assurance.${i}.country`); i++) {
    const country = String(form.get(`age_assurance.${i}.country`))
      .trim()
      .toUpperCase();
    if (!country) continue;
    byCountry[country] = AGE_CHECK_METHODS.filter((m) => form.has(`age_assurance.${i}.${m}`));
  }
  return byCountry;
}

/** The form's values as the staff API takes them (checked there by the one schema). */
export function settingsFromForm(form: FormData): SiteSettingsEdit {
  const text = (name: string) => String(form.get(name) ?? '');
  const values: Record<string, unknown> = {};
  for (const control of settingControls()) {
    const raw = text(control.key);
    values[control.key] =
      control.kind === 'boolean' ? form.has(control.key) : control.kind === 'number' ? integer(raw) : raw;
  }
  const popular = text('bundles.popular');
  values.bundles = Object.fromEntries(
    BUNDLE_TIERS.map((tier) => [
      tier,
      {
        credits: integer(text(`bundles.${tier}.credits`)),
        prices: Object.fromEntries(CURRENCIES.map((c) => [c, money(text(`bundles.${tier}.prices.${c}`), c)])),
        popular: popular === tier,
        country_prices: countryPricesFromForm(form, tier),
      },
    ]),
  );
  values.payment_methods = Object.fromEntries(
    PAYMENT_METHOD_IDS.map((id) => [id, form.has(`payment_methods.${id}`)]),
  );
  values.age_assurance = ageAssuranceFromForm(form);
  // Only a network running several providers shows the choice; without it the setting stays.
  if (PAYMENT_METHOD_IDS.some((id) => form.has(`payment_providers.${id}`))) {
    values.payment_providers = Object.fromEntries(
      PAYMENT_METHOD_IDS.flatMap((id) => {
        const provider = String(form.get(`payment_providers.${id}`) ?? '').trim();
        return provider ? [[id, provider]] : [];
      }),
    );
  }
  return values as SiteSettingsEdit;
}
