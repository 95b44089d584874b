/**
 * Confirming a direct debit (spec §4 direct debit flow, §8 direct debit errors; ADR 0026): the
 * request waiting for its code, the SMS code that confirms the mandate and hands the debit to
 * the provider (which then notifies as for any payment), and sending a new code.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  directDebitCodeSchema,
  directDebitResendSchema,
  directDebitResponseSchema,
  paymentResponseSchema,
} from '@dating/contract';
import { directDebitRequests, payments } from '@dating/db/schema';
import { DIRECT_DEBIT, canResendCode, codeAccepted } from '@dating/domain';
import { and, eq } from 'drizzle-orm';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { hashCode, matches, newCode, openRequest, requestView, sendCode } from '../payments/direct-debit.ts';
import { checkoutRequest, now } from '../payments/start.ts';
import { ownPayment, paymentView } from '../payments/view.ts';

export const directDebitConfirmRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

directDebitConfirmRoutes.openapi(
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
    return c.json({ request: requestView(request, now(c)) }, 200);
  },
);

directDebitConfirmRoutes.openapi(
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

directDebitConfirmRoutes.openapi(
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
    return c.json({ request: requestView(row, at) }, 200);
  },
);
