/**
 * Discount codes (admins): a new code's form, and the codes newest first — filtered by status
 * and text, paged by keyset ("older codes"), exported as CSV with the same filters.
 */
import type { DiscountCodePage, StaffDiscountCodeView } from '@dating/contract';
import { DISCOUNT_STATUSES, fromMinorUnits } from '@dating/domain';
import { Alert, Button, Card, Heading, Select, Stack, TextField } from '@dating/ui-kit';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CodeFields, EMPTY_CODE } from '../components/codes/CodeFields.tsx';
import { codeFromForm } from '../lib/code-form.server.ts';
import { formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { formatDateTime } from '../lib/date-time.ts';

export const meta = pageTitle('codes.title');

const FILTERS = ['status', 'q'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'codes');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'after'] as const) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = { status: query.get('status') ?? '', q: query.get('q') ?? '' };
  const answer = await staffApi<DiscountCodePage>(request, context, `/codes?${query}`);
  if (answer.status === 400)
    return { page: null, filters, filterErrors: formErrors(answer.error), paged: false };
  return { page: orThrow(answer, request), filters, filterErrors: null, paged: query.has('after') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'codes');
  const { values, body } = codeFromForm(await request.formData());
  const created = await staffApi<StaffDiscountCodeView>(request, context, '/codes', { method: 'POST', body });
  if (created.status === 401) orThrow(created, request);
  if (!created.ok) return { values, errors: formErrors(created.error) };
  return redirect(`/codes/${encodeURIComponent(created.data!.code.code)}?created=1`);
}

export default function CodesPage() {
  const { page, filters, filterErrors, paged } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) params.set(key, filters[key]);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return params.toString();
  };
  const date = (iso: string | null) => (iso ? formatDateTime(locale, iso, 'calendarDay') : '—');
  return (
    <Stack gap="large">
      <Heading level={1}>{t('codes.title')}</Heading>
      <Card>
        <Form method="post" className={styles.formStack} aria-labelledby="new-code">
          <Heading level={2} id="new-code">
            {t('codes.new')}
          </Heading>
          {data?.errors.form ? (
            <Alert tone="critical" role="alert">
              {t(data.errors.form.key, data.errors.form.params)}
            </Alert>
          ) : null}
          <CodeFields values={data?.values ?? EMPTY_CODE} errors={data?.errors.fields ?? {}} isNew />
          <div className={styles.rowActions}>
            <Button type="submit" variant="solid" disabled={busy}>
              {t('codes.create')}
            </Button>
          </div>
        </Form>
      </Card>
      <Form method="get" className={styles.filters} aria-label={t('codes.filters')}>
        <Select
          label={t('codes.status')}
          name="status"
          defaultValue={filters.status}
          options={[
            { value: '', label: t('codes.anyStatus') },
            ...DISCOUNT_STATUSES.map((s) => ({ value: s, label: t(`codes.statuses.${s}`) })),
          ]}
        />
        <TextField
          label={t('codes.search')}
          name="q"
          defaultValue={filters.q}
          error={filterErrors?.fields.q ? t(filterErrors.fields.q) : undefined}
        />
        <Button type="submit" variant="soft">
          {t('codes.filter')}
        </Button>
        <a href={`/codes.csv?${query({})}`} download>
          {t('codes.exportCsv')}
        </a>
      </Form>
      {page && page.codes.length === 0 ? <p className={styles.muted}>{t('codes.none')}</p> : null}
      {page && page.codes.length > 0 ? (
        <ScrollTable label={t('codes.list')}>
          <thead>
            <tr>
              <th scope="col">{t('codes.code')}</th>
              <th scope="col">{t('codes.percentage')}</th>
              <th scope="col">{t('codes.status')}</th>
              <th scope="col">{t('codes.validity')}</th>
              <th scope="col">{t('codes.country')}</th>
              <th scope="col">{t('codes.minimum')}</th>
              <th scope="col">{t('codes.expires')}</th>
              <th scope="col">{t('codes.uses')}</th>
            </tr>
          </thead>
          <tbody>
            {page.codes.map((c) => (
              <tr key={c.code} data-code={c.code}>
                <th scope="row">
                  <Link to={`/codes/${encodeURIComponent(c.code)}`}>{c.code}</Link>
                </th>
                <td>{c.value_percentage} %</td>
                <td>{t(`codes.statuses.${c.status}`)}</td>
                <td>{t(`codes.validities.${c.validity}`)}</td>
                <td>{c.country ?? t('codes.any')}</td>
                <td>
                  {c.minimum_order_value > 0
                    ? `${fromMinorUnits(c.minimum_order_value, c.currency ?? 'EUR')} ${c.currency ?? ''}`
                    : '—'}
                </td>
                <td>{date(c.expires)}</td>
                <td>{c.uses}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      <nav aria-label={t('codes.paging')} className={styles.pager}>
        {paged ? <Link to={`/codes?${query({})}`}>{t('codes.newest')}</Link> : <span />}
        {page?.next ? (
          <Link to={`/codes?${query({ after: page.next })}`} rel="next">
            {t('codes.older')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
