/**
 * Direct debit over HTTP (spec §2 /directdebit, §4 direct debit flow, §8 direct debit errors;
 * ADRs 0026, 0050): starting one, the request waiting for its SMS code, the code that confirms
 * it and a new code. Parse, call a query or command (queries.ts, commands.ts), answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  directDebitCodeSchema,
  directDebitRequestSchema,
  directDebitResendSchema,
  directDebitResponseSchema,
  paymentIdQuerySchema,
  paymentResponseSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { buyerOf, shopSettings } from '../payments/routes.ts';
import { providerFor } from '../payments/providers.ts';
import { ApiHttpError } from '../http/errors.ts';
import { createSmsSender } from '../sms/sender.ts';
import {
  DIRECT_DEBIT_METHOD,
  type DirectDebitProvider,
  confirmDirectDebit,
  resendDirectDebitCode,
  startDirectDebit,
} from './commands.ts';
import type { CodeSender } from './mandate.ts';
import { openDirectDebit } from './queries.ts';

export const directDebitRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];

/** The SMS port of this network (the outbox table unless a gateway is wired) and the site's brand. */
const codeSender = (c: Context<ApiEnv>): CodeSender => {
  const { sms, db } = c.get('deps');
  return {
    sms: sms ?? createSmsSender({ db }),
    brandName: c.get('site').brand.name,
    siteHost: c.get('site').host,
  };
};

directDebitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/directdebit.php',
    operationId: 'startDirectDebit',
    summary: 'Starts a direct debit for a credit bundle',
    security: session,
    description: 'Starts a direct debit for a bundle: checks the form and the limits, then texts the code.',
    request: jsonRequest(directDebitRequestSchema),
    responses: {
      201: jsonBody(directDebitResponseSchema, 'Waiting for the SMS code'),
      400: jsonBody(apiErrorSchema, 'validation_failed (invalid_iban, invalid_mobile)'),
      403: jsonBody(apiErrorSchema, 'dd_blocked, dd_limit_reached or authentication_required'),
      422: jsonBody(apiErrorSchema, 'payment_method_unavailable, or a discount code error'),
    },
  }),
  async (c) => {
    const who = await buyerOf(c);
    const provider = await mandateProvider(c);
    const request = orRefuse(
      await startDirectDebit(
        c.get('deps').db,
        { who, form: c.req.valid('json'), provider: provider.id, sender: codeSender(c) },
        clockOf(c),
      ),
    );
    return c.json({ request }, 201);
  },
);

directDebitRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/directdebit.php',
    operationId: 'getDirectDebit',
    summary: 'The member’s direct debit waiting for its SMS code',
    security: session,
    request: { query: paymentIdQuerySchema },
    responses: {
      200: jsonBody(directDebitResponseSchema, 'The direct debit waiting for its code'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found (also once confirmed)'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const request = orRefuse(
      await openDirectDebit(c.get('deps').db, { me: me.id, request: c.req.valid('query').id }, clockOf(c)),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json({ request }, 200);
  },
);

directDebitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/directdebit-code.php',
    operationId: 'confirmDirectDebit',
    summary: 'Confirms a direct debit with the SMS code',
    security: session,
    description:
      'The SMS code: confirms the mandate and hands the debit to the provider. Wrong codes count; after the last try the request is void.',
    request: jsonRequest(directDebitCodeSchema),
    responses: {
      200: jsonBody(paymentResponseSchema, 'Confirmed; the payment and its result page'),
      400: jsonBody(apiErrorSchema, 'dd_code_invalid'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const provider = await mandateProvider(c);
    const { request, code } = c.req.valid('json');
    const confirmed = orRefuse(
      await confirmDirectDebit(db, { me: me.id, request, code, provider, apiOrigin: c.req.url }, clockOf(c)),
    );
    return c.json({ payment: confirmed.payment, redirect_url: confirmed.redirectUrl }, 200);
  },
);

directDebitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/directdebit-resend.php',
    operationId: 'resendDirectDebitCode',
    summary: 'Texts a new SMS code for a direct debit',
    security: session,
    request: jsonRequest(directDebitResendSchema),
    responses: {
      200: jsonBody(directDebitResponseSchema, 'A new code is on its way (the old one no longer works)'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
      429: jsonBody(apiErrorSchema, 'dd_resend_too_soon: too soon, or no more codes for this request'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { request: id } = c.req.valid('json');
    const request = orRefuse(
      await resendDirectDebitCode(
        c.get('deps').db,
        { me: me.id, request: id, sender: codeSender(c) },
        clockOf(c),
      ),
    );
    return c.json({ request }, 200);
  },
);

/**
 * The site's provider of SEPA direct debit when it takes our SMS-confirmed mandate server to
 * server; a provider that takes the mandate on its own page (Segpay, Verotel) is paid through
 * the checkout instead, so this form refuses (ADR 0085).
 */
async function mandateProvider(c: Context<ApiEnv>): Promise<DirectDebitProvider> {
  const provider = providerFor(c.get('deps'), await shopSettings(c), DIRECT_DEBIT_METHOD);
  if (!provider?.collectDirectDebit) {
    throw new ApiHttpError(
      422,
      'payment_method_unavailable',
      'Direct debit is paid through the checkout here',
      {
        method: 'payment_method_unavailable',
      },
    );
  }
  return provider as DirectDebitProvider;
}
