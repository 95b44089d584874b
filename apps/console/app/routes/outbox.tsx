/**
 * The outbox (admins; issue 19 point 9, ADR 0068): every e-mail and text message the network sent
 * or kept, with its delivery state and the error or bounce reason, filtered by days, brand, site,
 * channel and state, newest first, paged by keyset, exported as CSV.
 */
import { MESSAGE_CHANNELS, MESSAGE_STATES } from '@dating/domain';
import type { StaffOutboxPage } from '@dating/contract';
import { Heading, Select, Stack } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RangeFilters } from '../components/RangeFilters.tsx';
import { OutboxTable } from '../components/outbox/OutboxTable.tsx';
import { OUTBOX_FILTERS, type OutboxFilterValues, outboxQuery } from '../components/outbox/filters.ts';
import { formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('outbox.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'outbox');
  const url = new URL(request.url);
  const query = outboxQuery(url, ['before']);
  const filters = Object.fromEntries(
    OUTBOX_FILTERS.map((k) => [k, url.searchParams.get(k) ?? '']),
  ) as OutboxFilterValues;
  const answer = await staffApi<StaffOutboxPage>(request, context, `/outbox?${query}`);
  if (answer.status === 400) {
    // The filters still need the brands: ask again without the refused filters.
    const plain = orThrow(await staffApi<StaffOutboxPage>(request, context, '/outbox'), request);
    return {
      page: null,
      brands: plain.brands,
      mode: plain.mail_mode,
      filters,
      errors: formErrors(answer.error),
      paged: false,
    };
  }
  const page = orThrow(answer, request);
  return {
    page,
    brands: page.brands,
    mode: page.mail_mode,
    filters,
    errors: null,
    paged: query.has('before'),
  };
}

export default function Outbox() {
  const { page, brands, mode, filters, errors, paged } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fieldError = (name: string) => (errors?.fields[name] ? t(errors.fields[name]) : undefined);
  const withFilters = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const key of OUTBOX_FILTERS) if (filters[key]) params.set(key, filters[key]);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return `?${params}`;
  };
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('outbox.title')}</Heading>
        <Link to="/jobs" className={styles.primaryLink}>
          {t('outbox.jobsLink')}
        </Link>
      </div>
      <p className={styles.muted}>{t(`outbox.mode.${mode}`)}</p>
      <RangeFilters label={t('outbox.filters')} filters={filters} brands={brands} errors={errors}>
        <Select
          label={t('outbox.site')}
          name="site"
          defaultValue={filters.site}
          error={fieldError('site')}
          options={[
            { value: '', label: t('outbox.anySite') },
            ...brands.flatMap((b) => b.sites.map((s) => ({ value: s, label: s }))),
          ]}
        />
        <Select
          label={t('outbox.channel')}
          name="channel"
          defaultValue={filters.channel}
          error={fieldError('channel')}
          options={[
            { value: '', label: t('outbox.anyChannel') },
            ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`outbox.channels.${c}`) })),
          ]}
        />
        <Select
          label={t('outbox.state')}
          name="state"
          defaultValue={filters.state}
          error={fieldError('state')}
          options={[
            { value: '', label: t('outbox.anyState') },
            ...MESSAGE_STATES.map((s) => ({ value: s, label: t(`outbox.states.${s}`) })),
          ]}
        />
      </RangeFilters>
      <FormAlert errors={errors} />
      <div>
        {/* A document, not a page: the browser downloads it. */}
        <a href={`/outbox.csv${withFilters({})}`} download>
          {t('outbox.export')}
        </a>
      </div>
      {page && page.rows.length === 0 ? <p>{t('outbox.empty')}</p> : null}
      {page && page.rows.length > 0 ? <OutboxTable rows={page.rows} /> : null}
      <nav aria-label={t('outbox.paging')} className={styles.pager}>
        {paged ? <Link to={`/outbox${withFilters({})}`}>{t('outbox.newest')}</Link> : <span />}
        {page?.next_before ? (
          <Link to={`/outbox${withFilters({ before: String(page.next_before) })}`} rel="next">
            {t('outbox.older')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
