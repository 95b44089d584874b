// @vitest-environment jsdom
/**
 * Issue 15.9: "You are premium now" belongs to the purchase that made the member premium only;
 * issue 19: a refunded payment says what went back instead.
 */
import type { Payment } from '@dating/contract';
import { createServerI18n } from '@dating/i18n/server';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A completed payment never polls; the router's revalidator is not needed here.
vi.mock('@remix-run/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@remix-run/react')>()),
  useRevalidator: () => ({ state: 'idle', revalidate: () => undefined }),
}));
const { PaymentOutcome } = await import('./PaymentOutcome.tsx');

const completed = (madePremium: boolean): Payment => ({
  id: 7,
  tier: 'p1',
  credits: 60,
  method: 'visa',
  currency: 'EUR',
  price: 2999,
  discount: 0,
  discount_code: null,
  fee: 0,
  total: 2999,
  status: 'completed',
  refunded: null,
  stored_method: false,
  made_premium: madePremium,
  checkout_url: null,
  created_at: '2026-11-24T10:00:00.000Z',
  settled_at: '2026-11-24T10:01:00.000Z',
});

afterEach(cleanup);

describe('the outcome of a completed payment', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('made premium %s: "You are premium now" shown %i times', async (madePremium, times) => {
    const i18n = await createServerI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <PaymentOutcome payment={completed(madePremium)} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('60 credits');
    expect(screen.queryAllByText(/You are premium now/)).toHaveLength(times);
  });
});

describe('the outcome of a refunded payment', () => {
  it('says the money went back, with the amount, and no longer that credits were added', async () => {
    const i18n = await createServerI18n('de');
    const payment: Payment = { ...completed(true), status: 'refunded', refunded: 1500 };
    render(
      <I18nextProvider i18n={i18n}>
        <PaymentOutcome payment={payment} />
      </I18nextProvider>,
    );
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toContain('erstattet');
    expect(text).toMatch(/15,00\s€ ging an dich zurück/);
    expect(text).not.toContain('Credits');
  });
});
