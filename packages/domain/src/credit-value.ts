/**
 * Issue 22 point 4, ADR 0087: what credits are worth in the member's money, to show beside the
 * send button. A credit is valued at the price per credit of the smallest bundle in the member's
 * country — the dearest per credit, so the amount shown never understates what the credits cost.
 */
import type { Bundle } from './premium.ts';
import { type Currency, divideRoundHalfUp } from './prices.ts';

/** The bundle a credit is valued by: the one with the fewest credits. */
export function valuingBundle(bundles: readonly Bundle[]): Bundle | undefined {
  return [...bundles].sort((a, b) => a.credits - b.credits)[0];
}

/** `credits` in minor units of `currency`, rounded half-up (0 credits cost nothing). */
export function creditsInMoney(
  credits: number,
  bundles: readonly Bundle[],
  currency: Currency,
): number | null {
  const bundle = valuingBundle(bundles);
  if (!bundle) return null;
  return divideRoundHalfUp(credits * bundle.prices[currency], bundle.credits);
}
