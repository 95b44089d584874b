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
  'refunded',
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
  /**
   * Our payment id, when the provider carries our reference back; null for events that name
   * only the provider's own id (a CCBill refund names the subscription): found by `providerRef`.
   */
  paymentId: number | null;
  providerRef: string;
  status: ProviderStatus;
  /**
   * What the event says was paid or taken back; null only for an event that names no amount (a
   * decline): an event that gives credits or takes them back without one is refused.
   */
  amountMinor: number | null;
  currency: string | null;
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
  /** The method ids it can take (absent: every method, as the sandbox). */
  readonly methods?: readonly string[];
  /** The currencies it charges in (absent: every one); a site in another is not given to it. */
  readonly currencies?: readonly string[];
  /** Starts a hosted checkout: where to send the member, and the provider's id for it. */
  createCheckout(request: CheckoutRequest): Promise<{ redirectUrl: string; providerRef: string }>;
  /**
   * Charges a stored card without the member (repeat order). The outcome still arrives as a
   * notification, as with a real acquirer; the call returns once the provider accepted it.
   */
  chargeStoredMethod(request: CheckoutRequest & { token: string }): Promise<{ providerRef: string }>;
  /**
   * Collects a SEPA direct debit under a mandate the member confirmed with the SMS code. The
   * outcome arrives as a notification (failed when the bank returns the debit). Absent for a
   * provider that takes the mandate on its own hosted page (Segpay and Verotel, with their own
   * verification): there the member pays SEPA through the checkout.
   */
  collectDirectDebit?(
    request: CheckoutRequest & { mandate: { reference: string; holder: string; iban: string } },
  ): Promise<{ providerRef: string }>;
  /**
   * Refunds a completed payment (the money goes back to the member's method). Resolves once the
   * provider accepted it, with its id of the refund; throws when the provider refuses, and then
   * nothing of the refund is kept.
   */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /**
   * Checks that a notification is genuine (signature, sender address, the provider's own answer
   * to a re-query) and reads it, or says why it is refused. Never throws for bad input.
   */
  verifyNotification(request: NotificationRequest): Promise<NotificationCheck>;
  /** What the provider expects as a 2xx body (Verotel's postback wants `OK`); JSON otherwise. */
  readonly acknowledgement?: string;
}

/** A notification as it reached `/api/payment-notify/<provider>`: GET postbacks carry it in the query. */
export interface NotificationRequest {
  method: string;
  url: URL;
  rawBody: string;
  headers: Headers;
  /** The sender's address (the socket's, or the first X-Forwarded-For hop behind our own proxy). */
  ip: string;
}

/** Why a notification was refused before it touched a payment (kept with it, ADR 0085). */
export const REJECT_REASONS = [
  'bad_signature',
  'out_of_window',
  'malformed',
  'sender_not_allowed',
  'requery_mismatch',
  'unsupported_event',
  'replayed',
  'out_of_order',
  'unknown_payment',
  'amount_mismatch',
  'currency_mismatch',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export type NotificationCheck =
  | { ok: true; notification: ProviderNotification }
  | {
      ok: false;
      reason: RejectReason;
      /** What the notification claimed, when it could be read: kept with it, unverified. */
      eventId?: string;
      paymentId?: number | null;
      detail?: string;
    };

/** The edge of the world: how adapters call a provider's server (tests pass their own). */
export type HttpFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A provider that documents no API for an operation says so, and nothing is kept (ADR 0085). */
export class ProviderCannotError extends Error {
  constructor(provider: string, what: string) {
    super(`${provider}: ${what}`);
    this.name = 'ProviderCannotError';
  }
}
