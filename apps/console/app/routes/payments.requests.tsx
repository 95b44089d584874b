/**
 * Members' refund requests (admins and support; issue 22 point 3, ADR 0086): open ones oldest
 * first, or the approved, declined and closed ones; approve (the refund through the provider) or
 * decline with a reason. Each decision is one API call with its audit row and the member's e-mail.
 */
import type { StaffRefundRequestPage } from '@dating/contract';
import { REFUND_REQUEST_STATUSES } from '@dating/domain';
import { Alert, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RefundRequestCard } from '../components/payments/RefundRequestCard.tsx';
import { type FormErrors, formErrors } from '../lib/form-errors.ts';
import { pageTitle } from '../lib/meta.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';

export const meta = pageTitle('refundRequests.title');

const statusOf = (url: URL) => {
  const s = url.searchParams.get('status');
  return REFUND_REQUEST_STATUSES.find((x) => x === s) ?? 'pending';
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'payments');
  const url = new URL(request.url);
  const status = statusOf(url);
  const query = new URLSearchParams({ status });
  const before = url.searchParams.get('before');
  if (before && /^\d+$/.test(before)) query.set('before', before);
  const page = orThrow(
    await staffApi<StaffRefundRequestPage>(request, context, `/refund-requests?${query}`),
    request,
  );
  return { page, status, paged: query.has('before') };
}

type ActionResult = { id: number; done: 'approved' | 'declined' | null; errors: FormErrors | null };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  await requireArea(request, context, 'payments');
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  if (!Number.isInteger(id) || id <= 0 || (intent !== 'approve' && intent !== 'decline')) {
    return { id: 0, done: null, errors: { form: { key: 'errors.validation_failed' }, fields: {} } };
  }
  if (intent === 'approve' && form.get('confirm') !== 'yes') {
    return { id, done: null, errors: { fields: { confirm: 'fieldErrors.confirm_required' } } };
  }
  const answer = await staffApi(request, context, `/refund-requests/${id}/${intent}`, {
    method: 'POST',
    body: intent === 'decline' ? { reason: String(form.get('reason') ?? '') } : {},
  });
  if (answer.status === 401) orThrow(answer, request);
  if (!answer.ok) return { id, done: null, errors: formErrors(answer.error) };
  return { id, done: intent === 'approve' ? 'approved' : 'declined', errors: null };
}

export default function RefundRequests() {
  const { page, status, paged } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  return (
    <Stack gap="large">
      <Link to="/payments">{t('payments.back')}</Link>
      <Heading level={1}>{t('refundRequests.title')}</Heading>
      <nav aria-label={t('refundRequests.filter')} className={styles.pager}>
        {REFUND_REQUEST_STATUSES.map((s) => (
          <Link
            key={s}
            to={`/payments/requests?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
          >
            {t(`refundRequests.statuses.${s}`)}
          </Link>
        ))}
      </nav>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t(`refundRequests.done.${data.done}`, { id: data.id })}
        </Alert>
      ) : null}
      {data?.errors && data.id === 0 ? (
        <Alert tone="critical" role="alert">
          {t('errors.validation_failed')}
        </Alert>
      ) : null}
      {page.rows.length === 0 ? <p>{t('refundRequests.empty')}</p> : null}
      {page.rows.map((row) => (
        <RefundRequestCard
          key={row.id}
          row={row}
          locale={locale}
          errors={data?.id === row.id ? data.errors : null}
          busy={busy}
        />
      ))}
      <nav aria-label={t('refundRequests.paging')} className={styles.pager}>
        {paged ? (
          <Link to={`/payments/requests?status=${status}`}>{t('refundRequests.first')}</Link>
        ) : (
          <span />
        )}
        {page.next_before ? (
          <Link to={`/payments/requests?status=${status}&before=${page.next_before}`} rel="next">
            {t('refundRequests.more')}
          </Link>
        ) : null}
      </nav>
    </Stack>
  );
}
