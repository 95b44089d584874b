/**
 * Photo moderation (admins and support, issue 19): the pending photos of members and personas,
 * oldest first, paged by keyset; approve one, approve the selected ones at once, reject one with
 * a reason the member reads on their profile. A CSV of the queue is at /moderation.csv.
 */
import type { PhotoQueuePage } from '@dating/contract';
import { Alert, Button, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BULK_FORM_ID, PhotoCard } from '../components/moderation/PhotoCard.tsx';
import * as cards from '../components/moderation/moderation.css.ts';
import { formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { formatDateTime } from '../lib/date-time.ts';

export const meta = pageTitle('moderation.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'moderation');
  const after = new URL(request.url).searchParams.get('after');
  const query = after && /^\d{1,15}$/.test(after) ? `?after=${after}` : '';
  const page = orThrow(
    await staffApi<PhotoQueuePage>(request, context, `/moderation/photos${query}`),
    request,
  );
  return { page, paged: query !== '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'moderation');
  const form = await request.formData();
  if (form.get('intent') === 'reject') {
    const id = String(form.get('id') ?? '');
    const answer = await staffApi<{ rejected: number[] }>(
      request,
      context,
      `/moderation/photos/${encodeURIComponent(id)}/reject`,
      { method: 'POST', body: { reason: form.get('reason') ?? '' } },
    );
    return answer.ok
      ? { done: { key: 'moderation.rejected', count: 1 }, errors: null }
      : { done: null, errors: formErrors(answer.error) };
  }
  // "Approve" on one card names only that photo; "Approve selected" sends every ticked box.
  const only = form.get('only');
  const ids = (only ? [only] : form.getAll('ids')).map((v) => Number(v));
  if (ids.length === 0)
    return { done: null, errors: { form: { key: 'moderation.noneSelected' }, fields: {} } };
  const answer = await staffApi<{ approved: number[] }>(request, context, '/moderation/photos/approve', {
    method: 'POST',
    body: { ids },
  });
  return answer.ok
    ? { done: { key: 'moderation.approved', count: answer.data!.approved.length }, errors: null }
    : { done: null, errors: formErrors(answer.error) };
}

export default function ModerationPage() {
  const { page, paged } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  const when = (iso: string) => formatDateTime(locale, iso);
  const errors = data?.errors ?? null;
  // The only field a decision can get wrong is the rejection reason.
  const refusal = errors?.form
    ? t(errors.form.key, errors.form.params)
    : errors
      ? t('moderation.reasonRequired')
      : null;
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('moderation.title')}</Heading>
        <a href="/moderation.csv" download className={styles.primaryLink}>
          {t('moderation.csv')}
        </a>
      </div>
      <p className={styles.muted}>{t('moderation.intro')}</p>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t(data.done.key, { count: data.done.count })}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert tone="critical" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {page.photos.length === 0 ? (
        <p>{t('moderation.empty')}</p>
      ) : (
        <>
          <Form method="post" id={BULK_FORM_ID} className={cards.bulkBar} aria-label={t('moderation.bulk')}>
            <input type="hidden" name="intent" value="approve" />
            <span className={styles.muted}>{t('moderation.count', { count: page.photos.length })}</span>
            <Button type="submit" variant="solid" loading={busy}>
              {t('moderation.approveSelected')}
            </Button>
          </Form>
          <ul className={cards.grid} aria-label={t('moderation.queue')}>
            {page.photos.map((photo) => (
              <PhotoCard key={photo.id} photo={photo} when={when} />
            ))}
          </ul>
        </>
      )}
      <nav aria-label={t('moderation.paging')} className={styles.pager}>
        {paged ? <Link to="/moderation">{t('moderation.oldest')}</Link> : <span />}
        {page.next_after ? (
          <Link to={`/moderation?after=${page.next_after}`} rel="next">
            {t('moderation.newer')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
