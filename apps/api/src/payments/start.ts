/**
 * Starting a payment (issue 8): who buys (the site's currency, the member's country and the
 * site's method switches), and a pending `payments` row with the amount computed here from
 * `packages/domain` — bundle, method fee and the one discount — never taken from the client.
 * Used by the checkout (`/api/payment.php`) and by direct debit (`/api/directdebit.php`).
 */
import type { Settings } from '@dating/contract';
import type { Db } from '@dating/db';
import { payments, profiles } from '@dating/db/schema';
import {
  type BundleOverrides,
  type BundleTier,
  type Currency,
  CURRENCIES,
  bundleQuote,
  bundlesForCountry,
  defineBundles,
  methodFee,
  paymentMethodById,
  paymentMethodError,
} from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { orderDiscount } from './discounts.ts';
import type { CheckoutRequest } from './provider.ts';

/**
 * The shop as anyone sees it: the site's currency (one the bundles are priced in), the bundles
 * as that country pays them and the site's method switches for a country — the visitor's chosen or geo-IP country unless a
 * member's profile says otherwise. Nothing here depends on who asks, so visitors may read it.
 */
export function shop(settings: Settings, memberCountry?: string | null) {
  const currency = (CURRENCIES as readonly string[]).includes(settings.currency)
    ? (settings.currency as Currency)
    : 'EUR';
  const country = memberCountry ?? settings.geoip_selected_country;
  return {
    settings,
    currency,
    country,
    // The operator's price for this country, where it has one (ADR 0070): the offer, the code
    // check and the checkout all price from these, so the amount never comes from the client.
    bundles: bundlesForCountry(siteBundles(settings.bundles), country),
    where: { country, currency, enabled: settings.payment_methods },
  };
}

/** The member who buys, with the shop for the country of their profile. */
export async function buyer(db: Db, me: { id: number }, settings: Settings) {
  const [row] = await db
    .select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, me.id));
  return { me, ...shop(settings, row?.country) };
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

/** The method's fee, or payment_method_unavailable unless the method is on for this site, member and currency. */
export function methodFeeFor(method: string, who: Pick<Buyer, 'currency' | 'where'>) {
  const fee = paymentMethodById(method) ? methodFee(paymentMethodById(method)!, who.currency) : null;
  if (paymentMethodError(method, who.where) || !fee) {
    return refuse('payment_method_unavailable', { fields: { method: 'payment_method_unavailable' } });
  }
  return done(fee);
}

/** A pending payment for a bundle with a method, priced here; a discount code's error is its reason. */
export async function createPayment(
  db: Db,
  input: {
    who: Buyer;
    tier: BundleTier;
    method: string;
    discountCode?: string;
    storedMethodId?: number | null;
    /** The provider that will take the payment (`PaymentProvider.id`). */
    provider: string;
  },
  clock: Clock,
): Promise<Result<typeof payments.$inferSelect>> {
  const { who } = input;
  const fee = methodFeeFor(input.method, who);
  if (!fee.ok) return fee;
  const bundle = who.bundles.find((b) => b.tier === input.tier)!;
  const order = {
    userId: who.me.id,
    country: who.country,
    currency: who.currency,
    amountMinor: bundle.prices[who.currency],
    method: input.method,
  };
  const discount = await orderDiscount(db, order, input.discountCode || undefined, clock());
  if (!discount.ok) return discount;
  const quote = bundleQuote(bundle, who.currency, {
    fee: fee.value,
    discount: discount.value ? { valuePercentage: discount.value.code.value_percentage } : null,
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
      discountCode: quote.discount > 0 ? discount.value!.code.code : null,
      discountSource: quote.discount > 0 ? discount.value!.source : null,
      feeMinor: quote.fee,
      totalMinor: quote.total,
      provider: input.provider,
      storedMethodId: input.storedMethodId ?? null,
      createdAt: clock(),
    })
    .returning();
  return done(row!);
}

/**
 * What the provider is told about a payment: amount, where to notify (on the API's own origin,
 * `apiOrigin`), where the member returns.
 */
export function checkoutRequest(row: typeof payments.$inferSelect, apiOrigin: string): CheckoutRequest {
  return {
    paymentId: row.id,
    amountMinor: row.totalMinor,
    currency: row.currency,
    method: row.method,
    notifyUrl: new URL(`/api/payment-notify/${row.provider}`, apiOrigin).href,
    returnUrl: `/transactions/${row.id}`,
  };
}
