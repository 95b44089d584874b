/**
 * Members (support and admins): search by e-mail, name or id with brand, status and traffic
 * source filters, newest first, paged by keyset; the result as CSV.
 */
import type { MemberSearchPage } from '@dating/contract';
import { MEMBER_ADMIN_STATUSES } from '@dating/domain';
import { Button, Heading, Select, Stack, TextField } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../components/members/StatusBadge.tsx';
import * as own from '../components/members/members.css.ts';
import { formErrors, useFieldError } from '../lib/form-errors.ts';
import { memberFilters, memberQuery } from '../lib/members.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { FormAlert } from '../components/FormAlert.tsx';
import { formatDateTime } from '../lib/date-time.ts';

export const meta = pageTitle('members.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'members');
  const url = new URL(request.url);
  const filters = memberFilters(url.searchParams);
  const before = url.searchParams.get('before');
  const query = memberQuery(filters, before ? { before } : {});
  const answer = await staffApi<MemberSearchPage>(request, context, `/members?${query}`);
  if (answer.status === 400) return { page: null, filters, errors: formErrors(answer.error), paged: false };
  return { page: orThrow(answer, request), filters, errors: null, paged: Boolean(before) };
}

export default function Members() {
  const { page, filters, errors, paged } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const day = (iso: string) => formatDateTime(locale, iso, 'date');
  const fieldError = useFieldError(errors);
  const csv = memberQuery(filters);
  return (
    <Stack gap="large">
      <Heading level={1}>{t('members.title')}</Heading>
      <Form method="get" className={styles.filters} aria-label={t('members.filters')}>
        <TextField
          label={t('members.search')}
          name="q"
          type="search"
          defaultValue={filters.q}
          hint={t('members.searchHint')}
          error={fieldError('q')}
        />
        <Select
          label={t('members.brand')}
          name="brand"
          defaultValue={filters.brand}
          error={fieldError('brand')}
          options={[
            { value: '', label: t('members.anyBrand') },
            ...(page?.brands ?? []).map((b) => ({ value: b.id, label: b.name })),
          ]}
        />
        <Select
          label={t('members.status')}
          name="status"
          defaultValue={filters.status}
          error={fieldError('status')}
          options={[
            { value: '', label: t('members.anyStatus') },
            ...MEMBER_ADMIN_STATUSES.map((s) => ({ value: s, label: t(`members.statuses.${s}`) })),
          ]}
        />
        <TextField
          label={t('members.network')}
          name="network"
          defaultValue={filters.network}
          error={fieldError('network')}
        />
        <TextField label={t('members.ref')} name="ref" defaultValue={filters.ref} error={fieldError('ref')} />
        <Button type="submit" variant="solid">
          {t('members.apply')}
        </Button>
      </Form>
      <FormAlert errors={errors} />
      <div className={own.searchActions}>
        <a href={`/members.csv${csv ? `?${csv}` : ''}`} download>
          {t('members.csv')}
        </a>
      </div>
      {page && page.members.length === 0 ? <p>{t('members.empty')}</p> : null}
      {page && page.members.length > 0 ? (
        <ScrollTable label={t('members.results')}>
          <thead>
            <tr>
              <th scope="col">{t('members.id')}</th>
              <th scope="col">{t('members.email')}</th>
              <th scope="col">{t('members.name')}</th>
              <th scope="col">{t('members.brand')}</th>
              <th scope="col">{t('members.status')}</th>
              <th scope="col">{t('members.credits')}</th>
              <th scope="col">{t('members.signedUp')}</th>
              <th scope="col">{t('members.source')}</th>
            </tr>
          </thead>
          <tbody>
            {page.members.map((m) => (
              <tr key={m.id} data-member={m.id}>
                <td>
                  <Link to={`/members/${m.id}`}>#{m.id}</Link>
                </td>
                <td>
                  <Link to={`/members/${m.id}`}>{m.email}</Link>
                </td>
                <td>{m.name ?? '—'}</td>
                <td>{m.brand}</td>
                <td className={styles.statusBadge}>
                  <StatusBadge status={m.status} />
                </td>
                <td>{m.credits}</td>
                <td>{day(m.signup_date)}</td>
                <td>{[m.network, m.ref].filter(Boolean).join(' / ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      <nav aria-label={t('members.paging')} className={styles.pager}>
        {paged ? <Link to={`/members?${csv}`}>{t('members.newest')}</Link> : <span />}
        {page?.next_before ? (
          <Link to={`/members?${memberQuery(filters, { before: String(page.next_before) })}`} rel="next">
            {t('members.older')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
