/**
 * Buying credits over HTTP (spec §1 premium, §2 credits, §3 payment and discount code, §4
 * payment states; issue 8, ADRs 0025, 0050): the bundles, starting a payment, its state, the
 * member's transactions, discount codes and the sandbox provider's hosted checkout of the demo
 * network. The provider's notification, the only way credits are added, is notify.ts.
 * Parse, call a query or command (queries.ts, commands.ts), answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  bundlesQuerySchema,
  bundlesResponseSchema,
  discountCodeQuerySchema,
  discountCodeResponseSchema,
  paymentIdQuerySchema,
  paymentRequestSchema,
  paymentResponseSchema,
  paymentStateResponseSchema,
  sandboxCheckoutQuerySchema,
  sandboxCheckoutSchema,
  sandboxOutcomeSchema,
  sandboxReturnSchema,
  transactionsResponseSchema,
} from '@dating/contract';
import { paymentMethodById } from '@dating/domain';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { providerFor, withProviderSwitches } from './providers.ts';
import { startPayment } from './commands.ts';
import { refundOverview } from './refund-requests.ts';
import { checkoutTermsOf } from './spending-routes.ts';
import { bundleOffer, checkDiscountCode, paymentOf, transactions, welcomeDiscount } from './queries.ts';
import type { SandboxProvider } from './sandbox.ts';
import { buyer, shop } from './start.ts';

export const paymentRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];

/** The signed-in member who buys, with the shop of their profile country. */
export async function buyerOf(c: Context<ApiEnv>) {
  const me = requireUser(c);
  return buyer(c.get('deps').db, me, await shopSettings(c));
}

/** The site's settings with the methods no running provider can take there switched off (ADR 0085). */
export async function shopSettings(c: Context<ApiEnv>) {
  return withProviderSwitches(c.get('deps'), await loadSiteSettings(c));
}

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/bundles.php',
    operationId: 'listBundles',
    summary: 'The credit bundles and payment methods offered',
    security: [],
    description:
      'Open to visitors (the public /pricing page, ADR 0033): they get the bundles and the methods of ' +
      'their chosen or geo-IP country, with no discount and no stored cards. A member gets the ' +
      'methods of their profile country, their welcome time bonus and their stored cards.',
    request: { query: bundlesQuerySchema },
    responses: {
      200: jsonBody(
        bundlesResponseSchema,
        'The four bundles and the methods offered to this visitor or member (with checkout=1, a member’s checkout terms)',
      ),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
    },
  }),
  async (c) => {
    const { db, payments: provider } = c.get('deps');
    const member = c.get('user') ? await buyerOf(c) : null;
    const [offer, checkout] = await Promise.all([
      bundleOffer(
        db,
        {
          shop: member ?? shop(await shopSettings(c)),
          member: member?.me.id ?? null,
          provider: provider.id,
        },
        clockOf(c),
      ),
      member && c.req.valid('query').checkout ? checkoutTermsOf(c, member.me.id) : undefined,
    ]);
    return c.json(checkout ? { ...offer, checkout } : offer, 200);
  },
);

paymentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payment.php',
    operationId: 'startPayment',
    summary: 'Starts paying for a credit bundle',
    security: session,
    description:
      'Starts paying for a bundle: a hosted checkout at the provider (redirect_url), or with stored_method_id a repeat order charged to a stored card (redirect_url is the result page). The amount is computed here.',
    request: jsonRequest(paymentRequestSchema),
    responses: {
      201: jsonBody(paymentResponseSchema, 'The payment and where the member goes next'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'code_not_found, or an unknown stored card'),
      409: jsonBody(apiErrorSchema, 'code_already_used'),
      410: jsonBody(apiErrorSchema, 'code_expired'),
      422: jsonBody(
        apiErrorSchema,
        'payment_method_unavailable, a discount code error, spending_cap_reached, or disclosure_required (a first purchase without disclosure_confirmed)',
      ),
    },
  }),
  async (c) => {
    const who = await buyerOf(c);
    const { db } = c.get('deps');
    const { tier, method, discount_code, stored_method_id, disclosure_confirmed } = c.req.valid('json');
    // Null only for a method the shop already refuses (withProviderSwitches): startPayment says so.
    const provider = providerFor(c.get('deps'), who.settings, method) ?? c.get('deps').payments;
    const started = orRefuse(
      await startPayment(
        db,
        {
          who,
          tier,
          method,
          discountCode: discount_code,
          storedMethodId: stored_method_id ?? undefined,
          provider,
          apiOrigin: c.req.url,
          disclosureConfirmed: disclosure_confirmed,
        },
        clockOf(c),
      ),
    );
    return c.json({ payment: started.payment, redirect_url: started.redirectUrl }, 201);
  },
);

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/payment.php',
    operationId: 'getPayment',
    summary: 'One of the member’s payments and its state',
    security: session,
    request: { query: paymentIdQuerySchema },
    responses: {
      200: jsonBody(paymentStateResponseSchema, 'The payment and its state'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const payment = orRefuse(await paymentOf(c.get('deps').db, { me: me.id, id: c.req.valid('query').id }));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ payment }, 200);
  },
);

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/transactions.php',
    operationId: 'listTransactions',
    summary: 'The member’s payments, newest first',
    description:
      'With the member’s refund requests, the payments they may ask a refund for now (ADR 0086) and the credits they owe.',
    security: session,
    responses: {
      200: jsonBody(transactionsResponseSchema, 'The member’s payments, newest first'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, brands } = c.get('deps');
    const [list, refunds] = await Promise.all([
      transactions(db, { me: me.id }),
      refundOverview(db, { me: me.id, brands }, clockOf(c)),
    ]);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ payments: list, ...refunds }, 200);
  },
);

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/discountcode.php',
    operationId: 'getDiscountCode',
    summary: 'The welcome discount, or a typed discount code checked for an order',
    security: session,
    request: { query: discountCodeQuerySchema },
    responses: {
      200: jsonBody(discountCodeResponseSchema, 'The welcome discount, or the typed code for this order'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'code_not_found'),
      409: jsonBody(apiErrorSchema, 'code_already_used'),
      410: jsonBody(apiErrorSchema, 'code_expired'),
      422: jsonBody(apiErrorSchema, 'code_wrong_country, code_below_minimum, code_method_not_allowed'),
    },
  }),
  async (c) => {
    const { code, tier, method } = c.req.valid('query');
    const { db } = c.get('deps');
    c.header('Cache-Control', 'private, no-store');
    if (code) {
      const who = await buyerOf(c);
      return c.json(orRefuse(await checkDiscountCode(db, { who, code, tier, method }, clockOf(c))), 200);
    }
    const me = requireUser(c);
    return c.json(orRefuse(await welcomeDiscount(db, { me: me.id }, clockOf(c))), 200);
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

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/payment-sandbox.php',
    operationId: 'getSandboxCheckout',
    summary: 'The sandbox provider’s hosted checkout (demo network only)',
    security: [],
    description: 'The sandbox hosted checkout behind a checkout token. Absent in production.',
    request: { query: sandboxCheckoutQuerySchema },
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

paymentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payment-sandbox.php',
    operationId: 'completeSandboxCheckout',
    summary: 'The tester’s outcome on the sandbox checkout (demo network only)',
    security: [],
    description:
      'The tester’s outcome on the sandbox checkout (paid, pending, failed, cancelled, expired): the sandbox sends its signed notification, then answers where the member returns to. Absent in production.',
    request: jsonRequest(sandboxOutcomeSchema),
    responses: {
      200: jsonBody(sandboxReturnSchema, 'Notified; where the member goes back to'),
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
