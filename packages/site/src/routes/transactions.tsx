/**
 * /transactions/{id?} — the member's payments (spec §2), and one payment's outcome (spec §4
 * payment states): completed (credits added, premium), pending (processing), failed or
 * cancelled (try again, with another method).
 */
import type { Payment } from '@dating/api-client/schemas';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Alert, Button, EmptyState, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { SiteLoadContext } from '../context.server.ts';
import { PageHeading } from '../components/PageHeading.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';

export const meta = pageMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  const [payments, t] = await Promise.all([api.transactions(), translatorFor(request, ctx)]);
  const current = params.id ? payments.find((p) => String(p.id) === params.id) : undefined;
  if (params.id && !current) throw new Response(null, { status: 404 });
  return { meta: { title: t('transactions.title') }, payments, current: current ?? null };
}

function Outcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  if (payment.status === 'completed') {
    return (
      <Alert tone="positive" role="status">
        <Stack gap="small">
          <strong>{t('transactions.completed', { count: payment.credits })}</strong>
          <span>{t('transactions.premiumNow')}</span>
          <Stack direction="row" gap="small" wrap>
            <Button href="/chats" size="small">
              {t('transactions.toChats')}
            </Button>
            <Button href="/members" size="small" variant="soft">
              {t('nav.search')}
            </Button>
          </Stack>
        </Stack>
      </Alert>
    );
  }
  if (payment.status === 'pending') return <Alert tone="info">{t('transactions.pending')}</Alert>;
  return (
    <Alert tone="critical" role="alert">
      <Stack gap="small">
        <span>{t('errors.payment_failed')}</span>
        <Button href={`/credits/${payment.tier}`} size="small">
          {t('transactions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export default function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const { payments, current } = useLoaderData<typeof loader>();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="large">
      <PageHeading>{t('transactions.title')}</PageHeading>
      {current ? <Outcome payment={current} /> : null}
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
                {t('transactions.row', {
                  date: date.format(new Date(p.created_at)),
                  count: p.credits,
                  total: formatMoney(p.total, p.currency, i18n.language),
                  status: t(`transactions.status.${p.status}`),
                })}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
