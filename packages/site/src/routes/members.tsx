/**
 * /members — member search (spec §2, §3): filters in the URL (shareable, back button works),
 * one page of results with the total, and similar members when few match.
 */
import { type LoaderFunctionArgs, data, redirect } from '@remix-run/node';
import { Form, useLoaderData, useSearchParams } from '@remix-run/react';
import { isApiError, memberSearchQuerySchema } from '@dating/api-client';
import { Button, EmptyState, Grid, Pagination, Select, Stack, TextField } from '@dating/ui-kit';
import { countryName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { type SiteLoadContext, apiFor } from '../context.server.ts';
import { zodFieldErrors } from '../lib/forms.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  const t = await translatorFor(request, ctx);
  const meta = { title: t('members.title') };
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = memberSearchQuerySchema.safeParse(params);
  if (!parsed.success) return data({ meta, result: null, fields: zodFieldErrors(parsed.error) }, 400);
  try {
    const result = await apiFor(request, ctx).members(params);
    return { meta, result, fields: {} as Record<string, string> };
  } catch (error) {
    // Spec §6: where visitors may not search, they are asked to log in first.
    if (isApiError(error) && error.code === 'authentication_required') {
      const url = new URL(request.url);
      throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    }
    if (isApiError(error) && error.status < 500)
      return data({ meta, result: null, fields: error.fields }, error.status);
    throw error;
  }
}

export default function MembersPage() {
  const { t, i18n } = useTranslation();
  const { result, fields } = useLoaderData<typeof loader>();
  const root = useRootData();
  const [params] = useSearchParams();
  const countries = root?.settings.countries ?? [];
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const ageError = (name: string) => (fields[name] ? t(`fieldErrors.${fields[name]}`) : undefined);
  return (
    <Stack gap="large">
      <PageHeading>{t('members.title')}</PageHeading>
      <Form method="get" aria-label={t('members.filters')}>
        <Grid minItemWidth={150}>
          <Select
            label={t('members.gender')}
            name="gender"
            defaultValue={params.get('gender') ?? ''}
            options={[
              { value: '', label: t('members.anyGender') },
              { value: 'female', label: t('gender.female') },
              { value: 'male', label: t('gender.male') },
            ]}
          />
          <Select
            label={t('members.country')}
            name="country"
            defaultValue={params.get('country') ?? ''}
            options={[
              { value: '', label: t('members.anyCountry') },
              ...countries.map((c) => ({ value: c, label: countryName(c, i18n.language) })),
            ]}
          />
          <TextField
            label={t('members.minAge')}
            name="min_age"
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            defaultValue={params.get('min_age') ?? ''}
            error={ageError('min_age')}
          />
          <TextField
            label={t('members.maxAge')}
            name="max_age"
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            defaultValue={params.get('max_age') ?? ''}
            error={ageError('max_age')}
          />
          <Stack justify="end">
            <Button type="submit">{t('members.search')}</Button>
          </Stack>
        </Grid>
      </Form>
      {result ? (
        <>
          <p aria-live="polite">{t('members.total', { count: result.total })}</p>
          {result.members.length > 0 ? (
            <MemberGrid members={result.members} />
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
            pageCount={Math.max(1, Math.ceil(result.total / result.per_page))}
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
    </Stack>
  );
}
