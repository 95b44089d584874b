/**
 * Traffic sources (admins; issue 19 point 7): signups, activations, first purchases and revenue
 * per network (or ref / sub id), brand and day over a date range, paged by keyset, with a CSV
 * export of the whole range. The postback templates and log are on /traffic/postbacks.
 */
import { TRAFFIC_DIMENSIONS, type TrafficReport } from '@dating/contract';
import { Heading, Select, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RangeFilters } from '../components/RangeFilters.tsx';
import { TrafficTable } from '../components/traffic/TrafficTable.tsx';
import { filterQuery, reportFilters } from '../components/traffic/filters.ts';
import { formErrors, useFieldError } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('traffic.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'traffic');
  const url = new URL(request.url);
  const filters = reportFilters(url, new Date());
  const after = url.searchParams.get('after');
  const query = filterQuery(filters, after ? { after } : {});
  const answer = await staffApi<TrafficReport>(request, context, `/traffic/report?${query}`);
  if (answer.status === 400) return { report: null, filters, errors: formErrors(answer.error), paged: false };
  return { report: orThrow(answer, request), filters, errors: null, paged: !!after };
}

export default function Traffic() {
  const { report, filters, errors, paged } = useLoaderData<typeof loader>();
  const fieldError = useFieldError(errors);
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('traffic.title')}</Heading>
        <Link to="/traffic/postbacks" className={styles.primaryLink}>
          {t('traffic.postbacksLink')}
        </Link>
      </div>
      <p className={styles.muted}>{t('traffic.intro')}</p>
      <RangeFilters
        label={t('traffic.filters')}
        filters={filters}
        brands={report?.brands ?? []}
        errors={errors}
      >
        <Select
          label={t('traffic.groupBy')}
          name="by"
          defaultValue={filters.by}
          options={TRAFFIC_DIMENSIONS.map((d) => ({ value: d, label: t(`traffic.by.${d}`) }))}
          error={fieldError('by')}
        />
      </RangeFilters>
      <FormAlert errors={errors} />
      {report ? (
        <a href={`/traffic.csv?${filterQuery(filters)}`} download className={styles.primaryLink}>
          {t('traffic.exportCsv')}
        </a>
      ) : null}
      {report && report.rows.length === 0 ? <p>{t('traffic.empty')}</p> : null}
      {report && report.rows.length > 0 ? (
        <TrafficTable rows={report.rows} by={filters.by} locale={locale} />
      ) : null}
      <nav aria-label={t('traffic.paging')} className={styles.pager}>
        {paged ? <Link to={`/traffic?${filterQuery(filters)}`}>{t('traffic.first')}</Link> : <span />}
        {report?.next_after ? (
          <Link to={`/traffic?${filterQuery(filters, { after: report.next_after })}`} rel="next">
            {t('traffic.next')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
