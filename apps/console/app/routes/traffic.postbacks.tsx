/**
 * Postbacks (admins; issue 19 point 7): the URL template of each affiliate network, and the
 * postbacks sent with every attempt, filtered by network and state, paged by keyset; a pending or
 * failed postback can be sent now. Every change is audited by the staff API.
 */
import { POSTBACK_STATUSES, type PostbackList, type PostbackTemplates as Templates } from '@dating/contract';
import { Alert, Button, Heading, Select, Stack, TextField } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PostbackLog } from '../components/traffic/PostbackLog.tsx';
import { PostbackTemplates } from '../components/traffic/PostbackTemplates.tsx';
import { formErrors, useFieldError } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';

export const meta = pageTitle('postbacks.title');

const LOG_FILTERS = ['network', 'status'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'traffic');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...LOG_FILTERS, 'before'] as const) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = {
    network: url.searchParams.get('network') ?? '',
    status: url.searchParams.get('status') ?? '',
  };
  const templates = orThrow(
    await staffApi<Templates>(request, context, '/traffic/postbacks/templates'),
    request,
  );
  const answer = await staffApi<PostbackList>(request, context, `/traffic/postbacks?${query}`);
  if (answer.status === 400)
    return { templates, log: null, filters, errors: formErrors(answer.error), paged: false };
  return { templates, log: orThrow(answer, request), filters, errors: null, paged: query.has('before') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'traffic');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const network = String(form.get('network') ?? '');
  // The "add" form's errors show on the add form (network ''), a row's on its row.
  const key = form.get('new') ? '' : network;
  if (intent === 'save' || intent === 'delete') {
    const values = { network, url_template: String(form.get('url_template') ?? '') };
    const answer =
      intent === 'save'
        ? await staffApi(request, context, '/traffic/postbacks/templates', { method: 'PUT', body: values })
        : await staffApi(request, context, '/traffic/postbacks/templates/delete', {
            method: 'POST',
            body: { network },
          });
    if (answer.ok)
      return {
        done: intent === 'save' ? 'postbacks.saved' : 'postbacks.removed',
        network,
        template: null,
        send: null,
      };
    return {
      done: null,
      network,
      template: { network: key, values, errors: formErrors(answer.error) },
      send: null,
    };
  }
  if (intent === 'send') {
    const id = String(form.get('id') ?? '');
    const answer = await staffApi<{ status: string }>(
      request,
      context,
      `/traffic/postbacks/${encodeURIComponent(id)}/send`,
      {
        method: 'POST',
      },
    );
    if (answer.ok)
      return { done: `postbacks.sent.${answer.data!.status}`, network: '', template: null, send: null };
    return { done: null, network: '', template: null, send: formErrors(answer.error) };
  }
  throw new Response('Unknown action', { status: 400 });
}

export default function Postbacks() {
  const { templates, log, filters, errors, paged } = useLoaderData<typeof loader>();
  const fieldError = useFieldError(errors);
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  const formError = data?.template?.errors?.form ?? data?.send?.form ?? errors?.form;
  const withFilters = (extra: Record<string, string>, path = '/traffic/postbacks') => {
    const params = new URLSearchParams();
    for (const key of LOG_FILTERS) if (filters[key]) params.set(key, filters[key]);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return `${path}?${params}`;
  };
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('postbacks.title')}</Heading>
        <Link to="/traffic" className={styles.primaryLink}>
          {t('postbacks.reportLink')}
        </Link>
      </div>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t(data.done, { network: data.network })}
        </Alert>
      ) : null}
      {formError ? (
        <Alert tone="critical" role="alert">
          {t(formError.key, formError.params)}
        </Alert>
      ) : null}
      <PostbackTemplates data={templates} state={data?.template ?? null} busy={busy} />
      <section aria-labelledby="postback-log">
        <Stack gap="medium">
          <Heading level={2} id="postback-log">
            {t('postbacks.logTitle')}
          </Heading>
          <Form method="get" className={styles.filters} aria-label={t('postbacks.filters')}>
            <TextField
              label={t('postbacks.network')}
              name="network"
              defaultValue={filters.network}
              error={fieldError('network')}
            />
            <Select
              label={t('postbacks.status')}
              name="status"
              defaultValue={filters.status}
              options={[
                { value: '', label: t('postbacks.anyStatus') },
                ...POSTBACK_STATUSES.map((s) => ({ value: s, label: t(`postbacks.statuses.${s}`) })),
              ]}
              error={fieldError('status')}
            />
            <Button type="submit" variant="solid">
              {t('postbacks.apply')}
            </Button>
          </Form>
          {log && log.rows.length === 0 ? <p>{t('postbacks.empty')}</p> : null}
          {log && log.rows.length > 0 ? (
            <>
              <a href={withFilters({}, '/traffic/postbacks.csv')} download className={styles.primaryLink}>
                {t('postbacks.exportCsv')}
              </a>
              <PostbackLog rows={log.rows} locale={locale} />
            </>
          ) : null}
          <nav aria-label={t('postbacks.paging')} className={styles.pager}>
            {paged ? <Link to={withFilters({})}>{t('postbacks.newest')}</Link> : <span />}
            {log?.next_before ? (
              <Link to={withFilters({ before: String(log.next_before) })} rel="next">
                {t('postbacks.older')}
              </Link>
            ) : null}
          </nav>
        </Stack>
      </section>
    </Stack>
  );
}
