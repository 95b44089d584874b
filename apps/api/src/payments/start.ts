/**
 * Starting a payment (issue 8): who buys (the site's currency, the member's country and the
 * site's method switches), and a pending `payments` row with the amount computed here from
 * `packages/domain` — bundle, method fee and the one discount — never taken from the client.
 * Used by the checkout (`/api/payment.php`) and by direct debit (`/api/directdebit.php`).
 */
import type { Db } from '@dating/db';
import { payments, profiles } from '@dating/db/schema';
import {
  type BundleOverrides,
  type BundleTier,
  type Currency,
  CURRENCIES,
  bundleQuote,
  defineBundles,
  methodFee,
  paymentMethodById,
  paymentMethodError,
} from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { orderDiscount } from './discounts.ts';
import type { CheckoutRequest } from './provider.ts';
import { now } from '../http/clock.ts';

export { now };

/**
 * The shop as anyone sees it: the site's currency (one the bundles are priced in), the bundles
 * and the site's method switches for a country — the visitor's chosen or geo-IP country unless a
 * member's profile says otherwise. Nothing here depends on who asks, so visitors may read it.
 */
export async function shop(c: Context<ApiEnv>, memberCountry?: string | null) {
  const settings = await loadSiteSettings(c);
  const currency = (CURRENCIES as readonly string[]).includes(settings.currency)
    ? (settings.currency as Currency)
    : 'EUR';
  const country = memberCountry ?? settings.geoip_selected_country;
  return {
    settings,
    currency,
    country,
    bundles: siteBundles(settings.bundles),
    where: { country, currency, enabled: settings.payment_methods },
  };
}

/** The signed-in member who buys, with the shop for the country of their profile. */
export async function buyer(c: Context<ApiEnv>) {
  const me = requireUser(c);
  const [row] = await c
    .get('deps')
    .db.select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, me.id));
  return { me, ...(await shop(c, row?.country)) };
}

/**
 * The site's bundles: the domain's defaults with the operator's changes. A mistake in them (a
 * price that is not a whole number of cents, two popular bundles) must not stop the shop: it is
 * logged and the defaults apply.
 */
function siteBundles(overrides: Record<string, unknown>) {
  try {
    return defineBundles(overrides as BundleOverrides);
  } catch (error) {
    console.error(
      '[payments] the site setting "bundles" is invalid, using the defaults:',
      (error as Error).message,
    );
    return defineBundles();
  }
}
export type Buyer = Awaited<ReturnType<typeof buyer>>;

/** 422 payment_method_unavailable unless the method is on for this site, member and currency. */
export function methodFeeOrRefuse(method: string, who: Buyer) {
  const fee = paymentMethodById(method) ? methodFee(paymentMethodById(method)!, who.currency) : null;
  if (paymentMethodError(method, who.where) || !fee) {
    throw new ApiHttpError(422, 'payment_method_unavailable', 'This payment method is not available', {
      method: 'payment_method_unavailable',
    });
  }
  return fee;
}

/** A pending payment for a bundle with a method, priced here; code errors are the spec's 4xx. */
export async function createPayment(
  c: Context<ApiEnv>,
  who: Buyer,
  input: { tier: BundleTier; method: string; discountCode?: string; storedMethodId?: number | null },
  db: Db = c.get('deps').db,
) {
  const fee = methodFeeOrRefuse(input.method, who);
  const bundle = who.bundles.find((b) => b.tier === input.tier)!;
  const order = {
    userId: who.me.id,
    country: who.country,
    currency: who.currency,
    amountMinor: bundle.prices[who.currency],
    method: input.method,
  };
  const discount = await orderDiscount(db, order, input.discountCode || undefined, now(c));
  const quote = bundleQuote(bundle, who.currency, {
    fee,
    discount: discount ? { valuePercentage: discount.code.value_percentage } : null,
  });
  const [row] = await db
    .insert(payments)
    .values({
      userId: who.me.id,
      tier: input.tier,
      credits: bundle.credits,
      method: input.method,
      currency: who.currency,
      priceMinor: quote.base,
      discountMinor: quote.discount,
      discountCode: quote.discount > 0 ? discount!.code.code : null,
      discountSource: quote.discount > 0 ? discount!.source : null,
      feeMinor: quote.fee,
      totalMinor: quote.total,
      provider: c.get('deps').payments.id,
      storedMethodId: input.storedMethodId ?? null,
      createdAt: now(c),
    })
    .returning();
  return row!;
}

/** What the provider is told about a payment: amount, where to notify, where the member returns. */
export function checkoutRequest(c: Context<ApiEnv>, row: typeof payments.$inferSelect): CheckoutRequest {
  return {
    paymentId: row.id,
    amountMinor: row.totalMinor,
    currency: row.currency,
    method: row.method,
    notifyUrl: new URL('/api/payment-notify.php', c.req.url).href,
    returnUrl: `/transactions/${row.id}`,
  };
}
