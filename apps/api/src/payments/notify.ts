/**
 * The providers' server-to-server notifications (issue 22 point 1, ADR 0085):
 * `/api/payment-notify/<provider>` (POST, or GET for postbacks sent as a URL, Verotel's and
 * Segpay's). Mounted OUTSIDE the member middleware — no site, no session, no cross-site check —
 * with its own body limit and its own rate limit per sender. The adapter says whether the
 * notification is genuine; what it changes is settle.ts; what is refused is kept
 * (rejections.ts). `/api/payment-notify.php` stays the default provider's address (ADR 0025).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema, paymentNotifyResponseSchema } from '@dating/contract';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientIp } from '../http/client-ip.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError, errorBody } from '../http/errors.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { paymentsSettled } from '../ops/metrics.ts';
import { applyNotification } from './settle.ts';
import type { PaymentProvider, RejectReason } from './provider.ts';
import { providersOf } from './providers.ts';
import { sendRefundMail } from './refund-mail.ts';
import { recordRejection } from './rejections.ts';

/** A notification is a few hundred bytes; 64 KiB leaves room for any provider's longest. */
export const MAX_NOTIFY_BYTES = 64 * 1024;
export const NOTIFY_PATH = /^\/api\/payment-notify(\.php|\/[^/]+)$/;

/** Refusals before a payment is read: the provider retries a 4xx, and none of these will pass. */
const REFUSED_STATUS: Record<RejectReason, 400 | 401 | 403> = {
  bad_signature: 401,
  out_of_window: 401,
  requery_mismatch: 401,
  sender_not_allowed: 403,
  malformed: 400,
  unsupported_event: 400,
  replayed: 400,
  out_of_order: 400,
  unknown_payment: 400,
  amount_mismatch: 400,
  currency_mismatch: 400,
};

export const paymentNotifyRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

// Only the notification paths: this app is mounted on /api, and a `*` here would put the body
// limit and the notification rate limit in front of every member call (a photo upload included).
for (const path of ['/payment-notify.php', '/payment-notify/:provider']) {
  paymentNotifyRoutes.use(
    path,
    bodyLimit({
      maxSize: MAX_NOTIFY_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large', 'The notification is larger than 64 KiB'), 413),
    }),
    async (c, next) => {
      await c.get('limits').consume(['paymentNotifyPerIp'], { ip: clientIp(c) });
      await next();
    },
  );
}

const responses = {
  200: jsonBody(paymentNotifyResponseSchema, 'Accepted, also a repeat (Verotel gets its plain `OK`)'),
  400: jsonBody(apiErrorSchema, 'malformed, or an event this adapter does not map'),
  401: jsonBody(
    apiErrorSchema,
    'invalid_signature: forged, out of its time window, or not confirmed by the provider',
  ),
  403: jsonBody(apiErrorSchema, 'sender_not_allowed: not from the provider’s documented addresses'),
  404: jsonBody(apiErrorSchema, 'unknown_payment, or a provider this network does not run'),
  413: jsonBody(apiErrorSchema, 'payload_too_large'),
  422: jsonBody(apiErrorSchema, 'amount_mismatch, or reversal_out_of_window (kept as rejected)'),
  429: jsonBody(apiErrorSchema, 'rate_limited'),
};
const description =
  'Server-to-server notification from a payment provider, authenticated as that provider documents ' +
  '(signature, sender addresses, re-query). Delivered any number of times, concurrently or out of ' +
  'order, it settles a payment once; what it cannot apply is kept as a rejected event. No session.';

for (const method of ['post', 'get'] as const) {
  paymentNotifyRoutes.openapi(
    createRoute({
      method,
      path: '/payment-notify/{provider}',
      operationId: method === 'post' ? 'notifyPaymentProvider' : 'notifyPaymentProviderByUrl',
      summary: 'A payment provider’s notification',
      security: [],
      description,
      request: { params: z.object({ provider: z.string().max(40) }) },
      responses,
    }),
    async (c) => {
      const provider = providersOf(c.get('deps'))[c.req.valid('param').provider];
      if (!provider) throw new ApiHttpError(404, 'not_found', 'No such payment provider');
      return notified(c, provider);
    },
  );
}

paymentNotifyRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payment-notify.php',
    operationId: 'notifyPayment',
    summary: 'The default payment provider’s notification',
    security: [],
    description: `${description} The default provider's address (PAYMENT_PROVIDER's first).`,
    responses,
  }),
  (c) => notified(c, c.get('deps').payments),
);

async function notified(c: Context<ApiEnv>, provider: PaymentProvider) {
  const deps = c.get('deps');
  const at = clockOf(c)();
  const ip = clientIp(c);
  const check = await provider.verifyNotification({
    method: c.req.method,
    url: new URL(c.req.url),
    rawBody: c.req.method === 'GET' ? '' : await c.req.text(),
    headers: c.req.raw.headers,
    ip,
  });
  if (!check.ok) {
    await recordRejection(
      deps.db,
      {
        provider: provider.id,
        reason: check.reason,
        notification: { eventId: check.eventId, paymentId: check.paymentId ?? null },
        senderIp: ip,
        detail: check.detail,
      },
      at,
    );
    const status = REFUSED_STATUS[check.reason];
    throw status === 401
      ? new ApiHttpError(401, 'invalid_signature', 'The notification is not signed by the provider')
      : status === 403
        ? new ApiHttpError(403, 'sender_not_allowed', 'The notification does not come from the provider')
        : new ApiHttpError(400, check.reason, `The notification was refused: ${check.reason}`);
  }
  const result = await applyNotification(deps.db, provider.id, check.notification, at, ip);
  if (result.accepted && result.outcome === 'settled' && result.status === 'completed') {
    paymentsSettled.inc({ provider: provider.id });
  }
  // A chargeback, returned debit or provider refund that undid a purchase now: the member hears of it.
  if (result.accepted && result.refund) await sendRefundMail(deps, result.refund);
  if (!result.accepted) {
    if (result.outcome === 'out_of_window')
      throw new ApiHttpError(422, 'reversal_out_of_window', 'The debit is past the window for a reversal');
    throw result.outcome === 'unknown_payment'
      ? new ApiHttpError(404, 'unknown_payment', 'No such payment')
      : new ApiHttpError(422, 'amount_mismatch', 'The amount does not match the payment');
  }
  // A provider that wants its own word back (Verotel: `OK`) gets it; the typed routes know JSON only.
  if (provider.acknowledgement) return c.text(provider.acknowledgement, 200) as never;
  return c.json({ ok: true as const, status: result.status }, 200);
}
