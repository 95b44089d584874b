/**
 * The site editor's form → the values the staff API checks: the payment provider per method
 * (ADR 0085) is sent only when the form offered the choice.
 */
import { describe, expect, it } from 'vitest';
import { settingsFromForm } from './site-settings-form.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('the payment provider of each method', () => {
  it('names the chosen provider and leaves a method on the default out', () => {
    const values = settingsFromForm(
      form([
        ['payment_providers.visa', 'ccbill'],
        ['payment_providers.sepa_direct_debit', 'segpay'],
        ['payment_providers.ideal', ''],
      ]),
    );
    expect(values.payment_providers).toEqual({ visa: 'ccbill', sepa_direct_debit: 'segpay' });
  });

  it('leaves the setting as it is when the form offered no choice (one provider runs)', () => {
    expect(settingsFromForm(form([['payment_methods.visa', 'on']])).payment_providers).toBeUndefined();
  });
});
