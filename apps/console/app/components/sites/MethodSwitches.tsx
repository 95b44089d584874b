/** Every payment method of spec §9 switched on or off for the site, with its scheme's own name. */
import { PAYMENT_METHODS, type SiteSettingsEdit } from '@dating/domain';
import { Checkbox } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';

export function MethodSwitches({
  methods,
  error,
}: {
  methods: NonNullable<SiteSettingsEdit['payment_methods']>;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('sites.paymentMethods')}</legend>
      <p className={styles.muted}>{t('sites.paymentMethodsHint')}</p>
      <div className={styles.choiceGrid}>
        {PAYMENT_METHODS.map((m) => (
          <Checkbox
            key={m.id}
            name={`payment_methods.${m.id}`}
            label={m.discontinued ? t('sites.discontinued', { name: m.name }) : m.name}
            defaultChecked={methods[m.id]}
          />
        ))}
      </div>
      {error ? <p className={styles.fieldError}>{t(error)}</p> : null}
    </fieldset>
  );
}
