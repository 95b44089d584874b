/**
 * Buying credits (spec §1 premium, §2 credits, §3 payment, §4 payment states; issue 8, first
 * part): the bundles in the site's currency with the methods offered to the member, starting a
 * payment, its state, the member's transactions, and the sandbox provider of the demo network.
 * Completing a payment adds the credits and makes the member paid exactly once (ADR 0024).
 */
import { randomBytes } from 'node:crypto';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  bundlesResponseSchema,
  discountCodeResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  paymentSchema,
  sandboxOutcomeSchema,
  transactionsResponseSchema,
} from '@dating/api-client/schemas';
import type { Db } from '@dating/db';
import { creditLedger, payments, profiles, users } from '@dating/db/schema';
import {
  type Currency,
  CURRENCIES,
  activeDiscount,
  timeBonusCode,
  availablePaymentMethods,
  bundleQuote,
  defineBundles,
  methodFee,
  paymentMethodById,
  paymentMethodError,
} from '@dating/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';

export const paymentRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const now = (c: Context<ApiEnv>) => c.get('deps').now?.() ?? new Date();

/** The site's currency (one the bundles are priced in) and the member's country. */
async function buyer(c: Context<ApiEnv>) {
  const me = requireUser(c);
  const settings = await loadSiteSettings(c);
  const currency = (CURRENCIES as readonly string[]).includes(settings.currency)
    ? (settings.currency as Currency)
    : 'EUR';
  const [row] = await c
    .get('deps')
    .db.select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, me.id));
  return { me, settings, currency, country: row?.country ?? settings.geoip_selected_country };
}

/**
 * Spec §4: the discount a purchase gets now — the welcome time bonus TIMEBONUS25 during the
 * first 4 hours of a member who has not paid (it ends with the first purchase, which makes them
 * paid: once per member by construction).
 */
async function currentDiscount(c: Context<ApiEnv>, userId: number) {
  const [row] = await c
    .get('deps')
    .db.select({ paid: users.paidUser, signupDate: users.signupDate })
    .from(users)
    .where(eq(users.id, userId));
  const code = row
    ? timeBonusCode({ loggedIn: true, paid: row.paid, signupDate: row.signupDate }, now(c))
    : null;
  return activeDiscount({ timeBonus: code, welcomeCode: null, manualCode: null })?.code ?? null;
}

const view = (p: typeof payments.$inferSelect) => ({
  id: Number(p.id),
  tier: p.tier,
  credits: p.credits,
  method: p.method,
  currency: p.currency,
  price: p.priceMinor,
  discount: p.discountMinor,
  discount_code: p.discountCode,
  fee: p.feeMinor,
  total: p.totalMinor,
  status: p.status,
  created_at: p.createdAt.toISOString(),
});

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/bundles.php',
    responses: {
      200: jsonBody(bundlesResponseSchema, 'The four bundles and the methods offered to this member'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const { me, settings, currency, country } = await buyer(c);
    const discount = await currentDiscount(c, me.id);
    const methods = availablePaymentMethods({ country, currency }).flatMap((m) => {
      const fee = methodFee(m, currency);
      return fee
        ? [{ id: m.id, name: m.name, fee_percent_bp: fee.percentBp, fee_fixed: fee.fixedMinor }]
        : [];
    });
    return c.json(
      {
        currency,
        discount: discount
          ? { code: discount.code, percentage: discount.value_percentage, ends_at: discount.expires }
          : null,
        bundles: defineBundles().map((b) => ({
          tier: b.tier,
          credits: b.credits,
          price: b.prices[currency],
          popular: b.popular,
        })),
        methods,
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
    request: jsonRequest(paymentRequestSchema),
    responses: {
      201: jsonBody(paymentResponseSchema, 'A pending payment and where to pay it'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      422: jsonBody(apiErrorSchema, 'payment_method_unavailable'),
    },
  }),
  async (c) => {
    const { me, currency, country } = await buyer(c);
    const { tier, method } = c.req.valid('json');
    const fee = methodFee(paymentMethodById(method)!, currency);
    if (paymentMethodError(method, { country, currency }) || !fee) {
      throw new ApiHttpError(422, 'payment_method_unavailable', 'This payment method is not available', {
        method: 'payment_method_unavailable',
      });
    }
    const bundle = defineBundles().find((b) => b.tier === tier)!;
    // The amount is computed here, never taken from the client.
    const discount = await currentDiscount(c, me.id);
    const quote = bundleQuote(bundle, currency, {
      fee,
      discount: discount ? { valuePercentage: discount.value_percentage } : null,
    });
    const [row] = await c
      .get('deps')
      .db.insert(payments)
      .values({
        userId: me.id,
        tier,
        credits: bundle.credits,
        method,
        currency,
        priceMinor: quote.base,
        discountMinor: quote.discount,
        discountCode: quote.discount > 0 ? discount!.code : null,
        feeMinor: quote.fee,
        totalMinor: quote.total,
        createdAt: now(c),
      })
      .returning();
    return c.json({ payment: view(row!), redirect_url: `/sandbox-pay/${row!.id}` }, 201);
  },
);

async function ownPayment(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) throw new ApiHttpError(404, 'not_found', 'This page could not be found');
  return row;
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
    return c.json({ payment: view(await ownPayment(c.get('deps').db, me.id, c.req.valid('query').id)) }, 200);
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
    return c.json({ payments: rows.map(view) }, 200);
  },
);

/**
 * Settles a pending payment once: only the update that moves it out of `pending` adds the
 * credits, sets paid_user and writes the ledger row, all in one transaction. A second outcome
 * for the same payment changes nothing.
 */
export async function settlePayment(
  db: Db,
  id: number,
  outcome: 'completed' | 'failed' | 'cancelled',
  at: Date,
) {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({ status: outcome, settledAt: at, providerRef: `sandbox_${randomBytes(6).toString('hex')}` })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    if (!settled || outcome !== 'completed') return settled ?? null;
    const [user] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${settled.credits}`, paidUser: true })
      .where(eq(users.id, settled.userId))
      .returning({ credits: users.credits });
    await tx.insert(creditLedger).values({
      userId: settled.userId,
      delta: settled.credits,
      balanceAfter: user!.credits,
      reason: 'purchase',
    });
    return settled;
  });
}

paymentRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payment-sandbox.php',
    description:
      'The sandbox provider of the demo network: the member approves, declines or cancels a pending payment of their own. Absent in production.',
    request: jsonRequest(sandboxOutcomeSchema),
    responses: {
      200: jsonBody(z.object({ payment: paymentSchema }), 'The payment after the outcome'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found (also in production)'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, production } = c.get('deps');
    if (production) throw new ApiHttpError(404, 'not_found', 'This page could not be found');
    const { id, outcome } = c.req.valid('json');
    await ownPayment(db, me.id, id);
    const status = outcome === 'approve' ? 'completed' : outcome === 'decline' ? 'failed' : 'cancelled';
    await settlePayment(db, id, status, now(c));
    return c.json({ payment: view(await ownPayment(db, me.id, id)) }, 200);
  },
);

paymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/discountcode.php',
    request: { query: z.object({ welcome: z.enum(['true']).optional() }) },
    responses: {
      200: jsonBody(discountCodeResponseSchema, 'The welcome discount the member has now'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'code_not_found: no welcome discount (any more)'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const code = await currentDiscount(c, me.id);
    if (!code) throw new ApiHttpError(404, 'code_not_found', 'Code not found');
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        discountcode: {
          code: code.code,
          value_percentage: code.value_percentage,
          expires: code.expires,
          status: code.status,
          validity: code.validity,
        },
      },
      200,
    );
  },
);
