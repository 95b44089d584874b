/**
 * /credits/repeat-order — buy the last bundle again (spec §2): with a card the provider keeps,
 * one button charges it (no checkout); without one, the last bundle and method one step from
 * paying; without any completed payment, the bundles.
 */
import type { PaymentRequest } from '@dating/contract';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { priceQuote } from '@dating/domain';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { SiteLoadContext } from '../context.server.ts';
import { FormError } from '../components/FormError.tsx';
import { CardPage } from '../components/CardPage.tsx';
import { type ActionResult, apiFailure } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';

export const meta = pageMeta;

async function repeatOrder(request: Request, context: unknown) {
  const ctx = context as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  const [payments, offer] = await Promise.all([api.transactions(), api.bundles()]);
  const last = payments.find((p) => p.status === 'completed');
  if (!last) throw redirect('/credits');
  const bundle = offer.bundles.find((b) => b.tier === last.tier)!;
  const card = offer.stored_methods[0];
  const method = offer.methods.find((m) => m.id === card?.method);
  if (!card || !method) throw redirect(`/credits/${last.tier}/${last.method}`);
  return { api, ctx, bundle, card, method, currency: offer.currency };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, bundle, card, method, currency } = await repeatOrder(request, context);
  const t = await translatorFor(request, ctx);
  const quote = priceQuote({
    amountMinor: bundle.price,
    currency,
    discount: null,
    fee: { percentBp: method.fee_percent_bp, fixedMinor: method.fee_fixed },
  });
  return {
    meta: { title: t('repeatOrder.title') },
    bundle,
    card: card.label,
    totalMinor: quote.total,
    currency,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, bundle, card } = await repeatOrder(request, context);
  try {
    const { redirect_url } = await api.startPayment({
      tier: bundle.tier,
      method: card.method as PaymentRequest['method'],
      stored_method_id: card.id,
    });
    return redirect(redirect_url);
  } catch (error) {
    return apiFailure(error);
  }
}

export default function RepeatOrderPage() {
  const { t, i18n } = useTranslation();
  const { bundle, card, totalMinor, currency } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const total = formatMoney(totalMinor, currency, i18n.language);
  return (
    <CardPage title={t('repeatOrder.title')}>
      <p>
        {t('repeatOrder.intro', {
          count: bundle.credits,
          name: t(`credits.tiers.${bundle.tier}`),
          total,
          card,
        })}
      </p>
      <FormError result={result} />
      <Form method="post">
        <Button type="submit" loading={busy}>
          {t('repeatOrder.pay', { total })}
        </Button>
      </Form>
      <Button href="/credits" variant="ghost">
        {t('repeatOrder.other')}
      </Button>
    </CardPage>
  );
}
