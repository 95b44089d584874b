/**
 * Direct debit (spec §2 /directdebit, §4 direct debit flow, §8 direct debit errors; ADR 0026):
 * the member gives account holder, IBAN, address and mobile number; an SMS code confirms the
 * mandate; then the provider collects the debit and notifies as for any payment. Refused with
 * dd_blocked after a returned debit and dd_limit_reached at the window's limit.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  directDebitCodeSchema,
  directDebitRequestSchema,
  directDebitResendSchema,
  directDebitResponseSchema,
  paymentResponseSchema,
} from '@dating/api-client/schemas';
import type { Db } from '@dating/db';
import { directDebitRequests, payments, users } from '@dating/db/schema';
import {
  DIRECT_DEBIT,
  canResendCode,
  codeAccepted,
  directDebitRefusal,
  maskIban,
  maskMobile,
  minorUnitDigits,
  normaliseIban,
  normaliseMobile,
} from '@dating/domain';
import { isLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { buyer, checkoutRequest, createPayment, methodFeeOrRefuse, now } from '../payments/start.ts';
import { createSmsOutbox } from '../sms/sender.ts';
import { ownPayment, paymentView } from '../payments/view.ts';

export const directDebitRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const METHOD = 'sepa_direct_debit';
type RequestRow = typeof directDebitRequests.$inferSelect;

const hashCode = (code: string, salt = randomBytes(12).toString('hex')) =>
  `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
const matches = (stored: string) => (code: string) => {
  const [salt] = stored.split('$');
  return timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(stored));
};
const newCode = () =>
  String(randomInt(0, 10 ** DIRECT_DEBIT.codeLength)).padStart(DIRECT_DEBIT.codeLength, '0');

function view(row: RequestRow, at: Date) {
  const wait = Math.ceil(
    (row.lastSentAt.getTime() + DIRECT_DEBIT.resendAfterSeconds * 1000 - at.getTime()) / 1000,
  );
  return {
    id: row.id,
    payment_id: row.paymentId,
    mobile: maskMobile(row.mobile),
    iban: maskIban(row.iban),
    resend_after: row.sends >= DIRECT_DEBIT.maxSends ? null : Math.max(0, wait),
  };
}

/** Texts the code in the member's language. */
async function sendCode(
  c: Context<ApiEnv>,
  row: RequestRow,
  code: string,
  amount: { minor: number; currency: string },
) {
  const [member] = await c
    .get('deps')
    .db.select({ language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  const locale = isLocale(member?.language) ? member!.language : 'en';
  const t = await getFixedT(locale, 'mail');
  const total = new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency }).format(
    amount.minor / 10 ** minorUnitDigits(amount.currency),
  );
  const sms = c.get('deps').sms ?? createSmsOutbox(c.get('deps').db);
  await sms.send(
    row.mobile,
    t('sms.directDebitCode', {
      brand: c.get('site').brand.name,
      code,
      amount: total,
      minutes: DIRECT_DEBIT.codeTtlSeconds / 60,
    }),
  );
}

/** A request of this member still waiting for its code, with its pending payment. */
async function openRequest(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      request: directDebitRequests,
      status: payments.status,
      total: payments.totalMinor,
      currency: payments.currency,
    })
    .from(directDebitRequests)
    .innerJoin(payments, eq(payments.id, directDebitRequests.paymentId))
    .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.userId, userId)));
  if (!row || row.request.confirmedAt || row.status !== 'pending') {
    throw new ApiHttpError(404, 'not_found', 'This direct debit could not be found', { request: 'invalid' });
  }
  return row;
}

directDebitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/directdebit.php',
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
    const who = await buyer(c);
    const { db } = c.get('deps');
    const body = c.req.valid('json');
    methodFeeOrRefuse(METHOD, who);
    const iban = normaliseIban(body.iban);
    const mobile = normaliseMobile(body.mobile, who.country);
    if (!iban || !mobile) {
      throw new ApiHttpError(400, 'validation_failed', 'Please check the highlighted fields', {
        ...(iban ? {} : { iban: 'invalid_iban' }),
        ...(mobile ? {} : { mobile: 'invalid_mobile' }),
      });
    }
    const at = now(c);
    const debits = await db
      .select({ status: payments.status, at: payments.createdAt })
      .from(payments)
      .innerJoin(directDebitRequests, eq(directDebitRequests.paymentId, payments.id))
      .where(
        and(
          eq(payments.userId, who.me.id),
          eq(payments.method, METHOD),
          isNotNull(directDebitRequests.confirmedAt),
          inArray(payments.status, ['pending', 'completed', 'failed']),
          gt(payments.createdAt, new Date(at.getTime() - 366 * 86_400_000)),
        ),
      );
    const refusal = directDebitRefusal({
      returnedDebits: debits.filter((d) => d.status === 'failed').length,
      recentDebits: debits.filter((d) => d.status !== 'failed').map((d) => d.at),
      now: at,
    });
    if (refusal) {
      throw new ApiHttpError(
        403,
        refusal,
        refusal === 'dd_blocked'
          ? 'Your account is blocked for direct debit payments'
          : 'You have reached the limit of direct debit payments',
      );
    }
    const code = newCode();
    const { row, total } = await db.transaction(async (tx) => {
      const payment = await createPayment(
        c,
        who,
        { tier: body.tier, method: METHOD, discountCode: body.discount_code },
        tx as unknown as Db,
      );
      const [request] = await tx
        .insert(directDebitRequests)
        .values({
          userId: who.me.id,
          paymentId: payment.id,
          holder: body.holder,
          iban,
          street: body.street,
          postcode: body.postcode,
          city: body.city,
          mobile,
          codeHash: hashCode(code),
          lastSentAt: at,
          createdAt: at,
        })
        .returning();
      return { row: request!, total: { minor: payment.totalMinor, currency: payment.currency } };
    });
    await sendCode(c, row, code, total);
    return c.json({ request: view(row, at) }, 201);
  },
);

directDebitRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/directdebit.php',
    request: { query: z.object({ id: z.coerce.number().int().positive() }) },
    responses: {
      200: jsonBody(directDebitResponseSchema, 'The direct debit waiting for its code'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found (also once confirmed)'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { request } = await openRequest(c.get('deps').db, me.id, c.req.valid('query').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ request: view(request, now(c)) }, 200);
  },
);

directDebitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/directdebit-code.php',
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
    const { db, payments: provider } = c.get('deps');
    const { request: id, code } = c.req.valid('json');
    const { request } = await openRequest(db, me.id, id);
    const at = now(c);
    const ok = codeAccepted({
      typed: code,
      matches: matches(request.codeHash),
      attempts: request.attempts,
      sentAt: request.lastSentAt,
      now: at,
    });
    if (!ok) {
      const attempts = request.attempts + 1;
      await db.transaction(async (tx) => {
        await tx.update(directDebitRequests).set({ attempts }).where(eq(directDebitRequests.id, id));
        // Out of tries: the request is void and its payment cancelled; the member starts over.
        if (attempts >= DIRECT_DEBIT.maxAttempts) {
          await tx
            .update(payments)
            .set({ status: 'cancelled', settledAt: at })
            .where(and(eq(payments.id, request.paymentId), eq(payments.status, 'pending')));
        }
      });
      throw new ApiHttpError(
        400,
        'dd_code_invalid',
        'Code invalid',
        { code: 'dd_code_invalid' },
        { attempts_left: Math.max(0, DIRECT_DEBIT.maxAttempts - attempts) },
      );
    }
    const [confirmed] = await db
      .update(directDebitRequests)
      .set({ confirmedAt: at })
      .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.attempts, request.attempts)))
      .returning();
    if (!confirmed) throw new ApiHttpError(404, 'not_found', 'This direct debit could not be found');
    const payment = await ownPayment(db, me.id, request.paymentId);
    await provider.collectDirectDebit({
      ...checkoutRequest(c, payment),
      mandate: { reference: `DD${request.id}`, holder: request.holder, iban: request.iban },
    });
    return c.json(
      {
        payment: paymentView(await ownPayment(db, me.id, request.paymentId)),
        redirect_url: `/transactions/${request.paymentId}`,
      },
      200,
    );
  },
);

directDebitRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/directdebit-resend.php',
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
    const { db } = c.get('deps');
    const { request: id } = c.req.valid('json');
    const { request, total, currency } = await openRequest(db, me.id, id);
    const at = now(c);
    if (!canResendCode({ sends: request.sends, lastSentAt: request.lastSentAt, now: at })) {
      throw new ApiHttpError(429, 'dd_resend_too_soon', 'Please wait before asking for another code');
    }
    const code = newCode();
    const [row] = await db
      .update(directDebitRequests)
      .set({ codeHash: hashCode(code), sends: request.sends + 1, attempts: 0, lastSentAt: at })
      .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.sends, request.sends)))
      .returning();
    if (!row) throw new ApiHttpError(429, 'dd_resend_too_soon', 'Please wait before asking for another code');
    await sendCode(c, row, code, { minor: total, currency });
    return c.json({ request: view(row, at) }, 200);
  },
);
