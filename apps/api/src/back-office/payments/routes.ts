/**
 * Payments over the staff API (issue 19 point 4): the list and its CSV export, one payment, and
 * a refund. Admins and support reach the area; a support agent refunds up to the limit. Routes
 * parse, check the role, call back-office/payments/queries.ts or payments/refund.ts and answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  staffPaymentDetailSchema,
  staffPaymentIdParamSchema,
  staffPaymentPageSchema,
  staffPaymentQuerySchema,
  staffRefundRequestSchema,
  staffRefundResponseSchema,
} from '@dating/contract';
import { z } from 'zod';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiHttpError } from '../../http/errors.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import { refundPayment } from '../../payments/refund.ts';
import { sendRefundMail } from '../../payments/refund-mail.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { STAFF_API_PREFIX } from '../../staff/prefix.ts';
import { requireStaff } from '../../staff/session.ts';
import { paymentDetail, paymentPage, paymentsCsv } from './queries.ts';

export const backOfficePaymentRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = `${STAFF_API_PREFIX}/payments`;
const common = {
  400: jsonBody(apiErrorSchema, 'validation_failed with field errors'),
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};

backOfficePaymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'staffListPayments',
    summary: 'Payments, newest first, filtered by brand or site, status, method and days, paged by keyset',
    security,
    request: { query: staffPaymentQuerySchema },
    responses: { 200: jsonBody(staffPaymentPageSchema, 'One page of payments'), ...common },
  }),
  async (c) => {
    requireStaff(c, 'payments');
    c.header('Cache-Control', 'private, no-store');
    const { db, brands } = c.get('deps');
    return c.json(await paymentPage(db, c.req.valid('query'), brands), 200);
  },
);

backOfficePaymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}.csv`,
    operationId: 'staffExportPayments',
    summary: 'Every payment the filters match, as CSV (the list’s columns)',
    security,
    request: { query: staffPaymentQuerySchema },
    responses: {
      200: {
        description: 'RFC 4180 CSV, one line per payment',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'payments');
    const day = clockOf(c)().toISOString().slice(0, 10);
    return new Response(paymentsCsv(c.get('deps').db, c.req.valid('query')), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="payments-${day}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);

backOfficePaymentRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}`,
    operationId: 'staffGetPayment',
    summary: 'One payment with its member, the provider’s events and what went back on it',
    security,
    request: { params: staffPaymentIdParamSchema },
    responses: {
      200: jsonBody(staffPaymentDetailSchema, 'The payment'),
      404: jsonBody(apiErrorSchema, 'payment_not_found'),
      ...common,
    },
  }),
  async (c) => {
    const who = requireStaff(c, 'payments');
    c.header('Cache-Control', 'private, no-store');
    const { db, brands } = c.get('deps');
    const detail = await paymentDetail(db, {
      id: c.req.valid('param').id,
      role: who.role,
      brands,
      now: clockOf(c)(),
    });
    if (!detail) throw new ApiHttpError(404, 'payment_not_found', 'No such payment');
    return c.json(detail, 200);
  },
);

backOfficePaymentRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/refund`,
    operationId: 'staffRefundPayment',
    summary: 'Refund a completed payment through its provider',
    description:
      'Within the site’s refund_days, once per payment, at most what was paid; support up to its limit. ' +
      'The credits of the purchase that are left go back through the ledger, premium ends when nothing ' +
      'paid remains, the member gets an e-mail; one transaction with the audit row. A refusal writes nothing.',
    security,
    request: { params: staffPaymentIdParamSchema, ...jsonRequest(staffRefundRequestSchema) },
    responses: {
      200: jsonBody(staffRefundResponseSchema, 'The refund and what it changed'),
      404: jsonBody(apiErrorSchema, 'payment_not_found'),
      409: jsonBody(apiErrorSchema, 'refund_already_made, refund_too_late or payment_not_refundable'),
      422: jsonBody(apiErrorSchema, 'refund_above_paid'),
      502: jsonBody(apiErrorSchema, 'refund_provider_failed'),
      ...common,
    },
  }),
  async (c) => {
    const who = requireStaff(c, 'payments');
    const deps = c.get('deps');
    const body = c.req.valid('json');
    const effect = orRefuse(
      await refundPayment(
        deps.db,
        {
          paymentId: c.req.valid('param').id,
          amountMinor: body.amount,
          reason: body.reason,
          actor: { staffId: who.id, role: who.role, ip: clientIp(c) },
          provider: deps.payments,
          brands: deps.brands,
        },
        clockOf(c),
      ),
    );
    await sendRefundMail(deps, effect);
    return c.json(
      {
        refund: {
          payment_id: effect.paymentId,
          amount: effect.amountMinor,
          currency: effect.currency,
          credits_taken_back: effect.creditsTakenBack,
          credits_owed: effect.creditsOwed,
          premium_ended: effect.premiumEnded,
          balance: effect.balance,
        },
      },
      200,
    );
  },
);
