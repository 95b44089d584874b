/**
 * /sandbox-pay/{token} — the sandbox provider's hosted checkout in the demo network (ADR 0025):
 * no real money. The tester picks what the provider answers — paid, pending, failed, cancelled
 * or expired — and for cards a test card, which the provider may keep for repeat orders. The
 * provider then notifies the API server to server, and the member returns to the result page.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { SANDBOX_OUTCOMES, sandboxOutcomeSchema } from '@dating/contract';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert, Button, Checkbox, Select, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { SiteLoadContext } from '../context.server.ts';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { paymentMethodName } from '../lib/payment-method-name.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

async function checkoutOf(request: Request, context: unknown, token: string | undefined) {
  const ctx = context as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  const checkout = token ? await api.sandboxCheckout(token).catch(() => null) : null;
  // The provider's token alone opens its checkout (ADR 0025), but on the brand's site it is the
  // member's own payment page: a checkout of another member's payment is the 404 (issue 16).
  const own = checkout ? await api.payment(checkout.payment_id).catch(() => null) : null;
  if (!checkout || !own) throw new Response(null, { status: 404 });
  return { api, checkout, ctx };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { checkout, ctx } = await checkoutOf(request, context, params.token);
  const t = await translatorFor(request, ctx);
  return { meta: { title: t('sandbox.title') }, checkout };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, checkout } = await checkoutOf(request, context, params.token);
  const form = await readForm(request);
  const choice = sandboxOutcomeSchema.safeParse({
    token: params.token,
    outcome: form.get('outcome'),
    card: checkout.card ? (form.get('card') ?? undefined) : undefined,
    remember: checkout.card ? form.get('remember') === 'on' : undefined,
  });
  // The page only offers valid choices; anything else leaves the payment as it is.
  if (!choice.success) return redirect(checkout.return_url);
  const { return_url } = await api.sandboxOutcome(choice.data);
  return redirect(return_url);
}

export default function SandboxPayPage() {
  const { t, i18n } = useTranslation();
  const { checkout } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  return (
    <CardPage title={t('sandbox.title')}>
      <Alert tone="info">{t('sandbox.notice')}</Alert>
      <p>
        {t('sandbox.amount', {
          total: formatMoney(checkout.amount, checkout.currency, i18n.language),
          method: paymentMethodName(t, checkout.method),
        })}
      </p>
      <Form method="post">
        <Stack gap="medium">
          <Select
            label={t('sandbox.outcome')}
            name="outcome"
            defaultValue="paid"
            options={SANDBOX_OUTCOMES.map((o) => ({ value: o, label: t(`sandbox.outcomes.${o}`) }))}
          />
          {checkout.card ? (
            <>
              <Select
                label={t('sandbox.card')}
                name="card"
                defaultValue="4242"
                options={[
                  { value: '4242', label: t('sandbox.cardWorks') },
                  { value: '0341', label: t('sandbox.cardDeclinesRepeat') },
                ]}
              />
              <Checkbox name="remember" label={t('sandbox.remember')} defaultChecked />
            </>
          ) : null}
          <Button type="submit" loading={busy}>
            {t('sandbox.confirm')}
          </Button>
        </Stack>
      </Form>
    </CardPage>
  );
}
