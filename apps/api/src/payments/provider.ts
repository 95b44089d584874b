/**
 * The payment-provider interface (issue 8, docs/decisions/0025): hosted checkout plus a signed
 * server-to-server notification, the model every card/iDEAL/PayPal acquirer offers. The API
 * starts a checkout, sends the member to the provider's page, and learns the outcome only from
 * a notification it verifies — never from the member's browser. A production adapter
 * implements these three calls for its PSP and is passed in `ApiDeps.payments`.
 */
import type { ReversalReason } from '@dating/domain';

/**
 * What the provider says happened to a payment. After `paid`, the money can still go back
 * without us asking: `refunded` (given at the provider), `charged_back` (the card issuer took it
 * back) and `reversed` (the member's bank returned a collected direct debit); each undoes the
 * purchase once (payments/refund.ts, ADR 0086).
 */
export const PROVIDER_STATUSES = [
  'paid',
  'pending',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
  'reversed',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export interface CheckoutRequest {
  /** Our payment id: the merchant reference the notification carries back. */
  paymentId: number;
  /** Minor units; computed by the API, never taken from the member. */
  amountMinor: number;
  currency: string;
  method: string;
  /** Where the provider posts its notifications for this payment. */
  notifyUrl: string;
  /** Where the provider's page sends the member afterwards. */
  returnUrl: string;
}

/** A refund the staff gave: money back on a completed payment (issue 19 point 4, ADR 0062). */
export interface RefundRequest {
  paymentId: number;
  /** The provider's id of the payment being refunded. */
  providerRef: string;
  /** Minor units, at most what was paid. */
  amountMinor: number;
  currency: string;
  /** The same key for a retried request, so the provider refunds once (as real acquirers support). */
  idempotencyKey: string;
}

/** A verified notification. */
export interface ProviderNotification {
  /** Unique per event: a redelivery carries the same id. */
  eventId: string;
  paymentId: number;
  providerRef: string;
  status: ProviderStatus;
  amountMinor: number;
  currency: string;
  /** A card the member let the provider keep, for repeat orders. */
  storedMethod: { token: string; label: string } | null;
  /**
   * For `reversed`: whether the member's bank returned the debit on request (8 weeks) or because
   * the member says it was unauthorised (13 months); absent counts as returned (ADR 0086).
   */
  reversalReason?: ReversalReason;
}

export interface PaymentProvider {
  /** Stored on every payment, and the `provider` of its notifications. */
  readonly id: string;
  /** Starts a hosted checkout: where to send the member, and the provider's id for it. */
  createCheckout(request: CheckoutRequest): Promise<{ redirectUrl: string; providerRef: string }>;
  /**
   * Charges a stored card without the member (repeat order). The outcome still arrives as a
   * notification, as with a real acquirer; the call returns once the provider accepted it.
   */
  chargeStoredMethod(request: CheckoutRequest & { token: string }): Promise<{ providerRef: string }>;
  /**
   * Collects a SEPA direct debit under a mandate the member confirmed with the SMS code. The
   * outcome arrives as a notification (failed when the bank returns the debit).
   */
  collectDirectDebit(
    request: CheckoutRequest & { mandate: { reference: string; holder: string; iban: string } },
  ): Promise<{ providerRef: string }>;
  /**
   * Refunds a completed payment (the money goes back to the member's method). Resolves once the
   * provider accepted it, with its id of the refund; throws when the provider refuses, and then
   * nothing of the refund is kept.
   */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /** Verifies a notification's signature and reads it; null when it is not genuine. */
  parseNotification(rawBody: string, headers: Headers): ProviderNotification | null;
}
