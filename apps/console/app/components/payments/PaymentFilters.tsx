/**
 * The payment list's filters (days and brand, then site, status, method) as a GET form, so a filtered
 * list is a link, and the CSV export of the same filters.
 */
import type { StaffPaymentPage } from '@dating/contract';
import { PAYMENT_METHOD_IDS, PAYMENT_ROW_STATUSES, paymentMethodById } from '@dating/domain';
import { Select } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { type FormErrors, useFieldError } from '../../lib/form-errors.ts';
import { RangeFilters } from '../RangeFilters.tsx';
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
  const error = useFieldError(errors);
  return (
    <RangeFilters label={t('payments.filters')} filters={filters} brands={brands} errors={errors}>
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
    </RangeFilters>
  );
}
