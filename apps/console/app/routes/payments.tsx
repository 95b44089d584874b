/**
 * Payments (admins and support; issue 19 point 4): every payment of every brand, filtered by
 * brand or site, status, method and days, newest first, paged by keyset, exported as CSV.
 */
import type { StaffPaymentPage } from '@dating/contract';
import { Heading, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PaymentFilters } from '../components/payments/PaymentFilters.tsx';
import { PAYMENT_FILTERS, type PaymentFilterValues } from '../components/payments/filters.ts';
import { PaymentTable } from '../components/payments/PaymentTable.tsx';
import * as own from '../components/payments/payments.css.ts';
import { formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('payments.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'payments');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...PAYMENT_FILTERS, 'before'] as const) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries(
    PAYMENT_FILTERS.map((k) => [k, url.searchParams.get(k) ?? '']),
  ) as PaymentFilterValues;
  const answer = await staffApi<StaffPaymentPage>(request, context, `/payments?${query}`);
  if (answer.status === 400) {
    // The filters still need the brands: ask again without the refused filters.
    const plain = orThrow(await staffApi<StaffPaymentPage>(request, context, '/payments'), request);
    return { page: null, brands: plain.brands, filters, errors: formErrors(answer.error), paged: false };
  }
  const page = orThrow(answer, request);
  return { page, brands: page.brands, filters, errors: null, paged: query.has('before') };
}

export default function Payments() {
  const { page, brands, filters, errors, paged } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const withFilters = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const key of PAYMENT_FILTERS) if (filters[key]) params.set(key, filters[key]);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return `?${params}`;
  };
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('payments.title')}</Heading>
        <div className={own.headActions}>
          <Link to="/payments/requests">{t('refundRequests.title')}</Link>
          {/* A document, not a page: the browser downloads it. */}
          <a href={`/payments.csv${withFilters({})}`} download>
            {t('payments.export')}
          </a>
        </div>
      </div>
      <PaymentFilters filters={filters} brands={brands} errors={errors} />
      <FormAlert errors={errors} />
      {page && page.rows.length === 0 ? <p>{t('payments.empty')}</p> : null}
      {page && page.rows.length > 0 ? <PaymentTable rows={page.rows} locale={locale} /> : null}
      <nav aria-label={t('payments.paging')} className={styles.pager}>
        {paged ? <Link to={`/payments${withFilters({})}`}>{t('payments.newest')}</Link> : <span />}
        {page?.next_before ? (
          <Link to={`/payments${withFilters({ before: String(page.next_before) })}`} rel="next">
            {t('payments.older')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
