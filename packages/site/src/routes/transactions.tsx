/**
 * /transactions/{id?} — the member's payments (spec §2), and one payment's outcome (spec §4
 * payment states) with, once completed, its printable receipt.
 */
import { dateFormatter } from '@dating/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Button, EmptyState, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { paymentMethodName } from '../lib/payment-method-name.ts';
import { PaymentOutcome } from '../components/credits/PaymentOutcome.tsx';
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
  const [payments, offer, t] = await Promise.all([
    api.transactions(),
    api.bundles(),
    translatorFor(request, ctx),
  ]);
  const current = params.id ? payments.find((p) => String(p.id) === params.id) : undefined;
  if (params.id && !current) throw new Response(null, { status: 404 });
  return {
    meta: { title: t('transactions.title') },
    payments,
    current: current ?? null,
    refundDays: offer.refund_days,
  };
}

export default function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const { payments, current, refundDays } = useLoaderData<typeof loader>();
  const company = useRootData()?.company;
  const date = dateFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="large">
      <PageHeading>{t('transactions.title')}</PageHeading>
      {current ? <PaymentOutcome payment={current} /> : null}
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
                ].join(' · ')}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
