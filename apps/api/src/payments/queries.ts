/**
 * Buying credits, read side (spec §1 premium, §2 credits, §3 payment and discount code; issue 8,
 * ADR 0050): the bundles and methods offered, one payment of the member's, their transactions,
 * the welcome discount and a typed code checked for an order. Plain functions of the database,
 * the shop (start.ts) and a clock; refusals are reason codes.
 */
import type { BundlesResponse, DiscountCodeResponse, Payment } from '@dating/contract';
import type { Db } from '@dating/db';
import { paymentRefunds, payments, storedPaymentMethods } from '@dating/db/schema';
import { type BundleTier, type DiscountCode, availablePaymentMethods, methodFee } from '@dating/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { checkedCode, orderDiscount, timeBonusFor } from './discounts.ts';
import type { Buyer, shop } from './start.ts';
import { ownPayment, paymentColumns, paymentView, withRefund } from './view.ts';

/** The cards the member let this provider keep, newest first. */
export function storedMethods(db: Db, userId: number, provider: string) {
  return db
    .select({
      id: storedPaymentMethods.id,
      method: storedPaymentMethods.method,
      label: storedPaymentMethods.label,
    })
    .from(storedPaymentMethods)
    .where(and(eq(storedPaymentMethods.userId, userId), eq(storedPaymentMethods.provider, provider)))
    .orderBy(desc(storedPaymentMethods.id));
}

/**
 * The bundles and the methods offered (ADR 0033): a visitor gets those of their country with no
 * discount and no stored cards; a member those of their profile country, their welcome time
 * bonus and their stored cards.
 */
export async function bundleOffer(
  db: Db,
  input: { shop: ReturnType<typeof shop>; member: number | null; provider: string },
  clock: Clock,
): Promise<BundlesResponse> {
  const { settings, currency, where, bundles } = input.shop;
  const methods = availablePaymentMethods(where).flatMap((m) => {
    const fee = methodFee(m, currency);
    return fee ? [{ id: m.id, name: m.name, fee_percent_bp: fee.percentBp, fee_fixed: fee.fixedMinor }] : [];
  });
  const offered = new Set(methods.map((m) => m.id as string));
  const bonus = input.member !== null ? await timeBonusFor(db, input.member, clock()) : null;
  const stored = input.member !== null ? await storedMethods(db, input.member, input.provider) : [];
  return {
    currency,
    discount: bonus ? { code: bonus.code, percentage: bonus.value_percentage, ends_at: bonus.expires } : null,
    bundles: bundles.map((b) => ({
      tier: b.tier,
      credits: b.credits,
      price: b.prices[currency],
      popular: b.popular,
    })),
    methods,
    stored_methods: stored.filter((s) => offered.has(s.method)),
    refund_days: settings.refund_days,
  };
}

/** One of the member's payments, or not_found (also for another member's). */
export async function paymentOf(
  db: Db,
  input: { me: number; id: number },
): Promise<Result<Payment, 'not_found'>> {
  const row = await ownPayment(db, input.me, input.id);
  return row ? done(paymentView(row)) : refuse('not_found');
}

/** The member's payments, newest first (the newest 100). */
export async function transactions(db: Db, input: { me: number }): Promise<Payment[]> {
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(paymentRefunds, withRefund)
    .where(eq(payments.userId, input.me))
    .orderBy(desc(payments.id))
    .limit(100);
  return rows.map(paymentView);
}

const codeView = (code: DiscountCode) => ({
  code: code.code,
  value_percentage: code.value_percentage,
  expires: code.expires,
  status: code.status,
  validity: code.validity,
});

/** A typed code checked for an order of `tier` (default p1) with `method`, and whether it is the one that applies. */
export async function checkDiscountCode(
  db: Db,
  input: { who: Buyer; code: string; tier?: BundleTier; method?: string },
  clock: Clock,
): Promise<Result<DiscountCodeResponse>> {
  const { me, country, currency, bundles } = input.who;
  const bundle = bundles.find((b) => b.tier === (input.tier ?? 'p1'))!;
  const order = {
    userId: me.id,
    country,
    currency,
    amountMinor: bundle.prices[currency],
    method: input.method ?? null,
  };
  const typed = await checkedCode(db, input.code, order, clock());
  if (!typed.ok) return typed;
  const best = await orderDiscount(db, order, input.code, clock());
  if (!best.ok) return best;
  return done({ discountcode: codeView(typed.value), applies: best.value?.source === 'manual_code' });
}

/** The member's welcome time bonus now (spec §4), or code_not_found. */
export async function welcomeDiscount(
  db: Db,
  input: { me: number },
  clock: Clock,
): Promise<Result<DiscountCodeResponse, 'code_not_found'>> {
  const bonus = await timeBonusFor(db, input.me, clock());
  return bonus ? done({ discountcode: codeView(bonus) }) : refuse('code_not_found');
}
