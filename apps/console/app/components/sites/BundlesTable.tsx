/**
 * The four credit bundles of a site as one table: credits, the popular one, and the price in
 * every currency (typed in major units). Each cell is labelled for screen readers; a refused
 * cell is marked and its reason listed under the table.
 */
import { BUNDLE_TIERS, CURRENCIES, type SiteSettingsEdit, fromMinorUnits } from '@dating/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { ScrollTable } from '../ScrollTable.tsx';

type Bundles = NonNullable<SiteSettingsEdit['bundles']>;

const shown = (value: unknown, currency?: string) =>
  typeof value === 'number' && currency
    ? fromMinorUnits(value, currency)
    : value === undefined
      ? ''
      : String(value);

export function BundlesTable({ bundles, errors }: { bundles: Bundles; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const refused = Object.entries(errors).filter(
    ([name]) => name.startsWith('bundles.') && !name.includes('.country_prices'),
  );
  return (
    <SettingsTable legend={t('sites.bundles')} hint={t('sites.bundlesHint')} refused={refused}>
      <thead>
        <tr>
          <th scope="col">{t('sites.tier')}</th>
          <th scope="col">{t('sites.credits')}</th>
          <th scope="col">{t('sites.popular')}</th>
          {CURRENCIES.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {BUNDLE_TIERS.map((tier) => {
          const bundle = bundles[tier];
          const cell = (name: string, label: string, value: string) => (
            <input
              name={name}
              defaultValue={value}
              inputMode="decimal"
              aria-label={label}
              aria-invalid={errors[name] ? true : undefined}
              className={styles.cellInput}
            />
          );
          return (
            <tr key={tier}>
              <th scope="row">{tier}</th>
              <td>
                {cell(`bundles.${tier}.credits`, t('sites.cellCredits', { tier }), shown(bundle.credits))}
              </td>
              <td>
                <input
                  type="radio"
                  name="bundles.popular"
                  value={tier}
                  defaultChecked={bundle.popular}
                  aria-label={t('sites.cellPopular', { tier })}
                />
              </td>
              {CURRENCIES.map((c) => (
                <td key={c}>
                  {cell(
                    `bundles.${tier}.prices.${c}`,
                    t('sites.cellPrice', { tier, currency: c }),
                    shown(bundle.prices[c], c),
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </SettingsTable>
  );
}

/**
 * A table of settings in its own fieldset: the legend, a hint, the table scrolling sideways on
 * narrow screens, and the refused cells listed under it.
 */
export function SettingsTable({
  legend,
  hint,
  refused,
  children,
}: {
  legend: string;
  hint: string;
  refused: [string, string][];
  children: ReactNode;
}) {
  return (
    <fieldset className={`${styles.fieldset} ${styles.shrinkableFieldset}`}>
      <legend>{legend}</legend>
      <p className={styles.muted}>{hint}</p>
      <ScrollTable label={legend}>{children}</ScrollTable>
      <RefusedSettings refused={refused} />
    </fieldset>
  );
}

/** The refused cells of a table, each by its name in words and the reason. */
function RefusedSettings({ refused }: { refused: [string, string][] }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <ul className={styles.fieldError}>
      {refused.map(([name, key]) => (
        <li key={name}>
          <SettingLabel path={name} />: {t(key)}
        </li>
      ))}
    </ul>
  );
}

/** A setting's name in words, from its dotted path (`bundles.p1.prices.EUR`). */
export function SettingLabel({ path }: { path: string }) {
  const { t, i18n } = useTranslation();
  const [key, a, b, c] = path.split('.');
  if (key === 'bundles' && a === 'popular') return <>{t('sites.popularBundle')}</>;
  if (key === 'bundles' && b === 'prices') return <>{t('sites.cellPrice', { tier: a, currency: c })}</>;
  if (key === 'bundles' && b === 'country_prices')
    return <>{c ? t('sites.countryPriceOf', { tier: a, country: c }) : t('sites.countryPrices')}</>;
  if (key === 'bundles' && b === 'credits') return <>{t('sites.cellCredits', { tier: a })}</>;
  if (key === 'bundles' && b === 'popular') return <>{t('sites.cellPopular', { tier: a })}</>;
  if (key === 'payment_methods' && a) return <>{t('sites.methodSwitch', { method: a })}</>;
  if (key === 'age_assurance')
    return <>{a ? t('ageAssurance.countryRow', { country: a }) : t('ageAssurance.legend')}</>;
  return <>{i18n.exists(`sites.fields.${key}`) ? t(`sites.fields.${key}`) : key}</>;
}
