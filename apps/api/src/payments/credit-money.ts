/**
 * Credits in the member's money (issue 22 point 4, ADR 0087): the chat shows the price of the next
 * message beside the send button in credits and in the site's currency, a credit valued at the
 * smallest bundle's price per credit as the member's country pays it.
 */
import type { ChatTerms, Settings } from '@dating/contract';
import { creditsInMoney } from '@dating/domain';
import { shop } from './start.ts';

/** The costs of sending in minor units of the site's currency, or null when no bundle is priced. */
export function costsInMoney(
  settings: Settings,
  country: string,
  costs: ChatTerms['costs'],
): ChatTerms['money'] {
  const { bundles, currency } = shop(settings, country);
  const value = (credits: number) => creditsInMoney(credits, bundles, currency);
  const message = value(costs.message);
  if (message === null) return null;
  return { currency, message, photo: value(costs.photo)!, gift: value(costs.gift)! };
}
