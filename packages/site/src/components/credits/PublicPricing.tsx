/**
 * The public pricing page for a visitor (spec §1, §2 /pricing, §9; ADR 0033): the four bundles in
 * the site's currency, what premium is, the welcome discount for new members, the one-off
 * payment, the return period, and the methods of the visitor's country with each one's fee.
 * Choosing a bundle leads to signup, with the tracking the visitor came with (ADR 0031).
 */
import type { BundlesResponse } from '@dating/contract';
import { TIME_BONUS, WELCOME_DISCOUNT_PERCENT } from '@dating/domain';
import { FactList, Grid, Heading, PricingCard, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { paymentMethodName } from '../../lib/payment-method-name.ts';
import { useRootData } from '../../lib/root-data.ts';
import { withTracking } from '../../lib/tracking.ts';
import { PageHeading } from '../PageHeading.tsx';

export function PublicPricing({ offer }: { offer: BundlesResponse }) {
  const { t, i18n } = useTranslation();
  const tracking = useRootData()?.tracking;
  const money = (minor: number) => formatMoney(minor, offer.currency, i18n.language);
  const percent = (bp: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  // A method's fee is a percentage of the bundle's price plus a fixed part; either may be zero.
  const feeRule = (m: BundlesResponse['methods'][number]) => {
    if (m.fee_percent_bp > 0 && m.fee_fixed > 0)
      return t('pricing.feeBoth', { percent: percent(m.fee_percent_bp), fixed: money(m.fee_fixed) });
    if (m.fee_percent_bp > 0) return t('pricing.feeOnly', { fee: percent(m.fee_percent_bp) });
    if (m.fee_fixed > 0) return t('pricing.feeOnly', { fee: money(m.fee_fixed) });
    return t('credits.noFee');
  };
  const signup = withTracking('/signup', tracking);
  const benefits = [t('credits.benefitPhotos'), t('credits.benefitChat'), t('credits.benefitNoSubscription')];
  return (
    <Stack gap="large">
      <Stack gap="small">
        <PageHeading>{t('pricing.title')}</PageHeading>
        <p>{t('pricing.intro')}</p>
        <p>
          <strong>{t('credits.claim')}</strong>
        </p>
        <p>
          {t('pricing.welcome', {
            percent: WELCOME_DISCOUNT_PERCENT,
            hours: TIME_BONUS.windowSeconds / 3_600,
          })}
        </p>
      </Stack>
      <Grid minItemWidth={220}>
        {offer.bundles.map((b) => (
          <PricingCard
            key={b.tier}
            name={t(`credits.tiers.${b.tier}`)}
            credits={t('chat.credits', { count: b.credits })}
            price={money(b.price)}
            perCredit={t('credits.perCredit', { price: money(Math.round(b.price / b.credits)) })}
            popularLabel={b.popular ? t('credits.popular') : undefined}
            benefits={benefits}
            ctaLabel={t('credits.choose', { count: b.credits })}
            href={signup}
          />
        ))}
      </Grid>
      <Stack gap="small">
        <p>{t('pricing.signupFirst')}</p>
        <p>{t('pricing.oneOff')}</p>
        <p>{t('credits.refund', { days: offer.refund_days })}</p>
      </Stack>
      <section aria-labelledby="pricing-methods">
        <Stack gap="small">
          <Heading level={2} id="pricing-methods">
            {t('pricing.methodsTitle')}
          </Heading>
          <p>{t('pricing.methodsIntro')}</p>
          <FactList
            facts={offer.methods.map((m) => ({
              id: m.id,
              term: paymentMethodName(t, m.id),
              value: feeRule(m),
            }))}
          />
        </Stack>
      </section>
    </Stack>
  );
}
