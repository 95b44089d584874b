/**
 * /transactions/{id?} — the member's payments (spec §2), and one payment's outcome (spec §4
 * payment states) with, once completed, its printable receipt; the member's refund request for
 * it or the button to ask, and the credits they owe after a refund (issue 22, ADR 0086).
 */
import { refundRequestBodySchema } from '@dating/contract';
import { dateFormatter, refundDeadline } from '@dating/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert, Button, EmptyState, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { paymentMethodName } from '../lib/payment-method-name.ts';
import { PaymentOutcome } from '../components/credits/PaymentOutcome.tsx';
import { RefundRequestPanel } from '../components/credits/RefundRequestPanel.tsx';
import { FormError } from '../components/FormError.tsx';
import { type ActionResult, apiFailure, invalidForm } from '../lib/api-action.ts';
import { readForm } from '../lib/read-form.server.ts';
import { Receipt } from '../components/credits/Receipt.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const [overview, offer, t] = await Promise.all([
    api.transactionsOverview(),
    api.bundles(),
    translatorFor(request, ctx),
  ]);
  const { payments } = overview;
  const current = params.id ? payments.find((p) => String(p.id) === params.id) : undefined;
  if (params.id && !current) throw new Response(null, { status: 404 });
  const mayAsk = current?.settled_at && overview.refundable.includes(current.id);
  return {
    meta: { title: t('transactions.title') },
    payments,
    current: current ?? null,
    refundDays: offer.refund_days,
    requests: overview.refund_requests,
    creditDebt: overview.credit_debt,
    refundUntil: mayAsk
      ? refundDeadline(new Date(current.settled_at!), offer.refund_days).toISOString()
      : null,
  };
}

/** The member asks for a refund of the payment shown (issue 22, ADR 0086). */
export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const form = await readForm(request);
  const parsed = refundRequestBodySchema.safeParse({ payment: form.get('payment') });
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    await api.requestRefund(parsed.data.payment);
  } catch (error) {
    return apiFailure(error);
  }
  return { done: true } satisfies ActionResult;
}

export default function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const { payments, current, refundDays, requests, creditDebt, refundUntil } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const requestOf = (id: number) => requests.find((r) => r.payment_id === id) ?? null;
  /** Where the member's refund request for a payment stands, for its line in the list. */
  const requestLine = (id: number) => {
    const r = requestOf(id);
    return r
      ? [t(`refundRequest.status.${r.status}`, { date: date.format(new Date(r.decided_at ?? r.created_at)) })]
      : [];
  };
  const company = useRootData()?.company;
  const date = dateFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="large">
      <PageHeading>{t('transactions.title')}</PageHeading>
      {creditDebt > 0 ? (
        <Alert tone="warning" role="status">
          {t('refundRequest.debt', { count: creditDebt })}
        </Alert>
      ) : null}
      {current ? <PaymentOutcome payment={current} /> : null}
      <FormError result={result} />
      {result?.done ? (
        <Alert tone="positive" role="status">
          {t('refundRequest.sent')}
        </Alert>
      ) : null}
      {current ? (
        <RefundRequestPanel
          paymentId={current.id}
          request={requestOf(current.id)}
          deadline={refundUntil}
          busy={busy}
        />
      ) : null}
      {current?.status === 'completed' && company ? (
        <Receipt
          payment={current}
          company={company}
          methodName={paymentMethodName(t, current.method)}
          refundDays={refundDays}
        />
      ) : null}
      {payments.length === 0 ? (
        <EmptyState
          title={t('transactions.empty')}
          action={<Button href="/credits">{t('credits.title')}</Button>}
        />
      ) : (
        <Stack as="ul" gap="small">
          {payments.map((p) => (
            <li key={p.id}>
              <Link to={`/transactions/${p.id}`} aria-current={current?.id === p.id ? 'page' : undefined}>
                {[
                  date.format(new Date(p.created_at)),
                  t('receipt.bundleValue', { name: t(`credits.tiers.${p.tier}`), count: p.credits }),
                  paymentMethodName(t, p.method),
                  formatMoney(p.total, p.currency, i18n.language),
                  t(`transactions.status.${p.status}`),
                  ...(p.refunded !== null
                    ? [
                        t('transactions.refundedAmount', {
                          amount: formatMoney(p.refunded, p.currency, i18n.language),
                        }),
                      ]
                    : []),
                  ...requestLine(p.id),
                ].join(' · ')}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
