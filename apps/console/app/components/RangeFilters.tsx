/**
 * The date range and brand filters of the back office's reports (traffic sources, dashboard): a
 * GET form, so the filters live in the address; a page adds its own fields as children.
 */
import { Button, Select, TextField } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors, useFieldError } from '../lib/form-errors.ts';
import * as styles from '../styles.css.ts';

export function RangeFilters({
  label,
  filters,
  brands,
  errors,
  children,
}: {
  label: string;
  filters: { from: string; to: string; brand: string };
  brands: readonly { id: string; name: string }[];
  errors: FormErrors | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError(errors);
  return (
    <Form method="get" className={styles.filters} aria-label={label}>
      <TextField
        label={t('range.from')}
        name="from"
        type="date"
        defaultValue={filters.from}
        error={fieldError('from')}
      />
      <TextField
        label={t('range.to')}
        name="to"
        type="date"
        defaultValue={filters.to}
        error={fieldError('to')}
      />
      <Select
        label={t('range.brand')}
        name="brand"
        defaultValue={filters.brand}
        options={[
          { value: '', label: t('range.allBrands') },
          ...brands.map((b) => ({ value: b.id, label: b.name })),
        ]}
        error={fieldError('brand')}
      />
      {children}
      <Button type="submit" variant="solid">
        {t('range.apply')}
      </Button>
    </Form>
  );
}
