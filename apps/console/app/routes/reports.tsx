/**
 * Reports and complaints (admins and support, issue 19): the queue of one kind and status, oldest
 * first, paged by keyset, each case linking to its page. Filters are a plain GET form; the list
 * downloads as CSV at /reports.csv with the same filters.
 */
import type { CasePage } from '@dating/contract';
import { CASE_KINDS, CASE_STATUSES } from '@dating/domain';
import { Button, Heading, Select, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { caseFilter, caseQuery } from '../lib/cases.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { formatDateTime } from '../lib/date-time.ts';

export const meta = pageTitle('cases.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'reports');
  const url = new URL(request.url);
  const filter = caseFilter(url);
  const after = url.searchParams.get('after');
  const anchor = after && /^\d{1,15}$/.test(after) ? after : null;
  const page = orThrow(
    await staffApi<CasePage>(request, context, `/reports?${caseQuery(filter, anchor)}`),
    request,
  );
  return { page, filter, paged: anchor !== null };
}

export default function ReportsPage() {
  const { page, filter, paged } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const when = (iso: string) => formatDateTime(locale, iso);
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('cases.title')}</Heading>
        <a href={`/reports.csv?${caseQuery(filter)}`} download className={styles.primaryLink}>
          {t('cases.csv')}
        </a>
      </div>
      <Form method="get" className={styles.filters} aria-label={t('cases.filters')}>
        <Select
          label={t('cases.kind')}
          name="kind"
          defaultValue={filter.kind}
          options={CASE_KINDS.map((k) => ({ value: k, label: t(`cases.kinds.${k}`) }))}
        />
        <Select
          label={t('cases.status')}
          name="status"
          defaultValue={filter.status}
          options={CASE_STATUSES.map((s) => ({ value: s, label: t(`cases.statuses.${s}`) }))}
        />
        <Button type="submit" variant="solid">
          {t('cases.apply')}
        </Button>
      </Form>
      {page.cases.length === 0 ? (
        <p>{t('cases.empty')}</p>
      ) : (
        <ScrollTable label={t('cases.title')}>
          <thead>
            <tr>
              <th scope="col">{t('cases.reference')}</th>
              <th scope="col">{t('cases.received')}</th>
              <th scope="col">{t('cases.reason')}</th>
              <th scope="col">{t('cases.from')}</th>
              <th scope="col">{t('cases.about')}</th>
              <th scope="col">{t('cases.assignee')}</th>
              <th scope="col">{t('cases.message')}</th>
            </tr>
          </thead>
          <tbody>
            {page.cases.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <Link to={`/reports/${c.kind}/${c.id}`}>{c.reference}</Link>
                </th>
                <td>{when(c.created_at)}</td>
                <td>{t(`cases.reasons.${c.reason}`, { defaultValue: c.reason })}</td>
                <td>{c.from_name}</td>
                <td>{c.about ? `${c.about.name} #${c.about.id}` : '—'}</td>
                <td>{c.assigned_to?.name ?? t('cases.unassigned')}</td>
                <td>{c.excerpt}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <nav aria-label={t('cases.paging')} className={styles.pager}>
        {paged ? <Link to={`/reports?${caseQuery(filter)}`}>{t('cases.oldest')}</Link> : <span />}
        {page.next_after ? (
          <Link to={`/reports?${caseQuery(filter, page.next_after)}`} rel="next">
            {t('cases.newer')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
