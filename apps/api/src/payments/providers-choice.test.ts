/** Which provider takes a method on a site, and which methods a site can offer (ADR 0085). */
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from './provider.ts';
import { providerFor, withProviderSwitches } from './providers.ts';

const provider = (id: string, extra: Partial<PaymentProvider> = {}) => ({ id, ...extra }) as PaymentProvider;
const sandbox = provider('sandbox');
const ccbill = provider('ccbill', { methods: ['visa'], currencies: ['EUR', 'USD'] });
const deps = { payments: sandbox, paymentProviders: { sandbox, ccbill } };

describe('providerFor', () => {
  it('gives a method to the site’s choice, else to the default provider', () => {
    const settings = { payment_providers: { visa: 'ccbill' }, currency: 'EUR' };
    expect(providerFor(deps, settings, 'visa')).toBe(ccbill);
    expect(providerFor(deps, settings, 'paypal')).toBe(sandbox);
  });

  it('finds none for a provider that is not running, or that cannot take the method or currency', () => {
    expect(providerFor(deps, { payment_providers: { visa: 'stripe' }, currency: 'EUR' }, 'visa')).toBeNull();
    expect(
      providerFor(deps, { payment_providers: { ideal: 'ccbill' }, currency: 'EUR' }, 'ideal'),
    ).toBeNull();
    expect(providerFor(deps, { payment_providers: { visa: 'ccbill' }, currency: 'PLN' }, 'visa')).toBeNull();
  });
});

describe('withProviderSwitches', () => {
  it('switches off only the methods no running provider can take, keeping the operator’s switches', () => {
    const settings = {
      payment_providers: { visa: 'stripe' },
      payment_methods: { paypal: false },
      currency: 'EUR',
    };
    expect(withProviderSwitches(deps, settings).payment_methods).toEqual({ paypal: false, visa: false });
    const fine = { payment_providers: {}, payment_methods: {}, currency: 'EUR' };
    expect(withProviderSwitches(deps, fine)).toBe(fine);
  });
});
