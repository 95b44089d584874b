/**
 * One payment (admins and support; issue 19 point 4): its facts, the provider's events, what went
 * back on it, and — while refund_days last — the refund form with its confirmation.
 */
import type { StaffPaymentDetail } from '@dating/contract';
import { formatMoney, parseMoney } from '@dating/domain';
import { Alert, FactList, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PaymentSummary } from '../components/payments/PaymentSummary.tsx';
import { ProviderEvents } from '../components/payments/ProviderEvents.tsx';
import { RejectedNotifications } from '../components/payments/RejectedNotifications.tsx';
import { RefundForm, type RefundValues } from '../components/payments/RefundForm.tsx';
import * as own from '../components/payments/payments.css.ts';
import { type FormErrors, formErrors } from '../lib/form-errors.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import { formatDateTime } from '../lib/date-time.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `#${data.detail.payment.id} · Payments` : 'Payments' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const load = (request: Request, context: LoaderFunctionArgs['context'], id: string) =>
  staffApi<StaffPaymentDetail>(request, context, `/payments/${encodeURIComponent(id)}`);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'payments');
  return { detail: orThrow(await load(request, context, params.id ?? ''), request) };
}

type ActionResult = { done: boolean; values: RefundValues | null; errors: FormErrors | null };

export async function action({ request, context, params }: ActionFunctionArgs): Promise<ActionResult> {
  await requireArea(request, context, 'payments');
  const form = await request.formData();
  const values = { amount: String(form.get('amount') ?? ''), reason: String(form.get('reason') ?? '') };
  const detail = orThrow(await load(request, context, params.id ?? ''), request);
  const amount = parseMoney(values.amount, detail.payment.currency);
  const fields: Record<string, string> = {};
  if (amount === null || amount <= 0) fields.amount = 'fieldErrors.invalid_amount';
  if (form.get('confirm') !== 'yes') fields.confirm = 'fieldErrors.confirm_required';
  if (Object.keys(fields).length > 0) return { done: false, values, errors: { fields } };
  const answer = await staffApi(
    request,
    context,
    `/payments/${encodeURIComponent(String(detail.payment.id))}/refund`,
    {
      method: 'POST',
      body: { amount, reason: values.reason },
    },
  );
  if (answer.status === 401) orThrow(answer, request);
  if (!answer.ok) return { done: false, values, errors: formErrors(answer.error) };
  return { done: true, values: null, errors: null };
}

export default function PaymentPage() {
  const { detail } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  const { payment, refund, refundable } = detail;
  const when = (iso: string) => formatDateTime(locale, iso);
  return (
    <Stack gap="large">
      <Link to="/payments">{t('payments.back')}</Link>
      <Heading level={1}>{t('payments.one', { id: payment.id })}</Heading>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t('payments.refunded')}
        </Alert>
      ) : null}
      <div className={own.panels}>
        <section aria-label={t('payments.details')}>
          <PaymentSummary detail={detail} locale={locale} />
        </section>
        {refund ? (
          <section aria-labelledby="refund-done">
            <Stack gap="medium">
              <Heading level={2} id="refund-done">
                {t(`payments.kinds.${refund.kind}`)}
              </Heading>
              <FactList
                facts={[
                  {
                    id: 'amount',
                    term: t('payments.refundAmountDone'),
                    value: formatMoney(refund.amount, payment.currency, locale),
                  },
                  {
                    id: 'credits',
                    term: t('payments.creditsTakenBack'),
                    value: String(refund.credits_taken_back),
                  },
                  {
                    id: 'owed',
                    term: t('refundRequests.creditsOwed'),
                    value: String(refund.credits_owed),
                  },
                  {
                    id: 'premium',
                    term: t('payments.premiumEnded'),
                    value: refund.premium_ended ? t('payments.yes') : t('payments.no'),
                  },
                  { id: 'by', term: t('payments.by'), value: refund.staff_name ?? t('payments.byProvider') },
                  { id: 'reason', term: t('payments.refundReason'), value: refund.reason ?? '—' },
                  { id: 'ref', term: t('payments.provider'), value: refund.provider_ref },
                  { id: 'when', term: t('payments.when'), value: when(refund.created_at) },
                ]}
              />
            </Stack>
          </section>
        ) : refundable.refusal ? (
          <section aria-labelledby="refund-heading">
            <Stack gap="medium">
              <Heading level={2} id="refund-heading">
                {t('payments.refund')}
              </Heading>
              <p>{t(`errors.${refundable.refusal}`)}</p>
            </Stack>
          </section>
        ) : (
          <Stack gap="small">
            <RefundForm
              key={payment.status}
              detail={detail}
              locale={locale}
              values={data?.values ?? null}
              errors={data?.errors ?? null}
              busy={busy}
            />
            {refundable.deadline ? (
              <p>{t('payments.deadline', { date: when(refundable.deadline) })}</p>
            ) : null}
          </Stack>
        )}
      </div>
      <ProviderEvents events={detail.events} locale={locale} />
      <RejectedNotifications rejections={detail.rejections} locale={locale} />
    </Stack>
  );
}
