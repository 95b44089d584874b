/**
 * The fields of a discount code (spec §3): the code (only when new), percentage, country, member,
 * expiry date, currency and minimum order, validity, payment methods and status. The minimum is
 * typed in major units of the currency; the expiry is a date (the code holds until its end, UTC).
 */
import {
  CURRENCIES,
  DISCOUNT_STATUSES,
  DISCOUNT_VALIDITIES,
  PAYMENT_METHODS,
  REGION_COUNTRIES,
  fromMinorUnits,
} from '@dating/domain';
import { Checkbox, Select, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';

/** What the form shows: as stored, or as typed when the API refused it. */
export interface CodeFormValues {
  code?: string;
  value_percentage: string;
  country: string;
  user_id: string;
  expires: string;
  currency: string;
  minimum_order_value: string;
  validity: string;
  paymentmethods: string[];
  status: string;
}

export const EMPTY_CODE: CodeFormValues = {
  code: '',
  value_percentage: '',
  country: '',
  user_id: '',
  expires: '',
  currency: 'EUR',
  minimum_order_value: '0',
  validity: 'once_per_user',
  paymentmethods: [],
  status: 'active',
};

/** A stored code as the form shows it. */
export function codeFormValues(code: {
  value_percentage: number;
  country: string | null;
  user_id: number | null;
  expires: string | null;
  currency: string | null;
  minimum_order_value: number;
  validity: string;
  paymentmethods: string[];
  status: string;
}): CodeFormValues {
  return {
    value_percentage: String(code.value_percentage),
    country: code.country ?? '',
    user_id: code.user_id === null ? '' : String(code.user_id),
    expires: code.expires?.slice(0, 10) ?? '',
    currency: code.currency ?? '',
    minimum_order_value: fromMinorUnits(code.minimum_order_value, code.currency ?? 'EUR'),
    validity: code.validity,
    paymentmethods: code.paymentmethods,
    status: code.status,
  };
}

export function CodeFields({
  values,
  errors,
  isNew,
}: {
  values: CodeFormValues;
  errors: Record<string, string>;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const error = (name: string) => {
    const key = errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1];
    return key ? t(key) : undefined;
  };
  const any = t('codes.any');
  return (
    <Stack>
      <div className={styles.formGrid}>
        {isNew ? (
          <TextField
            name="code"
            label={t('codes.code')}
            hint={t('codes.codeHint')}
            defaultValue={values.code}
            required
            maxLength={32}
            autoComplete="off"
            error={error('code')}
          />
        ) : null}
        <TextField
          name="value_percentage"
          label={t('codes.percentage')}
          inputMode="numeric"
          defaultValue={values.value_percentage}
          required
          error={error('value_percentage')}
        />
        <Select
          name="country"
          label={t('codes.country')}
          defaultValue={values.country}
          options={[{ value: '', label: any }, ...REGION_COUNTRIES.map((c) => ({ value: c, label: c }))]}
          error={error('country')}
        />
        <TextField
          name="user_id"
          label={t('codes.member')}
          hint={t('codes.memberHint')}
          inputMode="numeric"
          defaultValue={values.user_id}
          error={error('user_id')}
        />
        <TextField
          name="expires"
          type="date"
          label={t('codes.expires')}
          hint={t('codes.expiresHint')}
          defaultValue={values.expires}
          error={error('expires')}
        />
        <Select
          name="currency"
          label={t('codes.currency')}
          defaultValue={values.currency}
          options={[{ value: '', label: any }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
          error={error('currency')}
        />
        <TextField
          name="minimum_order_value"
          label={t('codes.minimum')}
          inputMode="decimal"
          defaultValue={values.minimum_order_value}
          error={error('minimum_order_value')}
        />
        <Select
          name="validity"
          label={t('codes.validity')}
          defaultValue={values.validity}
          options={DISCOUNT_VALIDITIES.map((v) => ({ value: v, label: t(`codes.validities.${v}`) }))}
          error={error('validity')}
        />
        <Select
          name="status"
          label={t('codes.status')}
          defaultValue={values.status}
          options={DISCOUNT_STATUSES.map((s) => ({ value: s, label: t(`codes.statuses.${s}`) }))}
          error={error('status')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('codes.methods')}</legend>
        <p className={styles.muted}>{t('codes.methodsHint')}</p>
        <div className={styles.choiceGrid}>
          {PAYMENT_METHODS.map((m) => (
            <Checkbox
              key={m.id}
              name="paymentmethods"
              value={m.id}
              label={m.name}
              defaultChecked={values.paymentmethods.includes(m.id)}
            />
          ))}
        </div>
        {error('paymentmethods') ? <p className={styles.fieldError}>{error('paymentmethods')}</p> : null}
      </fieldset>
    </Stack>
  );
}

function Stack({ children }: { children: React.ReactNode }) {
  return <div className={styles.formStack}>{children}</div>;
}
