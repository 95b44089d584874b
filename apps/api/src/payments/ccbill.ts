/**
 * CCBill (issue 22 point 2, ADR 0085), written from its public documentation: the member pays
 * on a FlexForms payment flow with dynamic pricing (`api.ccbill.com/wap-frontflex/flexforms/
 * <Flex ID>`, the price fixed by `formDigest` = MD5 of price, period, currency code and the
 * subaccount's salt); outcomes come as webhooks (`?eventType=NewSaleSuccess…`, JSON or form).
 *
 * Webhooks carry no signature. A webhook is believed when (1) it comes from the sender ranges
 * CCBill's Webhooks User Guide lists and (2) for an event that gives or takes back money, CCBill
 * itself confirms it when asked server to server: Data Link's `viewSubscriptionStatus` for the
 * subscription must show the sale, or a refund, chargeback or void issued. That call is the edge
 * of the world and is injected (`fetch`), so tests answer it. CCBill's public guides document
 * refunds only in its Admin Portal: the adapter refuses them, and the Refund webhook settles one.
 */
import { createHash } from 'node:crypto';
import { fromMinorUnits } from '@dating/domain';
import { inRanges, minorOf, notificationFields, paymentIdOf, returnAddress } from './adapter-kit.ts';
import {
  type HttpFetch,
  type NotificationCheck,
  type PaymentProvider,
  ProviderCannotError,
  type ProviderStatus,
} from './provider.ts';

/** The ranges CCBill's Webhooks User Guide says webhooks come from (x.x.x.1–x.x.x.254 of each). */
export const CCBILL_WEBHOOK_RANGES = ['64.38.212.0/24', '64.38.215.0/24', '64.38.240.0/24', '64.38.241.0/24'];
const FLEXFORMS = 'https://api.ccbill.com/wap-frontflex/flexforms';
const DATALINK = 'https://datalink.ccbill.com/utils/subscriptionManagement.cgi';
/** ISO 4217 numeric codes of the currencies FlexForms charges in. */
const CURRENCY_CODES: Record<string, string> = {
  USD: '840',
  EUR: '978',
  GBP: '826',
  CAD: '124',
  AUD: '036',
  JPY: '392',
};
const CURRENCY_OF = Object.fromEntries(Object.entries(CURRENCY_CODES).map(([a, n]) => [n, a]));
/** A one-off sale still names a period (2–365 days); it bounds nothing of ours, credits do not expire. */
const INITIAL_PERIOD = '30';
/** Our payment id, sent as a pass-through form field; webhooks return it prefixed `X-`. */
export const CCBILL_REFERENCE = 'payment';
/** How old a webhook's own timestamp may be (CCBill retries for a while; its zone is not given). */
const WINDOW_MS = 72 * 3600_000;

/** What each webhook means, and what Data Link must show before we believe it. */
const EVENTS: Record<
  string,
  { status: ProviderStatus; confirm: (s: Record<string, string>) => boolean } | undefined
> = {
  NewSaleSuccess: { status: 'paid', confirm: (s) => Boolean(s.signupDate) },
  NewSaleFailure: { status: 'failed', confirm: () => true },
  // A declined rebill: we sell no subscriptions, so it cannot change a completed payment.
  RenewalFailure: { status: 'failed', confirm: () => true },
  Refund: { status: 'refunded', confirm: (s) => Number(s.refundsIssued ?? 0) > 0 },
  Void: { status: 'refunded', confirm: (s) => Number(s.voidsIssued ?? 0) > 0 },
  Chargeback: { status: 'charged_back', confirm: (s) => Number(s.chargebacksIssued ?? 0) > 0 },
};

export interface CcbillSettings {
  account: string;
  subaccount: string;
  flexId: string;
  salt: string;
  datalink: { username: string; password: string };
  webhookIps: readonly string[] | undefined;
  fetch: HttpFetch;
  now?: () => Date;
}

/** FlexForms' formDigest of a single-billing dynamic price. */
export function ccbillFormDigest(price: string, period: string, currencyCode: string, salt: string): string {
  return createHash('md5').update(`${price}${period}${currencyCode}${salt}`).digest('hex');
}

/** Data Link's answer (`returnXML=1`): its fields by tag name. */
function xmlFields(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, tag, value] of xml.matchAll(/<([A-Za-z]+)>([^<]*)<\/\1>/g)) fields[tag!] = value!.trim();
  return fields;
}

