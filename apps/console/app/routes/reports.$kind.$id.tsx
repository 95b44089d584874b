/**
 * One report or complaint (admins and support, issue 19): what was filed, by whom, about whom;
 * its thread of notes, replies and statements; and the actions (components/moderation/CaseForms).
 */
import type { CaseDetail } from '@dating/contract';
import { Alert, Badge, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as styles from '../components/moderation/case.css.ts';
import { CaseForms } from '../components/moderation/CaseForms.tsx';
import { CaseThread } from '../components/moderation/CaseThread.tsx';
import { formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as shared from '../styles.css.ts';
import { formatDateTime } from '../lib/date-time.ts';

export const meta = pageTitle('cases.caseTitle');

const casePath = (params: { kind?: string; id?: string }) =>
  `/reports/${encodeURIComponent(params.kind ?? '')}/${encodeURIComponent(params.id ?? '')}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'reports');
  const answer = await staffApi<{ case: CaseDetail }>(request, context, casePath(params));
  // A malformed kind or id is no case either.
  if (answer.status === 400) throw new Response('case_not_found', { status: 404 });
  return orThrow(answer, request);
}

/** What each intent posts, from the form's fields. */
function bodyOf(intent: string, form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? '');
  switch (intent) {
    case 'status':
      return { status: text('status') };
    case 'assign':
      return { staff_id: text('staff_id') === '' ? null : Number(text('staff_id')) };
    case 'note':
    case 'reply':
      return { body: text('body') };
    default: {
      const member = text('member_id').trim();
      return {
        decision: text('decision'),
        ground: text('ground'),
        facts: text('facts'),
        explanation: text('explanation'),
        ...(member === '' ? {} : { member_id: /^\d{1,15}$/.test(member) ? Number(member) : member }),
      };
    }
  }
}

const INTENTS: Record<string, string> = {
  status: 'status',
  assign: 'assign',
  note: 'notes',
  reply: 'reply',
  statement: 'statement',
};

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireArea(request, context, 'reports');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const path = INTENTS[intent];
  if (!path) throw new Response('Unknown action', { status: 400 });
  const answer = await staffApi<{ case: CaseDetail }>(request, context, `${casePath(params)}/${path}`, {
    method: 'POST',
    body: bodyOf(intent, form),
  });
  if (answer.ok) return { intent, done: `cases.done.${intent}`, failed: null, at: Date.now() };
  return { intent, done: null, failed: { intent, errors: formErrors(answer.error) }, at: Date.now() };
}

export default function CasePage() {
  const { case: item } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  const when = (iso: string) => formatDateTime(locale, iso);
  const form = data?.failed?.errors.form;
  return (
    <Stack gap="large">
      <Link to={`/reports?kind=${item.kind}&status=${item.status}`}>{t('cases.back')}</Link>
      <div className={shared.pageHead}>
        <Heading level={1}>
          {t('cases.caseHeading', { kind: t(`cases.kinds.${item.kind}`), reference: item.reference })}
        </Heading>
        <Badge tone={item.status === 'closed' ? 'neutral' : 'warning'}>
          {t(`cases.statuses.${item.status}`)}
        </Badge>
      </div>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t(data.done)}
        </Alert>
      ) : null}
      {form ? (
        <Alert tone="critical" role="alert">
          {t(form.key, form.params)}
        </Alert>
      ) : data?.failed ? (
        <Alert tone="critical" role="alert">
          {t('errors.validation_failed')}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <Stack gap="large">
          <dl className={styles.facts}>
            <dt>{t('cases.received')}</dt>
            <dd>{when(item.created_at)}</dd>
            <dt>{t('cases.site')}</dt>
            <dd>{item.site_host || '—'}</dd>
            <dt>{t('cases.reason')}</dt>
            <dd>{t(`cases.reasons.${item.reason}`, { defaultValue: item.reason })}</dd>
            <dt>{t('cases.from')}</dt>
            <dd>
              {item.from_name} ({item.reply_to})
            </dd>
            <dt>{t('cases.about')}</dt>
            <dd>{item.about ? `${item.about.name} #${item.about.id}` : (item.subject ?? '—')}</dd>
            <dt>{t('cases.assignee')}</dt>
            <dd>{item.assigned_to?.name ?? t('cases.unassigned')}</dd>
          </dl>
          <section aria-labelledby="case-message">
            <Stack gap="small">
              <Heading level={2} id="case-message">
                {t('cases.message')}
              </Heading>
              <p className={styles.body}>{item.message || '—'}</p>
            </Stack>
          </section>
          <section aria-labelledby="case-thread">
            <Stack gap="medium">
              <Heading level={2} id="case-thread">
                {t('cases.thread')}
              </Heading>
              <CaseThread entries={item.entries} when={when} />
            </Stack>
          </section>
        </Stack>
        <CaseForms
          item={item}
          failed={data?.failed ?? null}
          busy={busy}
          generation={data?.done ? data.at : 0}
        />
      </div>
    </Stack>
  );
}
