/**
 * The console's home: who is signed in and in what role, and the operators' statistics (issue 18
 * point 7): per operator per day for the last 14 days, a chart of messages per day per operator,
 * and how long the queue waits now (95th percentile).
 */
import type { DeskStatsResponse } from '@dating/contract';
import { Card, Heading, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../lib/meta.ts';
import * as styles from '../components/desk.css.ts';
import { StatsChart } from '../components/StatsChart.tsx';
import { waitingParts } from '../lib/desk-live.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';

export const meta = pageTitle('nav.home');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireArea(request, context, 'home');
  const stats = orThrow(await staffApi<DeskStatsResponse>(request, context, '/stats'), request);
  return { me, stats };
}

function Seconds({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return <>–</>;
  if (value < 60) return <>{t('stats.seconds', { seconds: Math.round(value) })}</>;
  const { key, values } = waitingParts(value);
  return <>{t(`desk.waiting.${key}`, values)}</>;
}

export default function Home() {
  const { me, stats } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <Heading level={1}>{t('home.title', { name: me.name })}</Heading>
      <Card>
        <p>{t('home.role', { role: t(`roles.${me.role}`) })}</p>
        <p>{t(`home.roleExplained.${me.role}`)}</p>
      </Card>
      <section aria-labelledby="stats-title">
        <Stack gap="medium">
          <Heading level={2} id="stats-title">
            {t('stats.title')}
          </Heading>
          <p>
            {t('stats.queueNow', { count: stats.queue_size })}{' '}
            <strong>
              {t('stats.queueP95')} <Seconds value={stats.queue_age_p95_seconds} />
            </strong>
          </p>
          <StatsChart stats={stats} title={t('stats.chart')} />
          {stats.rows.length === 0 ? (
            <p>{t('stats.none')}</p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table className={styles.table}>
                <caption className={styles.meta} style={{ textAlign: 'left' }}>
                  {t('stats.caption')}
                </caption>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      {t('stats.day')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('stats.operator')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('stats.conversations')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('stats.messages')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('stats.median')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('stats.p95')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...stats.rows].reverse().map((r) => (
                    <tr key={`${r.day}-${r.staff_id}`}>
                      <td className={styles.cell}>{r.day}</td>
                      <td className={styles.cell}>{r.staff_name}</td>
                      <td className={styles.cell}>{r.conversations}</td>
                      <td className={styles.cell}>{r.messages}</td>
                      <td className={styles.cell}>
                        <Seconds value={r.median_response_seconds} />
                      </td>
                      <td className={styles.cell}>
                        <Seconds value={r.p95_response_seconds} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