export function createCcbillProvider(settings: CcbillSettings): PaymentProvider {
  const id = 'ccbill';
  const now = settings.now ?? (() => new Date());
  const ranges = settings.webhookIps ?? CCBILL_WEBHOOK_RANGES;

  const subscriptionStatus = async (subscriptionId: string) => {
    const url = new URL(DATALINK);
    url.searchParams.set('clientAccnum', settings.account);
    url.searchParams.set('clientSubacc', settings.subaccount);
    url.searchParams.set('usingSubacc', settings.subaccount);
    url.searchParams.set('username', settings.datalink.username);
    url.searchParams.set('password', settings.datalink.password);
    url.searchParams.set('action', 'viewSubscriptionStatus');
    url.searchParams.set('subscriptionId', subscriptionId);
    url.searchParams.set('returnXML', '1');
    try {
      const response = await settings.fetch(url.href);
      return response.ok ? xmlFields(await response.text()) : null;
    } catch {
      return null;
    }
  };

  return {
    id,
    methods: ['visa', 'mastercard', 'credit_card', 'maestro'],
    currencies: Object.keys(CURRENCY_CODES),
    async createCheckout(request) {
      const code = CURRENCY_CODES[request.currency];
      if (!code) throw new ProviderCannotError(id, `FlexForms does not charge in ${request.currency}`);
      const price = fromMinorUnits(request.amountMinor, request.currency);
      const url = new URL(`${FLEXFORMS}/${settings.flexId}`);
      url.searchParams.set('clientSubacc', settings.subaccount);
      url.searchParams.set('initialPrice', price);
      url.searchParams.set('initialPeriod', INITIAL_PERIOD);
      url.searchParams.set('currencyCode', code);
      url.searchParams.set('formDigest', ccbillFormDigest(price, INITIAL_PERIOD, code, settings.salt));
      url.searchParams.set(CCBILL_REFERENCE, String(request.paymentId));
      url.searchParams.set('returnUrl', returnAddress(request));
      // The subscription id is CCBill's and comes with NewSaleSuccess.
      return { redirectUrl: url.href, providerRef: `ccbill-ref-${request.paymentId}` };
    },
    async chargeStoredMethod() {
      throw new ProviderCannotError(id, 'repeat orders go through the FlexForm, not stored cards');
    },
    async refund() {
      throw new ProviderCannotError(
        id,
        "CCBill's public guides document refunds only in its Admin Portal (Refund/Void Transaction); refund there, and its Refund webhook takes the credits back",
      );
    },
    async verifyNotification(request): Promise<NotificationCheck> {
      if (!inRanges(request.ip, ranges))
        return { ok: false, reason: 'sender_not_allowed', detail: request.ip };
      const eventType = request.url.searchParams.get('eventType') ?? '';
      const fields = notificationFields(request);
      if (!fields) return { ok: false, reason: 'malformed', detail: eventType };
      const eventId = `${eventType}:${fields.transactionId ?? fields.subscriptionId ?? ''}`;
      const paymentId = paymentIdOf(fields[`X-${CCBILL_REFERENCE}`]);
      const event = EVENTS[eventType];
      if (!event) return { ok: false, reason: 'unsupported_event', eventId, paymentId, detail: eventType };
      const at = Date.parse(`${fields.timestamp ?? ''}Z`.replace(' ', 'T'));
      if (Number.isFinite(at) && Math.abs(now().getTime() - at) > WINDOW_MS) {
        return { ok: false, reason: 'out_of_window', eventId, paymentId, detail: fields.timestamp };
      }
      const subscriptionId = fields.subscriptionId ?? '';
      if (!/^\d+$/.test(subscriptionId) && !(event.status === 'failed' && paymentId !== null)) {
        return { ok: false, reason: 'malformed', eventId, detail: 'no subscriptionId' };
      }
      if (event.status !== 'failed') {
        const status = await subscriptionStatus(subscriptionId);
        if (!status || !event.confirm(status)) {
          return {
            ok: false,
            reason: 'requery_mismatch',
            eventId,
            paymentId,
            detail: `${eventType} not confirmed by Data Link`,
          };
        }
      }
      const amount = fields.billedInitialPrice ?? fields.amount ?? fields.accountingAmount;
      const currencyCode = fields.billedCurrencyCode ?? fields.currencyCode ?? fields.accountingCurrencyCode;
      const currency = currencyCode ? (CURRENCY_OF[currencyCode] ?? currencyCode) : undefined;
      return {
        ok: true,
        notification: {
          eventId,
          paymentId,
          providerRef: subscriptionId || `ccbill-ref-${paymentId}`,
          status: event.status,
          amountMinor: minorOf(amount, currency),
          currency: currency ?? null,
          storedMethod: null,
        },
      };
    },
  };
}
