/**
 * The payment list's filters (brand or site, status, method, days) as a GET form, so a filtered
 * list is a link, and the CSV export of the same filters.
 */
import type { StaffPaymentPage } from '@dating/contract';
import { PAYMENT_METHOD_IDS, PAYMENT_ROW_STATUSES, paymentMethodById } from '@dating/domain';
import { Button, Select, TextField } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../lib/form-errors.ts';
import * as styles from '../../styles.css.ts';
import type { PaymentFilterValues } from './filters.ts';

export function PaymentFilters({
  filters,
  brands,
  errors,
}: {
  filters: PaymentFilterValues;
  brands: StaffPaymentPage['brands'];
  errors: FormErrors | null;
}) {
  const { t } = useTranslation();
  const error = (name: string) => (errors?.fields[name] ? t(errors.fields[name]) : undefined);
  return (
    <Form method="get" className={styles.filters} aria-label={t('payments.filters')}>
      <Select
        label={t('payments.brand')}
        name="brand"
        defaultValue={filters.brand}
        error={error('brand')}
        options={[
          { value: '', label: t('payments.anyBrand') },
          ...brands.map((b) => ({ value: b.id, label: b.name })),
        ]}
      />
      <Select
        label={t('payments.site')}
        name="site"
        defaultValue={filters.site}
        error={error('site')}
        options={[
          { value: '', label: t('payments.anySite') },
          ...brands.flatMap((b) => b.sites.map((s) => ({ value: s, label: s }))),
        ]}
      />
      <Select
        label={t('payments.status')}
        name="status"
        defaultValue={filters.status}
        error={error('status')}
        options={[
          { value: '', label: t('payments.anyStatus') },
          ...PAYMENT_ROW_STATUSES.map((s) => ({ value: s, label: t(`payments.statuses.${s}`) })),
        ]}
      />
      <Select
        label={t('payments.method')}
        name="method"
        defaultValue={filters.method}
        error={error('method')}
        options={[
          { value: '', label: t('payments.anyMethod') },
          ...PAYMENT_METHOD_IDS.map((m) => ({ value: m, label: paymentMethodById(m)?.name ?? m })),
        ]}
      />
      <TextField
        label={t('payments.from')}
        name="from"
        type="date"
        defaultValue={filters.from}
        error={error('from')}
      />
      <TextField
        label={t('payments.to')}
        name="to"
        type="date"
        defaultValue={filters.to}
        error={error('to')}
      />
      <Button type="submit" variant="solid">
        {t('payments.apply')}
      </Button>
    </Form>
  );
}
