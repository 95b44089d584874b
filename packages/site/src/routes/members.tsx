/**
 * /members — member search (spec §2, §3): filters in the URL (shareable, back button works),
 * one page of results with the total, and similar members when few match.
 */
import { type LoaderFunctionArgs, data } from '@remix-run/node';
import { Form, useLoaderData, useSearchParams } from '@remix-run/react';
import { isApiError } from '@dating/api-client';
import { memberSearchQuerySchema } from '@dating/contract';
import type { Regions } from '@dating/contract';
import { Button, EmptyState, Grid, Pagination, Select, Stack } from '@dating/ui-kit';
import { countryName } from '@dating/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgeFilter, GenderFilter } from '../components/FilterFields.tsx';
import { shownSearchFields } from '@dating/domain';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { CardLikeButton, useMatchPopup } from '../components/CardLike.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { PastLastPageNote, SearchAddressNote } from '../components/SearchNotes.tsx';
import { RegionSelect, regionsOf } from '../components/profile-fields/RegionSelect.tsx';
import { zodFieldErrors } from '../lib/forms.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';
import { referenceData } from '../lib/reference-cache.server.ts';
import { requestTracking } from '../lib/tracking.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const t = await translatorFor(request, ctx);
  const meta = { title: t('members.title') };
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = memberSearchQuerySchema.safeParse(params);
  if (!parsed.success)
    return data({ meta, result: null, regions: {}, fields: zodFieldErrors(parsed.error) }, 400);
  // Spec §6: where visitors may not search, the API's authentication_required sends them to
  // the login page (the API client's redirect).
  try {
    const api = ctx.api;
    // Spec §6: the traffic source the visitor arrived with (kept in the tracking cookie or the
    // query string) is what lets visitors search where only traffic-source visitors may.
    const [result, regions] = await Promise.all([
      api.members(params, requestTracking(request)),
      referenceData(api, ctx).regions(),
    ]);
    // The searched country's regions only; another country's load when it is picked (ADR 0083).
    return {
      meta,
      result,
      regions: regionsOf(regions, [parsed.data.country]),
      fields: {} as Record<string, string>,
    };
  } catch (error) {
    if (isApiError(error) && error.status < 500)
      return data({ meta, result: null, regions: {}, fields: error.fields }, error.status);
    throw error;
  }
}

export default function MembersPage() {
  const { t, i18n } = useTranslation();
  const { result, regions, fields } = useLoaderData<typeof loader>();
  const root = useRootData();
  const [params] = useSearchParams();
  const countries = root?.settings.countries ?? [];
  // Spec §3 search_fields: the operator picks the filters and their order.
  const searchFields = shownSearchFields(root?.settings.search_fields ?? []);
  const [popup, onMatch] = useMatchPopup();
  // The region list follows the country chosen, before and after the search is sent.
  const [country, setCountry] = useState(params.get('country') ?? '');
  // Next and previous carry the neighbouring page's edge (keyset, ADR 0027): paging on stays as
  // fast as page 1. Other page numbers, and page 1 itself, need no anchor.
  const lastPage = result ? Math.max(1, Math.ceil(result.total / result.per_page)) : 1;
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.delete('after');
    next.delete('before');
    next.set('page', String(page));
    const shown = result?.members ?? [];
    if (result && shown.length > 0 && page === result.page + 1) next.set('after', String(shown.at(-1)!.id));
    if (result && shown.length > 0 && page === result.page - 1 && page > 1)
      next.set('before', String(shown[0]!.id));
    return `?${next.toString()}`;
  };
  return (
    <Stack gap="large">
      <PageHeading>{t('members.title')}</PageHeading>
      {root?.user ? (
        <Stack direction="row" gap="small" wrap>
          <Button href="/swipe-game" variant="soft" size="small">
            {t('swipe.play')}
          </Button>
          <Button href="/match-finder" variant="soft" size="small">
            {t('finder.title')}
          </Button>
        </Stack>
      ) : null}
      <Form method="get" aria-label={t('members.filters')}>
        <Grid minItemWidth={150}>
          {searchFields.map((field) => {
            switch (field) {
              case 'gender':
                return <GenderFilter key={field} value={params.get('gender') ?? ''} error={fields.gender} />;
              case 'country':
                return (
                  <Select
                    key={field}
                    label={t('members.country')}
                    name="country"
                    value={country}
                    onChange={(event) => setCountry(event.currentTarget.value)}
                    options={[
                      { value: '', label: t('members.anyCountry') },
                      ...countries.map((c) => ({ value: c, label: countryName(c, i18n.language) })),
                    ]}
                  />
                );
              case 'countryregion':
                return (
                  <RegionSelect
                    key={field}
                    country={country}
                    regions={regions as Regions}
                    name="countryregion"
                    label={t('members.region')}
                    emptyLabel={t('members.anyRegion')}
                    defaultValue={
                      country === params.get('country') ? (params.get('countryregion') ?? '') : ''
                    }
                  />
                );
              default:
                return (
                  <AgeFilter key={field} name={field} value={params.get(field) ?? ''} error={fields[field]} />
                );
            }
          })}
          <Stack justify="end">
            <Button type="submit">{t('members.search')}</Button>
          </Stack>
        </Grid>
      </Form>
      {result ? null : <SearchAddressNote />}
      {result ? (
        <>
          <p aria-live="polite">
            {result.total_capped
              ? t('members.totalCapped', { n: result.total.toLocaleString(i18n.language) })
              : t('members.total', { count: result.total })}
          </p>
          {result.members.length > 0 ? (
            <MemberGrid
              members={result.members}
              below={root?.user ? (m) => <CardLikeButton member={m} onMatch={onMatch} /> : undefined}
            />
          ) : result.page > lastPage ? (
            <PastLastPageNote page={result.page} lastPage={lastPage} href={pageHref(lastPage)} />
          ) : (
            <EmptyState title={t('members.emptyTitle')} description={t('members.emptyText')} />
          )}
          {result.similar.length > 0 ? (
            <Stack gap="medium">
              <h2>{t('members.similar')}</h2>
              <MemberGrid members={result.similar} />
            </Stack>
          ) : null}
          <Pagination
            page={result.page}
            pageCount={lastPage}
            hrefFor={pageHref}
            labels={{
              nav: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (n: number) => t('pagination.page', { page: n }),
            }}
          />
        </>
      ) : null}
      {popup}
    </Stack>
  );
}
