/**
 * Which payment provider serves each method on the site (the `payment_providers` setting, ADR
 * 0085). A choice exists only when the network runs more than one provider; with one, the page
 * says so instead of offering selects with a single answer.
 */
import type { SiteSettingsView } from '@dating/contract';
import { PAYMENT_METHODS, type SiteSettingsEdit } from '@dating/domain';
import { Select } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';

export function ProviderChoice({
  providers,
  served,
  errors,
}: {
  providers: SiteSettingsView['providers'];
  served: NonNullable<SiteSettingsEdit['payment_providers']>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (providers.running.length < 2) {
    return (
      <fieldset className={styles.fieldset}>
        <legend>{t('sites.paymentProviders')}</legend>
        <p className={styles.muted}>{t('sites.paymentProvidersOne', { provider: providers.default })}</p>
      </fieldset>
    );
  }
  const options = [
    { value: '', label: t('sites.paymentProviderDefault', { provider: providers.default }) },
    ...providers.running.map((id) => ({ value: id, label: id })),
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('sites.paymentProviders')}</legend>
      <p className={styles.muted}>{t('sites.paymentProvidersHint')}</p>
      <div className={styles.choiceGrid}>
        {PAYMENT_METHODS.map((m) => (
          <Select
            key={m.id}
            name={`payment_providers.${m.id}`}
            label={m.name}
            options={options}
            defaultValue={served[m.id] ?? ''}
            error={errors[`payment_providers.${m.id}`] ? t(errors[`payment_providers.${m.id}`]!) : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
