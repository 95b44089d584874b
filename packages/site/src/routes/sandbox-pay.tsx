/**
 * /sandbox-pay/{id} — the payment provider's page in the demo network (sandbox payments, no
 * real money): the member approves, declines or cancels, and comes back to the transaction,
 * as they would from a real provider. The API refuses these outcomes in production.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert, Button, Card, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { SiteLoadContext } from '../context.server.ts';
import { PageHeading } from '../components/PageHeading.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';

export const meta = pageMeta;
const OUTCOMES = ['approve', 'decline', 'cancel'] as const;

async function pendingPayment(request: Request, context: unknown, id: string | undefined) {
  const ctx = context as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  const n = Number(id);
  const payment = Number.isInteger(n) && n > 0 ? await api.payment(n).catch(() => null) : null;
  if (!payment) throw new Response(null, { status: 404 });
  return { api, payment, ctx };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { payment, ctx } = await pendingPayment(request, context, params.id);
  if (payment.status !== 'pending') throw redirect(`/transactions/${payment.id}`);
  const t = await translatorFor(request, ctx);
  return { meta: { title: t('sandbox.title') }, payment };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, payment } = await pendingPayment(request, context, params.id);
  const outcome = String((await request.formData()).get('outcome'));
  if ((OUTCOMES as readonly string[]).includes(outcome)) {
    await api.sandboxOutcome(payment.id, outcome as (typeof OUTCOMES)[number]);
  }
  return redirect(`/transactions/${payment.id}`);
}

export default function SandboxPayPage() {
  const { t, i18n } = useTranslation();
  const { payment } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  return (
    <Stack gap="large" align="center">
      <Card width="narrow">
        <Stack gap="medium">
          <PageHeading>{t('sandbox.title')}</PageHeading>
          <Alert tone="info">{t('sandbox.notice')}</Alert>
          <p>
            {t('sandbox.amount', {
              total: formatMoney(payment.total, payment.currency, i18n.language),
              count: payment.credits,
            })}
          </p>
          <Form method="post">
            <Stack gap="small">
              <Button type="submit" name="outcome" value="approve" disabled={busy}>
                {t('sandbox.approve')}
              </Button>
              <Button type="submit" name="outcome" value="decline" variant="soft" disabled={busy}>
                {t('sandbox.decline')}
              </Button>
              <Button type="submit" name="outcome" value="cancel" variant="ghost" disabled={busy}>
                {t('sandbox.cancel')}
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Card>
    </Stack>
  );
}
