/**
 * Age assurance per country of a site (ADR 0088): one row per country with the checks its
 * visitors must pass before explicit photos and chat photos are sent, and one empty row to add
 * a country (works without JavaScript). A row without any check ticked is removed: that
 * country then needs only the date of birth typed at signup.
 */
import { AGE_CHECK_METHODS, type SiteSettingsEdit } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { SettingsTable } from './BundlesTable.tsx';

export function AgeAssuranceTable({
  setting,
  errors,
}: {
  setting: NonNullable<SiteSettingsEdit['age_assurance']>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const rows = [...Object.keys(setting).sort(), ''];
  const refused = Object.entries(errors).filter(
    ([name]) => name === 'age_assurance' || name.startsWith('age_assurance.'),
  );
  return (
    <SettingsTable legend={t('ageAssurance.legend')} hint={t('ageAssurance.hint')} refused={refused}>
      <thead>
        <tr>
          <th scope="col">{t('sites.country')}</th>
          {AGE_CHECK_METHODS.map((m) => (
            <th scope="col" key={m}>
              {t(`ageAssurance.methods.${m}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((country, i) => {
          const where = country || t('sites.newCountry');
          return (
            <tr key={country || 'new'} data-age-country={country || 'new'}>
              <td>
                <input
                  name={`age_assurance.${i}.country`}
                  defaultValue={country}
                  aria-label={country ? t('sites.countryOfRow', { country }) : t('sites.addCountry')}
                  aria-invalid={refused.some(([name]) => name === `age_assurance.${country}`) || undefined}
                  autoCapitalize="characters"
                  className={styles.cellInput}
                />
              </td>
              {AGE_CHECK_METHODS.map((m) => (
                <td key={m}>
                  <input
                    type="checkbox"
                    name={`age_assurance.${i}.${m}`}
                    defaultChecked={Boolean(country && setting[country]?.includes(m))}
                    aria-label={t('ageAssurance.cell', {
                      method: t(`ageAssurance.methods.${m}`),
                      country: where,
                    })}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </SettingsTable>
  );
}
