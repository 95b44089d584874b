/** Sites (admins): every domain of every brand, each with the way to its settings and legal pages. */
import type { SiteSummary } from '@dating/contract';
import { Heading, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';

export const meta = pageTitle('sites.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'sites');
  return orThrow(await staffApi<{ sites: SiteSummary[] }>(request, context, '/sites'), request);
}

export default function SitesPage() {
  const { sites } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('sites.title')}</Heading>
        <span className={styles.rowActions}>
          <Link to="/sites/company">{t('company.title')}</Link>
          <a href="/sites.csv" download>
            {t('sites.exportCsv')}
          </a>
        </span>
      </div>
      <p className={styles.muted}>{t('sites.intro')}</p>
      <ScrollTable label={t('sites.title')}>
        <thead>
          <tr>
            <th scope="col">{t('sites.host')}</th>
            <th scope="col">{t('sites.brand')}</th>
            <th scope="col">{t('sites.language')}</th>
            <th scope="col">{t('sites.currency')}</th>
            <th scope="col">{t('sites.legalPages')}</th>
          </tr>
        </thead>
        <tbody>
          {sites.map((s) => (
            <tr key={s.host} data-site={s.host}>
              <th scope="row">
                <Link to={`/sites/${s.host}`}>{s.host}</Link>
              </th>
              <td>{s.brand_name}</td>
              <td>{s.locales.join(', ')}</td>
              <td>{s.currency}</td>
              <td>
                <Link to={`/sites/${s.host}/pages`} aria-label={t('sites.legalPagesOf', { host: s.host })}>
                  {t('sites.legalPages')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Stack>
  );
}
