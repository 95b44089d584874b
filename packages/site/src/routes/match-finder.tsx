/**
 * /match-finder (spec §2, ADR 0019): a short list of members who fit the member's own profile,
 * best first by interests in common, with a like for each. The filters start from the
 * member's profile and live in the URL like the search's.
 */
import { type LoaderFunctionArgs, data } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { isApiError } from '@dating/api-client';
import { matchFinderQuerySchema } from '@dating/contract';
import { Button, Checkbox, EmptyState, Grid, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { AgeRangeFilter, GenderFilter } from '../components/FilterFields.tsx';
import { CardLikeButton, useMatchPopup } from '../components/CardLike.tsx';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { zodFieldErrors } from '../lib/forms.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const meta = { title: (await translatorFor(request, ctx))('finder.title') };
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = matchFinderQuerySchema.safeParse(params);
  if (!parsed.success) return data({ meta, result: null, fields: zodFieldErrors(parsed.error) }, 400);
  try {
    return { meta, result: await api.matchFinder(params), fields: {} as Record<string, string> };
  } catch (error) {
    if (isApiError(error) && error.status === 400)
      return data({ meta, result: null, fields: error.fields ?? {} }, 400);
    throw error;
  }
}

export default function MatchFinderPage() {
  const { t } = useTranslation();
  const { result, fields } = useLoaderData<typeof loader>();
  const f = result?.filters;
  const shared = new Map(result?.matches.map((m) => [m.id, m.shared_interests]));
  const [popup, onMatch] = useMatchPopup();
  return (
    <Stack gap="large">
      <PageHeading>{t('finder.title')}</PageHeading>
      <p>{t('finder.intro')}</p>
      <Form method="get" aria-label={t('finder.filters')}>
        <Grid minItemWidth={150}>
          <GenderFilter value={f?.gender ?? ''} />
          <AgeRangeFilter values={{ min_age: f?.min_age, max_age: f?.max_age }} errors={fields} />
          <Checkbox label={t('finder.nearby')} name="nearby" value="1" defaultChecked={f?.nearby ?? false} />
          <Stack justify="end">
            <Button type="submit">{t('finder.find')}</Button>
          </Stack>
        </Grid>
      </Form>
      {result ? (
        result.matches.length > 0 ? (
          <MemberGrid
            members={result.matches}
            below={(m) => (
              <Stack gap="small">
                <p>{t('finder.shared', { count: shared.get(m.id) ?? 0 })}</p>
                <CardLikeButton member={m} onMatch={onMatch} />
              </Stack>
            )}
          />
        ) : (
          <EmptyState title={t('finder.emptyTitle')} description={t('finder.emptyText')} />
        )
      ) : null}
      {popup}
    </Stack>
  );
}
