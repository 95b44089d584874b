/**
 * The audit log (admins): who did what, when, to what, with the values before and after;
 * filtered by staff member, action and days, paged by keyset ("older entries"), exported as CSV
 * with the same filters (/audit.csv).
 */
import type { AuditPage } from '@dating/contract';
import { Button, Heading, Stack, TextField, Select } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formErrors, useFieldError } from '../lib/form-errors.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useDateTime } from '../lib/date-time.ts';
import * as styles from '../styles.css.ts';
import { pageTitle } from '../lib/meta.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('audit.title');

const FILTERS = ['staff_id', 'action', 'from', 'to'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'audit');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'before'] as const) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const answer = await staffApi<AuditPage>(request, context, `/audit?${query}`);
  if (answer.status === 400) return { page: null, filters, errors: formErrors(answer.error), paged: false };
  return { page: orThrow(answer, request), filters, errors: null, paged: query.has('before') };
}

const show = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ')
    : '—';

/** Before → after, with only the values that changed when both sides are known. */
function change(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  if (!before && !after) return '—';
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    );
    const pick = (v: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, v[k]]));
    if (keys.length > 0) return `${show(pick(before))} → ${show(pick(after))}`;
  }
  return `${show(before)} → ${show(after)}`;
}

export default function AuditLog() {
  const { page, filters, errors, paged } = useLoaderData<typeof loader>();
  const fieldError = useFieldError(errors);
  const { t, i18n } = useTranslation();
  const actionLabel = (action: string) =>
    i18n.exists(`audit.actions.${action}`) ? t(`audit.actions.${action}`) : action;
  const withFilters = (extra: Record<string, string>, path = '/audit') => {
    const params = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) params.set(key, filters[key]);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return `${path}?${params}`;
  };
  const dateTime = useDateTime();
  const when = (iso: string) => dateTime(iso, 'medium');
  return (
    <Stack gap="large">
      <Heading level={1}>{t('audit.title')}</Heading>
      <Form method="get" className={styles.filters} aria-label={t('audit.filters')}>
        <Select
          label={t('audit.who')}
          name="staff_id"
          defaultValue={filters.staff_id}
          options={[
            { value: '', label: t('audit.anyone') },
            ...(page?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <Select
          label={t('audit.action')}
          name="action"
          defaultValue={filters.action}
          options={[
            { value: '', label: t('audit.anyAction') },
            ...(page?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
        <TextField
          label={t('audit.from')}
          name="from"
          type="date"
          defaultValue={filters.from}
          error={fieldError('from')}
        />
        <TextField
          label={t('audit.to')}
          name="to"
          type="date"
          defaultValue={filters.to}
          error={fieldError('to')}
        />
        <Button type="submit" variant="solid">
          {t('audit.apply')}
        </Button>
      </Form>
      <FormAlert errors={errors} />
      {page && page.rows.length > 0 ? (
        <a href={withFilters({}, '/audit.csv')} download className={styles.primaryLink}>
          {t('audit.exportCsv')}
        </a>
      ) : null}
      {page && page.rows.length === 0 ? <p>{t('audit.empty')}</p> : null}
      {page && page.rows.length > 0 ? (
        <ScrollTable label={t('audit.title')}>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-action={row.action}>
                <td>{when(row.created_at)}</td>
                <td>{row.staff_name ?? t('audit.system')}</td>
                <td>{actionLabel(row.action)}</td>
                <td>
                  {t(`audit.targets.${row.target_type}`, { defaultValue: row.target_type })}
                  {row.target_id ? ` #${row.target_id}` : ''}
                </td>
                <td className={styles.code}>{change(row.before, row.after)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      <nav aria-label={t('audit.paging')} className={styles.pager}>
        {paged ? <Link to={withFilters({})}>{t('audit.newest')}</Link> : <span />}
        {page?.next_before ? (
          <Link to={withFilters({ before: String(page.next_before) })} rel="next">
            {t('audit.older')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
