/**
 * /credits, /premium and /pricing — buy a credit bundle (spec §1, §2): the four bundles in the
 * site's currency, one marked popular, price per credit, what premium brings (with the 46 %
 * claim), and the refund period. Any bundle makes the member premium at once. /pricing and
 * /premium are public (ADR 0033): a visitor sees the prices and the methods of their country, and
 * choosing a bundle leads to signup; /credits stays for members.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { priceQuote } from '@dating/domain';
import { Alert, Grid, PricingCard, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/PageHeading.tsx';
import { PublicPricing } from '../components/credits/PublicPricing.tsx';
import { SPENDING_CAP_INTENT, SpendingCap } from '../components/credits/SpendingCap.tsx';
import { type ActionResult, apiFailure } from '../lib/api-action.ts';
import { readForm } from '../lib/read-form.server.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { optionalMember, requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const premiumPage = new URL(request.url).pathname !== '/credits';
  const { api, user } = premiumPage ? await optionalMember(request, ctx) : await requireMember(request, ctx);
  const [offer, t] = await Promise.all([
    // Issue 22: the monthly spending cap and the statement descriptor, on /credits only.
    api.bundles({ checkout: Boolean(user) && !premiumPage }),
    translatorFor(request, ctx),
  ]);
  const checkout = offer.checkout ?? null;
  if (!user) {
    return { meta: { title: t('pricing.title') }, visitor: true as const, offer };
  }
  return {
    visitor: false as const,
    meta: { title: premiumPage ? t('credits.premiumTitle') : t('credits.title') },
    premiumPage,
    offer,
    checkout,
    paid: user.paid_user,
    credits: user.credits,
  };
}

/** /credits: the member sets the monthly spending cap (ADR 0087). */
export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const form = await readForm(request);
  if (form.get('intent') !== SPENDING_CAP_INTENT) throw new Response(null, { status: 400 });
  const cap = String(form.get('cap') ?? '');
  try {
    await api.setSpendingCap({ cap });
    return { intent: SPENDING_CAP_INTENT, done: true } satisfies ActionResult;
  } catch (error) {
    return apiFailure(error, { cap }, SPENDING_CAP_INTENT);
  }
}

export default function CreditsPage() {
  const data = useLoaderData<typeof loader>();
  return data.visitor ? <PublicPricing offer={data.offer} /> : <MemberCredits {...data} />;
}

function MemberCredits({
  offer,
  paid,
  credits,
  premiumPage,
  checkout,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { visitor: false }>) {
  const { t, i18n } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const money = (minor: number) => formatMoney(minor, offer.currency, i18n.language);
  // Spec §4: the welcome time bonus takes its percentage off every bundle while it lasts.
  const discounted = (minor: number) =>
    priceQuote({
      amountMinor: minor,
      currency: offer.currency,
      discount: offer.discount ? { valuePercentage: offer.discount.percentage } : null,
    }).subtotal;
  const benefits = [t('credits.benefitPhotos'), t('credits.benefitChat'), t('credits.benefitNoSubscription')];
  return (
    <Stack gap="large">
      <Stack gap="small">
        <PageHeading>{premiumPage ? t('credits.premiumTitle') : t('credits.title')}</PageHeading>
        <p>{paid ? t('credits.balance', { count: credits }) : t('credits.intro')}</p>
        <p>
          <strong>{t('credits.claim')}</strong>
        </p>
        {offer.discount ? (
          <Alert tone="positive">
            {t('credits.discountApplied', { percent: offer.discount.percentage })}
          </Alert>
        ) : null}
      </Stack>
      <Grid minItemWidth={220}>
        {offer.bundles.map((b) => (
          <PricingCard
            key={b.tier}
            name={t(`credits.tiers.${b.tier}`)}
            credits={t('chat.credits', { count: b.credits })}
            price={money(discounted(b.price))}
            oldPrice={offer.discount ? money(b.price) : undefined}
            oldPriceLabel={offer.discount ? t('credits.was', { price: money(b.price) }) : undefined}
            perCredit={t('credits.perCredit', { price: money(Math.round(discounted(b.price) / b.credits)) })}
            popularLabel={b.popular ? t('credits.popular') : undefined}
            benefits={benefits}
            ctaLabel={t('credits.choose', { count: b.credits })}
            href={`/credits/${b.tier}`}
          />
        ))}
      </Grid>
      <p>{t('credits.refund', { days: offer.refund_days })}</p>
      {checkout ? (
        <p>{t('moneyDisclosure.descriptor', { descriptor: checkout.statement_descriptor })}</p>
      ) : null}
      {checkout ? <SpendingCap terms={checkout} result={result} /> : null}
    </Stack>
  );
}
