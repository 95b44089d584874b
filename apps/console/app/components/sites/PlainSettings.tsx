/**
 * The site's plain settings, one control each as the settings schema describes it (a switch, a
 * choice, a number, a text): a setting added to the schema appears here without a change.
 */
import type { SiteSettingsEdit } from '@dating/domain';
import { Checkbox, Select, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { settingControls } from '../../lib/site-settings-form.ts';
import * as styles from '../../styles.css.ts';

export function PlainSettings({
  values,
  errors,
}: {
  values: SiteSettingsEdit;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => (i18n.exists(`sites.fields.${key}`) ? t(`sites.fields.${key}`) : key);
  const hint = (key: string) => (i18n.exists(`sites.hints.${key}`) ? t(`sites.hints.${key}`) : undefined);
  const current = values as Record<string, unknown>;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('sites.general')}</legend>
      <div className={styles.formGrid}>
        {settingControls().map((control) => {
          const error = errors[control.key] ? t(errors[control.key]!) : undefined;
          const value = current[control.key];
          const common = { name: control.key, label: label(control.key), hint: hint(control.key), error };
          if (control.kind === 'boolean')
            return <Checkbox key={control.key} {...common} defaultChecked={value === true} />;
          if (control.kind === 'choice') {
            return (
              <Select
                key={control.key}
                {...common}
                defaultValue={String(value ?? '')}
                options={control.options.map((o) => ({
                  value: o,
                  label: i18n.exists(`sites.choices.${control.key}.${o}`)
                    ? t(`sites.choices.${control.key}.${o}`)
                    : o,
                }))}
              />
            );
          }
          return (
            <TextField
              key={control.key}
              {...common}
              inputMode={control.kind === 'number' ? 'numeric' : undefined}
              defaultValue={value === undefined || value === null ? '' : String(value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
