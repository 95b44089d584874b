/**
 * The dashboard (admins; issue 19 point 8): per brand and day, lander visits, signups,
 * activations, first purchases, revenue, messages and active members — two charts over the days
 * and the table of figures, exportable as CSV.
 */
import type { Dashboard as DashboardData } from '@dating/contract';
import { Heading, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RangeFilters } from '../components/RangeFilters.tsx';
import { DashboardChart } from '../components/dashboard/DashboardChart.tsx';
import { DashboardTable } from '../components/dashboard/DashboardTable.tsx';
import { dashboardFilters, dashboardQuery } from '../components/dashboard/query.ts';
import { ACTIVITY, FUNNEL, perDay } from '../components/dashboard/series.ts';
import { formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('dashboard.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'dashboard');
  const filters = dashboardFilters(new URL(request.url), new Date());
  const answer = await staffApi<DashboardData>(request, context, `/dashboard?${dashboardQuery(filters)}`);
  if (answer.status === 400) return { data: null, filters, errors: formErrors(answer.error) };
  return { data: orThrow(answer, request), filters, errors: null };
}

export default function Dashboard() {
  const { data, filters, errors } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const points = data ? perDay(data.days) : [];
  const label = (key: string) => ({ key, label: t(`dashboard.metrics.${key}`) });
  return (
    <Stack gap="large">
      <Heading level={1}>{t('dashboard.title')}</Heading>
      <p className={styles.muted}>{t('dashboard.intro')}</p>
      <RangeFilters
        label={t('dashboard.filters')}
        filters={filters}
        brands={data?.brands ?? []}
        errors={errors}
      />
      <FormAlert errors={errors} />
      {data ? (
        <>
          <section aria-labelledby="dashboard-funnel">
            <Heading level={2} id="dashboard-funnel">
              {t('dashboard.funnelTitle')}
            </Heading>
            <DashboardChart title={t('dashboard.funnelTitle')} points={points} series={FUNNEL.map(label)} />
          </section>
          <section aria-labelledby="dashboard-activity">
            <Heading level={2} id="dashboard-activity">
              {t('dashboard.activityTitle')}
            </Heading>
            <DashboardChart
              title={t('dashboard.activityTitle')}
              points={points}
              series={ACTIVITY.map(label)}
            />
          </section>
          <a href={`/dashboard.csv?${dashboardQuery(filters)}`} download className={styles.primaryLink}>
            {t('dashboard.exportCsv')}
          </a>
          <DashboardTable days={data.days} locale={locale} />
        </>
      ) : null}
    </Stack>
  );
}
