/**
 * Segpay (issue 22 point 2, ADR 0085), written from its public documentation: the member pays
 * on Segpay's payment page, reached by the Join link of a dynamic-pricing price point
 * (`poset.cgi?x-eticketid=<package>:<price point>&amount=…&dynamicpricingid=…`, the hash asked of
 * SRS for each amount, in the price point's one currency); SEPA direct debit is a payment option of that page, where Segpay
 * verifies new customers by SMS as it documents. Outcomes come as postbacks built from the URL
 * template the operator saves in Segpay's portal (docs/operators/payment-providers.md).
 *
 * Segpay signs no postback: the template carries a long secret (`token`), compared in constant
 * time, and postbacks from outside SEGPAY_POSTBACK_IPS (SRS `GetPostbackIPList`) are refused.
 * Refunds go through SRS's consumer-support call with the sale's transaction id.
 */
import { fromMinorUnits } from '@dating/domain';
import {
  CARD_METHODS,
  inRanges,
  minorOf,
  notificationFields,
  paymentIdOf,
  returnAddress,
  sameSecret,
} from './adapter-kit.ts';
import {
  type HttpFetch,
  type NotificationCheck,
  type PaymentProvider,
  ProviderCannotError,
  type ProviderStatus,
} from './provider.ts';

const JOIN_URL = 'https://secure2.segpay.com/billing/poset.cgi';
const SRS = 'https://srs.segpay.com';
/** Our payment id, passed to the payment page and named in the postback template as `payment`. */
export const SEGPAY_REFERENCE = 'REF1';

export interface SegpaySettings {
  merchantId: string;
  eticket: string;
  postbackToken: string;
  postbackIps: readonly string[] | undefined;
  srs: { userId: string; accessKey: string } | undefined;
  fetch: HttpFetch;
}

/**
 * A transaction postback → our status. `approved` is Yes/No; `stage` tells a first sale from a
 * rebill. We sell no subscriptions: a declined rebill ("recurring failure") is a failure of the
 * payment it belongs to, which, completed, it cannot change (kept as out of order).
 */
export function segpayStatus(f: Readonly<Record<string, string>>): ProviderStatus | null {
  const trantype = (f.trantype ?? '').toLowerCase();
  const approved = (f.approved ?? '').toLowerCase() === 'yes';
  if ((f.action ?? '').toLowerCase() === 'void') return 'refunded';
  switch (trantype) {
    case 'sale':
    case 'charge':
      return approved ? 'paid' : 'failed';
    case 'credit':
      return 'refunded';
    case 'chargeback':
      return 'charged_back';
    default:
      return null;
  }
}

export function createSegpayProvider(settings: SegpaySettings): PaymentProvider {
  const id = 'segpay';
  const srs = async (call: string, params: Record<string, string>) => {
    if (!settings.srs)
      throw new ProviderCannotError(id, 'SEGPAY_SRS_USER_ID and SEGPAY_SRS_ACCESS_KEY are not set');
    const url = new URL(`${SRS}/${call}`);
    url.searchParams.set('UserID', settings.srs.userId);
    url.searchParams.set('UserAccessKey', settings.srs.accessKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const response = await settings.fetch(url.href);
    const text = await response.text();
    if (!response.ok) throw new Error(`${id}: ${call} answered ${response.status}`);
    // SRS answers a bare value, or an XML document holding it.
    return text.replace(/<[^>]+>/g, '').trim();
  };
  return {
    id,
    methods: [...CARD_METHODS, 'sepa_direct_debit'],
    async createCheckout(request) {
      const amount = fromMinorUnits(request.amountMinor, request.currency);
      const url = new URL(`${SRS}/MerchantServices/DynamicPricing/`);
      url.searchParams.set('merchantId', settings.merchantId);
      url.searchParams.set('amount', amount);
      const response = await settings.fetch(url.href);
      const hash = (await response.text()).replace(/<[^>]+>/g, '').trim();
      if (!response.ok || !hash)
        throw new Error(`${id}: no dynamic price for ${amount} (${response.status})`);
      const join = new URL(JOIN_URL);
      join.searchParams.set('x-eticketid', settings.eticket);
      join.searchParams.set('amount', amount);
      join.searchParams.set('dynamicpricingid', hash);
      join.searchParams.set(SEGPAY_REFERENCE, String(request.paymentId));
      join.searchParams.set('x-auth-link', returnAddress(request));
      join.searchParams.set('x-decl-link', returnAddress(request));
      return { redirectUrl: join.href, providerRef: `segpay-ref-${request.paymentId}` };
    },
    async chargeStoredMethod() {
      throw new ProviderCannotError(
        id,
        'repeat orders go through the payment page (one-click), not stored cards',
      );
    },
    async refund(request) {
      if (!/^\d+$/.test(request.providerRef)) {
        throw new ProviderCannotError(id, `payment ${request.paymentId} has no Segpay transaction id`);
      }
      const answer = await srs('adm.asmx/RefundTransaction', {
        TransID: request.providerRef,
        RefundReason: `Refund ${request.idempotencyKey}`,
      });
      if (!/^successful/i.test(answer)) throw new Error(`${id}: refund refused: ${answer.slice(0, 200)}`);
      return { refundRef: `segpay-refund-${request.providerRef}` };
    },
    async verifyNotification(request): Promise<NotificationCheck> {
      if (settings.postbackIps && !inRanges(request.ip, settings.postbackIps)) {
        return { ok: false, reason: 'sender_not_allowed', detail: request.ip };
      }
      const fields = notificationFields(request);
      // The token is in the address the template builds, whether Segpay sends GET or POST.
      const token = request.url.searchParams.get('token') ?? fields?.token ?? '';
      if (!sameSecret(token, settings.postbackToken)) return { ok: false, reason: 'bad_signature' };
      if (!fields) return { ok: false, reason: 'malformed' };
      const status = segpayStatus(fields);
      const eventId = `${(fields.action ?? '').toLowerCase()}:${fields.trantype ?? ''}:${fields.tranid ?? ''}`;
      if (!status) return { ok: false, reason: 'unsupported_event', eventId, detail: fields.trantype };
      if (!fields.tranid) return { ok: false, reason: 'malformed', eventId, detail: 'no tranid' };
      const paymentId = paymentIdOf(fields.payment);
      if (paymentId === null)
        return { ok: false, reason: 'malformed', eventId, detail: 'no payment reference' };
      return {
        ok: true,
        notification: {
          eventId,
          paymentId,
          // The sale's transaction id is what SRS refunds; later events keep the payment's.
          providerRef: fields.tranid,
          status,
          amountMinor: minorOf(fields.price, fields.currencycode),
          currency: fields.currencycode?.toUpperCase() ?? null,
          storedMethod: null,
        },
      };
    },
  };
}
