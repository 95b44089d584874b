/**
 * The payment providers of a process and which one takes a payment (issue 22 point 1, ADR 0085):
 * PAYMENT_PROVIDER names every provider the network runs (the first is the default), and a
 * site's `payment_providers` setting says which of them serves which method there. A method a
 * site gives to a provider this process does not run, or one the provider cannot take, is not
 * offered (payment_method_unavailable), so no checkout starts somewhere it cannot end.
 */
import type { Settings } from '@dating/contract';
import { PAYMENT_METHOD_IDS } from '@dating/domain';
import type { ApiDeps } from '../http/env.ts';
import type { PaymentProvider } from './provider.ts';

/** Every provider this process runs, by id. */
export function providersOf(deps: Pick<ApiDeps, 'payments' | 'paymentProviders'>) {
  return deps.paymentProviders ?? { [deps.payments.id]: deps.payments };
}

/** The provider of a method on a site, or null when the site gives it to one that cannot take it. */
export function providerFor(
  deps: Pick<ApiDeps, 'payments' | 'paymentProviders'>,
  settings: Pick<Settings, 'payment_providers' | 'currency'>,
  method: string,
): PaymentProvider | null {
  const chosen = settings.payment_providers?.[method];
  const provider = chosen ? providersOf(deps)[chosen] : deps.payments;
  if (!provider) return null;
  if (provider.methods && !provider.methods.includes(method)) return null;
  return !provider.currencies || provider.currencies.includes(settings.currency) ? provider : null;
}

/**
 * The site's settings with every method switched off that no running provider can take there:
 * the offer, the checkout and the direct debit all read the shop through this, so a method is
 * offered only where its payment can start.
 */
export function withProviderSwitches<
  S extends Pick<Settings, 'payment_providers' | 'payment_methods' | 'currency'>,
>(deps: Pick<ApiDeps, 'payments' | 'paymentProviders'>, settings: S): S {
  const off = PAYMENT_METHOD_IDS.filter((id) => !providerFor(deps, settings, id));
  if (off.length === 0) return settings;
  return {
    ...settings,
    payment_methods: { ...settings.payment_methods, ...Object.fromEntries(off.map((id) => [id, false])) },
  };
}
