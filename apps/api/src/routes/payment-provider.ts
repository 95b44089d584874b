/**
 * The provider's side of a payment (ADR 0025): `POST /api/payment-notify.php`, where the
 * provider reports what happened (signed, server to server; the only way credits are added),
 * and the sandbox provider's hosted checkout of the demo network (`/api/payment-sandbox.php`,
 * absent in production).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema, sandboxCheckoutSchema, sandboxOutcomeSchema } from '@dating/contract';
import { paymentMethodById } from '@dating/domain';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import type { SandboxProvider } from '../payments/sandbox.ts';
import { applyNotification } from '../payments/settle.ts';
import { now } from '../http/clock.ts';

export const paymentProviderRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

paymentProviderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payment-notify.php',
    description:
      'Server-to-server notification from the payment provider, signed with the shared secret. Delivered any number of times, concurrently or out of order, it settles a payment once.',
    responses: {
      200: jsonBody(z.object({ ok: z.literal(true), status: z.string() }), 'Accepted (also a repeat)'),
      401: jsonBody(apiErrorSchema, 'invalid_signature'),
      404: jsonBody(apiErrorSchema, 'unknown_payment'),
      422: jsonBody(apiErrorSchema, 'amount_mismatch'),
    },
  }),
  async (c) => {
    const { db, payments: provider } = c.get('deps');
    const notification = provider.parseNotification(await c.req.text(), c.req.raw.headers);
    if (!notification)
      throw new ApiHttpError(401, 'invalid_signature', 'The notification is not signed by the provider');
    const result = await applyNotification(db, provider.id, notification, now(c));
    if (!result.accepted) {
      throw result.outcome === 'unknown_payment'
        ? new ApiHttpError(404, 'unknown_payment', 'No such payment')
        : new ApiHttpError(422, 'amount_mismatch', 'The amount does not match the payment');
    }
    return c.json({ ok: true as const, status: result.status }, 200);
  },
);

/** The sandbox provider, only in the demo network. */
function sandbox(c: Context<ApiEnv>): SandboxProvider {
  const { payments: provider, production } = c.get('deps');
  if (production || !('complete' in provider)) {
    throw new ApiHttpError(404, 'not_found', 'This page could not be found');
  }
  return provider as SandboxProvider;
}

const invalidToken = () =>
  new ApiHttpError(404, 'not_found', 'This checkout could not be found', { token: 'invalid' });

paymentProviderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/payment-sandbox.php',
    description: 'The sandbox hosted checkout behind a checkout token. Absent in production.',
    request: { query: z.object({ token: z.string().min(1).max(2000) }) },
    responses: {
      200: jsonBody(sandboxCheckoutSchema, 'What the tester is paying'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      404: jsonBody(apiErrorSchema, 'not_found (also in production)'),
    },
  }),
  async (c) => {
    const checkout = sandbox(c).checkout(c.req.valid('query').token);
    if (!checkout) throw invalidToken();
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        checkout: {
          payment_id: checkout.paymentId,
          amount: checkout.amountMinor,
          currency: checkout.currency,
          method: checkout.method,
          method_name: paymentMethodById(checkout.method)?.name ?? checkout.method,
          card: checkout.card,
          return_url: checkout.returnUrl,
        },
      },
      200,
    );
  },
);

paymentProviderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payment-sandbox.php',
    description:
      'The tester’s outcome on the sandbox checkout (paid, pending, failed, cancelled, expired): the sandbox sends its signed notification, then answers where the member returns to. Absent in production.',
    request: jsonRequest(sandboxOutcomeSchema),
    responses: {
      200: jsonBody(z.object({ return_url: z.string() }), 'Notified; where the member goes back to'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      404: jsonBody(apiErrorSchema, 'not_found (also in production)'),
    },
  }),
  async (c) => {
    const provider = sandbox(c);
    const { token, outcome, card, remember } = c.req.valid('json');
    const checkout = provider.checkout(token);
    if (!checkout) throw invalidToken();
    await provider.complete(token, { status: outcome, card, remember });
    return c.json({ return_url: checkout.returnUrl }, 200);
  },
);
