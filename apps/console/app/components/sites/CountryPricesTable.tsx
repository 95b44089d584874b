/**
 * A site's bundle prices for single countries (ADR 0070): one row per country with its own
 * price for any bundle (empty: the site's price), in the currency that country pays in, and one
 * empty row to add a country (works without JavaScript; preview to get another empty row).
 * Clearing a row's prices, or its country, removes them.
 */
import { BUNDLE_TIERS, type SiteSettingsEdit, countryCurrency, fromMinorUnits } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { SettingsTable } from './BundlesTable.tsx';

type Bundles = NonNullable<SiteSettingsEdit['bundles']>;

/** The countries with a price in any bundle, in alphabetical order. */
export function pricedCountries(bundles: Bundles): string[] {
  return [...new Set(BUNDLE_TIERS.flatMap((tier) => Object.keys(bundles[tier].country_prices ?? {})))].sort();
}

export function CountryPricesTable({
  bundles,
  errors,
}: {
  bundles: Bundles;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const rows = [...pricedCountries(bundles), ''];
  const refused = Object.entries(errors).filter(([name]) => name.includes('.country_prices'));
  const refusedCountry = (country: string) =>
    refused.some(([name]) => name.split('.')[3] === country) ? true : undefined;
  return (
    <SettingsTable legend={t('sites.countryPrices')} hint={t('sites.countryPricesHint')} refused={refused}>
      <thead>
        <tr>
          {[t('sites.country'), t('sites.currency'), ...BUNDLE_TIERS].map((heading) => (
            <th scope="col" key={heading}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((country, i) => {
          const currency = country ? countryCurrency(country) : null;
          const where = country || t('sites.newCountry');
          return (
            <tr key={country || 'new'} data-country={country || 'new'}>
              <td>
                <input
                  name={`country_prices.${i}.country`}
                  defaultValue={country}
                  aria-label={country ? t('sites.countryOfRow', { country }) : t('sites.addCountry')}
                  aria-invalid={country ? refusedCountry(country) : undefined}
                  autoCapitalize="characters"
                  className={styles.cellInput}
                />
              </td>
              <td>{currency ?? '—'}</td>
              {BUNDLE_TIERS.map((tier) => {
                const own = country ? bundles[tier].country_prices?.[country] : undefined;
                const [cur, amount] = Object.entries(own ?? {})[0] ?? [];
                return (
                  <td key={tier}>
                    <input
                      name={`country_prices.${i}.${tier}`}
                      // A refused country without a currency keeps its amount as typed (major units).
                      defaultValue={
                        typeof amount === 'number' ? fromMinorUnits(amount, cur ?? '') : (amount ?? '')
                      }
                      inputMode="decimal"
                      aria-label={t('sites.countryPriceOf', { tier, country: where })}
                      className={styles.cellInput}
                    />
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </SettingsTable>
  );
}
