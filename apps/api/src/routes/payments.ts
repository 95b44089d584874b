/**
 * Buying credits (spec §1 premium, §2 credits, §3 payment and discount code, §4 payment
 * states; issue 8): the bundles in the site's currency with the methods this site offers the
 * member, starting a payment at the provider (or charging a stored card for a repeat order),
 * its state, the member's transactions, and discount codes. Credits are added only when the
 * provider's signed notification settles the payment (payments/settle.ts, ADR 0025).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  bundlesResponseSchema,
  discountCodeResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  paymentSchema,
  transactionsResponseSchema,
  text,
} from '@dating/contract';
import type { Db } from '@dating/db';
import { payments, storedPaymentMethods } from '@dating/db/schema';
import { BUNDLE_TIERS, availablePaymentMethods, methodFee } from '@dating/domain';
import { and, desc, eq } from 'drizzle-orm';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { checkedCode, orderDiscount, timeBonusFor } from '../payments/discounts.ts';
import { buyer, checkoutRequest, createPayment, methodFeeOrRefuse, now, shop } from '../payments/start.ts';
import { ownPayment, paymentView } from '../payments/view.ts';

export const paymentRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

function storedMethods(db: Db, userId: number, provider: string) {
  return db
    .select({
      id: storedPaymentMethods.id,
      method: storedPaymentMethods.method,
      label: storedPaymentMethods.label,
    })
    .from(storedPaymentMethods)
    .where(and(eq(storedPaymentMethods.userId, userId), eq(storedPaymentMethods.provider, provider)))
    .orderBy(desc(storedPaymentMethods.id));
}

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/bundles.php',
    description:
      'Open to visitors (the public /pricing page, ADR 0033): they get the bundles and the methods of ' +
      'their chosen or geo-IP country, with no discount and no stored cards. A member gets the ' +
      'methods of their profile country, their welcome time bonus and their stored cards.',
    responses: {
      200: jsonBody(
        bundlesResponseSchema,
        'The four bundles and the methods offered to this visitor or member',
      ),
    },
  }),
  async (c) => {
    const { db, payments: provider } = c.get('deps');
    const member = c.get('user') ? await buyer(c) : null;
    const { settings, currency, where, bundles } = member ?? (await shop(c));
    const methods = availablePaymentMethods(where).flatMap((m) => {
      const fee = methodFee(m, currency);
      return fee
        ? [{ id: m.id, name: m.name, fee_percent_bp: fee.percentBp, fee_fixed: fee.fixedMinor }]
        : [];
    });
    const offered = new Set(methods.map((m) => m.id as string));
    const bonus = member ? await timeBonusFor(db, member.me.id, now(c)) : null;
    const stored = member ? await storedMethods(db, member.me.id, provider.id) : [];
    return c.json(
      {
        currency,
        discount: bonus
          ? { code: bonus.code, percentage: bonus.value_percentage, ends_at: bonus.expires }
          : null,
        bundles: bundles.map((b) => ({
          tier: b.tier,
          credits: b.credits,
          price: b.prices[currency],
          popular: b.popular,
        })),
        methods,
        stored_methods: stored.filter((s) => offered.has(s.method)),
        refund_days: settings.refund_days,
      },
      200,
    );
  },
);

paymentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payment.php',
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
      422: jsonBody(apiErrorSchema, 'payment_method_unavailable or another discount code error'),
    },
  }),
  async (c) => {
    const who = await buyer(c);
    const { db, payments: provider } = c.get('deps');
    const { tier, method, discount_code, stored_method_id } = c.req.valid('json');
    methodFeeOrRefuse(method, who);
    const stored = stored_method_id
      ? (await storedMethods(db, who.me.id, provider.id)).find(
          (s) => s.id === stored_method_id && s.method === method,
        )
      : undefined;
    if (stored_method_id && !stored) {
      throw new ApiHttpError(404, 'not_found', 'This stored card could not be found', {
        stored_method_id: 'invalid',
      });
    }
    const row = await createPayment(c, who, {
      tier,
      method,
      discountCode: discount_code,
      storedMethodId: stored?.id,
    });
    const request = checkoutRequest(c, row);
    if (stored) {
      // The provider charges the card and notifies us before it answers (a real one may take
      // longer: the result page polls while the payment is pending).
      await provider.chargeStoredMethod({ ...request, token: await tokenOf(db, stored.id) });
      return c.json(
        { payment: paymentView(await ownPayment(db, who.me.id, row.id)), redirect_url: request.returnUrl },
        201,
      );
    }
    const checkout = await provider.createCheckout(request);
    const [started] = await db
      .update(payments)
      .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.redirectUrl })
      .where(eq(payments.id, row.id))
      .returning();
    return c.json({ payment: paymentView(started!), redirect_url: checkout.redirectUrl }, 201);
  },
);

async function tokenOf(db: Db, id: number) {
  const [row] = await db
    .select({ token: storedPaymentMethods.token })
    .from(storedPaymentMethods)
    .where(eq(storedPaymentMethods.id, id));
  return row!.token;
}

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/payment.php',
    request: { query: z.object({ id: z.coerce.number().int().positive() }) },
    responses: {
      200: jsonBody(z.object({ payment: paymentSchema }), 'The payment and its state'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      { payment: paymentView(await ownPayment(c.get('deps').db, me.id, c.req.valid('query').id)) },
      200,
    );
  },
);

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/transactions.php',
    responses: {
      200: jsonBody(transactionsResponseSchema, 'The member’s payments, newest first'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const rows = await c
      .get('deps')
      .db.select()
      .from(payments)
      .where(eq(payments.userId, me.id))
      .orderBy(desc(payments.id))
      .limit(100);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ payments: rows.map(paymentView) }, 200);
  },
);

const codeView = (code: Awaited<ReturnType<typeof checkedCode>>) => ({
  code: code.code,
  value_percentage: code.value_percentage,
  expires: code.expires,
  status: code.status,
  validity: code.validity,
});

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/discountcode.php',
    request: {
      query: z.object({
        welcome: z.enum(['true']).optional(),
        code: text().trim().min(1).max(40).optional(),
        tier: z.enum(BUNDLE_TIERS).optional(),
        method: text().max(40).optional(),
      }),
    },
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
    c.header('Cache-Control', 'private, no-store');
    if (code) {
      const { me, country, currency, bundles } = await buyer(c);
      const bundle = bundles.find((b) => b.tier === (tier ?? 'p1'))!;
      const order = {
        userId: me.id,
        country,
        currency,
        amountMinor: bundle.prices[currency],
        method: method ?? null,
      };
      const typed = await checkedCode(c.get('deps').db, code, order, now(c));
      const best = await orderDiscount(c.get('deps').db, order, code, now(c));
      return c.json({ discountcode: codeView(typed), applies: best?.source === 'manual_code' }, 200);
    }
    const me = requireUser(c);
    const bonus = await timeBonusFor(c.get('deps').db, me.id, now(c));
    if (!bonus) throw new ApiHttpError(404, 'code_not_found', 'Code not found');
    return c.json({ discountcode: codeView(bonus) }, 200);
  },
);
