/**
 * Scheduled jobs (admins; issue 19 point 9, ADR 0068): each job with its interval, state, last
 * run and error and next run; "run now" makes it due for the next scheduler round, pause and
 * resume hold it on every server instance; each action is audited by the staff API. Below, the
 * durable queue's pending and failed jobs per kind.
 */
import type { StaffJob, StaffJobResponse, StaffJobs } from '@dating/contract';
import { Alert, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { JobTable, useJobLabel } from '../components/outbox/JobTable.tsx';
import { formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('jobs.title');

const INTENTS = ['run', 'pause', 'resume'] as const;
type Intent = (typeof INTENTS)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'outbox');
  return orThrow(await staffApi<StaffJobs>(request, context, '/jobs'), request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'outbox');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  if (!INTENTS.includes(intent)) throw new Response('Unknown action', { status: 400 });
  const name = String(form.get('name') ?? '');
  const answer = await staffApi<StaffJobResponse>(
    request,
    context,
    `/jobs/${encodeURIComponent(name)}/${intent}`,
    { method: 'POST' },
  );
  if (answer.ok) return { done: intent, job: answer.data!.job as StaffJob, errors: null };
  return { done: null, job: null, errors: formErrors(answer.error) };
}

export default function Jobs() {
  const { jobs, queue, tick_ms } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const label = useJobLabel();
  const kindLabel = (kind: string) => t(`jobs.kinds.${kind}`, { defaultValue: kind });
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('jobs.title')}</Heading>
        <Link to="/outbox" className={styles.primaryLink}>
          {t('jobs.outboxLink')}
        </Link>
      </div>
      <p className={styles.muted}>{t('jobs.intro', { seconds: tick_ms / 1000 })}</p>
      {data?.done && data.job ? (
        <Alert tone="positive" role="status">
          {t(`jobs.done.${data.done}`, { job: label(data.job.name), seconds: tick_ms / 1000 })}
        </Alert>
      ) : null}
      <FormAlert errors={data?.errors} />
      <div>
        <Stack gap="medium">
          <Heading level={2} id="jobs-scheduled">
            {t('jobs.scheduledTitle')}
          </Heading>
          <JobTable jobs={jobs} busy={busy} />
        </Stack>
      </div>
      <div>
        <Stack gap="medium">
          <Heading level={2} id="jobs-queue">
            {t('jobs.queueTitle')}
          </Heading>
          <p className={styles.muted}>{t('jobs.queueIntro')}</p>
          {queue.length === 0 ? (
            <p>{t('jobs.queueEmpty')}</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
            <section className={styles.tableWrap} tabIndex={0} aria-labelledby="jobs-queue">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('jobs.kind')}</th>
                    <th scope="col">{t('jobs.pending')}</th>
                    <th scope="col">{t('jobs.failed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {queue.map((q) => (
                    <tr key={q.kind} data-kind={q.kind}>
                      <th scope="row">
                        {kindLabel(q.kind)}
                        {q.kind === 'postback' ? (
                          <p className={styles.muted}>
                            <Link to="/traffic/postbacks?status=failed">{t('jobs.retryPostbacks')}</Link>
                          </p>
                        ) : q.kind === 'deliver-message' ? (
                          <p className={styles.muted}>
                            <Link to="/outbox?state=failed">{t('jobs.retryMessages')}</Link>
                          </p>
                        ) : null}
                      </th>
                      <td>{q.pending}</td>
                      <td>{q.failed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
