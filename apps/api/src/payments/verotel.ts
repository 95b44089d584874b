/**
 * Verotel FlexPay (issue 22 point 2, ADR 0085), written from its public documentation: a
 * purchase is a signed `startorder` address on Verotel's order page; the outcome comes back as
 * a postback (an HTTP GET to our notify address) signed the same way, which must be answered
 * with the plain text `OK`.
 *
 * The signature is the lower-case hex SHA-256 of the shop's signature key followed by every
 * parameter as `key=value`, sorted by key, all joined with `:` (the `signature` itself left out).
 * FlexPay sends no postback for a declined card (the member sees the decline page), a `credit`
 * event for a refund and a `chargeback` event; an event we do not sell (a subscription's) is
 * refused. FlexPay documents no refund call (the Control Center API is given on request only):
 * a refund is made in Control Center, and its credit postback takes the credits back.
 */
import { createHash } from 'node:crypto';
import { fromMinorUnits } from '@dating/domain';
import {
  CARD_METHODS,
  minorOf,
  notificationFields,
  paymentIdOf,
  returnAddress,
  sameSecret,
} from './adapter-kit.ts';
import {
  type NotificationCheck,
  type PaymentProvider,
  ProviderCannotError,
  type ProviderStatus,
} from './provider.ts';

/** FlexPay's sale currencies; SEPA direct debit (DDEU) is EUR only, which the site's currency decides. */
const SALE_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'CHF', 'DKK', 'NOK', 'SEK'] as const;

/** The purchase postback's `event` → what it means for our payment. */
const EVENTS: Record<string, ProviderStatus> = {
  initial: 'paid',
  credit: 'refunded',
  chargeback: 'charged_back',
};

export interface VerotelSettings {
  shopId: string;
  signatureKey: string;
  /** The order page's host of the account's brand (secure.verotel.com, secure.billing.creditcard). */
  orderHost: string;
}

/** FlexPay's signature of a set of parameters (the `signature` parameter is never part of it). */
export function verotelSignature(signatureKey: string, params: Readonly<Record<string, string>>): string {
  const signed = Object.entries(params)
    .filter(([key]) => key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`);
  return createHash('sha256')
    .update([signatureKey, ...signed].join(':'), 'utf8')
    .digest('hex');
}

export function createVerotelProvider(settings: VerotelSettings): PaymentProvider {
  const id = 'verotel';
  return {
    id,
    methods: [...CARD_METHODS, 'sepa_direct_debit'],
    currencies: SALE_CURRENCIES,
    acknowledgement: 'OK',
    async createCheckout(request) {
      const params: Record<string, string> = {
        version: '4',
        shopID: settings.shopId,
        type: 'purchase',
        priceAmount: fromMinorUnits(request.amountMinor, request.currency),
        priceCurrency: request.currency,
        description: `Credits, order ${request.paymentId}`,
        referenceID: String(request.paymentId),
        paymentMethod: request.method === 'sepa_direct_debit' ? 'DDEU' : 'CC',
        backURL: returnAddress(request),
        declineURL: returnAddress(request),
      };
      const url = new URL(`https://${settings.orderHost}/startorder`);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      url.searchParams.set('signature', verotelSignature(settings.signatureKey, params));
      // The sale id is Verotel's and comes with the postback; until then our reference stands in.
      return { redirectUrl: url.href, providerRef: `verotel-ref-${request.paymentId}` };
    },
    async chargeStoredMethod() {
      throw new ProviderCannotError(
        id,
        'repeat orders go through the order page (oneClickToken), not stored cards',
      );
    },
    async refund() {
      throw new ProviderCannotError(
        id,
        'FlexPay documents no refund call; refund the sale in Verotel Control Center, whose credit postback then takes the credits back',
      );
    },
    async verifyNotification(request): Promise<NotificationCheck> {
      const fields = notificationFields(request);
      if (!fields?.signature) return { ok: false, reason: 'bad_signature' };
      const expected = verotelSignature(settings.signatureKey, fields);
      if (!sameSecret(fields.signature.toLowerCase(), expected))
        return { ok: false, reason: 'bad_signature' };
      if (fields.shopID !== settings.shopId)
        return { ok: false, reason: 'bad_signature', detail: 'another shop' };
      const event = fields.event ?? 'initial';
      const eventId = `${event}:${fields.transactionID ?? fields.saleID ?? ''}`;
      const paymentId = paymentIdOf(fields.referenceID);
      const status = fields.type === 'purchase' ? EVENTS[event] : undefined;
      if (!status) {
        return {
          ok: false,
          reason: 'unsupported_event',
          eventId,
          paymentId,
          detail: `${fields.type} ${event}`,
        };
      }
      if (!fields.saleID) return { ok: false, reason: 'malformed', eventId, paymentId, detail: 'no saleID' };
      // A credit or chargeback names the amount taken back; the sale names its price.
      const amount = fields.amount ?? fields.priceAmount;
      const currency = fields.currency ?? fields.priceCurrency;
      return {
        ok: true,
        notification: {
          eventId,
          paymentId,
          providerRef: fields.saleID,
          status,
          amountMinor: minorOf(amount, currency),
          currency: currency?.toUpperCase() ?? null,
          storedMethod: null,
        },
      };
    },
  };
}
