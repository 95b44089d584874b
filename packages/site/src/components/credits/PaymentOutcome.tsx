/**
 * The result of one payment (spec §4 payment states, §8 payment errors): completed (credits
 * added, premium), pending (processing: the page polls, and the provider's checkout is one
 * link away), failed, cancelled or expired (try again), and a stored card that was declined
 * ("Credit card payment failed": retry, or pay with PayPal); and money that went back afterwards
 * (refunded, charged back, returned by the bank: ADR 0062).
 */
import type { Payment } from '@dating/contract';
import { useEffect } from 'react';
import { Alert, Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { refreshPage } from '../../lib/page-refresh.ts';

const POLL_MS = 3_000;

export function PaymentOutcome({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const pending = payment.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const check = () => {
      if (document.visibilityState === 'visible') refreshPage();
    };
    const timer = window.setInterval(check, POLL_MS);
    // Back from the bank's app or tab: look at once rather than at the next tick.
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [pending]);

  if (payment.refunded !== null) {
    return (
      <Alert tone="info" role="status">
        <Stack gap="small">
          <strong>{t(`transactions.status.${payment.status}`)}</strong>
          <span>
            {t('transactions.refundedAmount', {
              amount: formatMoney(payment.refunded, payment.currency, i18n.language),
            })}
          </span>
        </Stack>
      </Alert>
    );
  }
  if (payment.status === 'completed') {
    return (
      <Alert tone="positive" role="status">
        <Stack gap="small">
          <strong>{t('transactions.completed', { count: payment.credits })}</strong>
          {/* Only the purchase that made the member premium says so; a repeat order does not. */}
          {payment.made_premium ? <span>{t('transactions.premiumNow')}</span> : null}
          <Stack direction="row" gap="small" wrap>
            <Button href="/chats" size="small">
              {t('transactions.toChats')}
            </Button>
            <Button href="/members" size="small" variant="soft">
              {t('nav.search')}
            </Button>
          </Stack>
        </Stack>
      </Alert>
    );
  }
  if (pending) {
    return (
      <Alert tone="info" role="status">
        <Stack gap="small">
          <span>{t('transactions.pending')}</span>
          {payment.checkout_url ? (
            <Button href={payment.checkout_url} size="small" variant="soft">
              {t('transactions.backToCheckout')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (payment.stored_method && payment.status === 'failed') {
    return (
      <Alert tone="critical" role="alert">
        <Stack gap="small">
          <strong>{t('errors.card_payment_failed')}</strong>
          <span>{t('transactions.cardFailedHelp')}</span>
          <Stack direction="row" gap="small" wrap>
            <Button href="/credits/repeat-order" size="small">
              {t('transactions.retryCard')}
            </Button>
            <Button href={`/credits/${payment.tier}/paypal`} size="small" variant="soft">
              {t('transactions.payPal')}
            </Button>
          </Stack>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert tone="critical" role="alert">
      <Stack gap="small">
        <span>{t(payment.status === 'expired' ? 'transactions.expired' : 'errors.payment_failed')}</span>
        <Button href={`/credits/${payment.tier}`} size="small">
          {t('transactions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
