/**
 * Members' refund requests over the staff API (issue 22 point 3, ADR 0086): the list by state,
 * approving one (the staff refund of the whole payment through its provider, refund.ts) and
 * declining one with a reason. Admins and support; the member gets an e-mail on either decision.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  staffRefundDeclineSchema,
  staffRefundDecisionSchema,
  staffRefundRequestIdParamSchema,
  staffRefundRequestPageSchema,
  staffRefundRequestQuerySchema,
} from '@dating/contract';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import { refundPayment } from '../../payments/refund.ts';
import { sendRefundDeclinedMail, sendRefundMail } from '../../payments/refund-mail.ts';
import { declineRefundRequest, refundRequestById, requestedPayment } from '../../payments/refund-requests.ts';
import { refuse } from '../../core/result.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { STAFF_API_PREFIX } from '../../staff/prefix.ts';
import { requireStaff } from '../../staff/session.ts';
import { refundRequestPage } from './request-queries.ts';

export const backOfficeRefundRequestRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = `${STAFF_API_PREFIX}/refund-requests`;
const common = {
  400: jsonBody(apiErrorSchema, 'validation_failed with field errors'),
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};

backOfficeRefundRequestRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'staffListRefundRequests',
    summary: 'Members’ refund requests by state: open ones oldest first, decided ones newest first',
    security,
    request: { query: staffRefundRequestQuerySchema },
    responses: { 200: jsonBody(staffRefundRequestPageSchema, 'One page of requests'), ...common },
  }),
  async (c) => {
    requireStaff(c, 'payments');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await refundRequestPage(c.get('deps').db, c.req.valid('query')), 200);
  },
);

backOfficeRefundRequestRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/approve`,
    operationId: 'staffApproveRefundRequest',
    summary: 'Approve an open request: the whole payment refunded through its provider',
    description:
      'The staff refund (ADR 0062) of the whole payment, with refund_days counted to when the member ' +
      'asked; credits the member spent since are recorded as owed (ADR 0086). A refusal writes nothing.',
    security,
    request: { params: staffRefundRequestIdParamSchema },
    responses: {
      200: jsonBody(staffRefundDecisionSchema, 'The request, approved'),
      404: jsonBody(apiErrorSchema, 'refund_request_not_found'),
      409: jsonBody(apiErrorSchema, 'refund_request_decided, refund_already_made or refund_too_late'),
      502: jsonBody(apiErrorSchema, 'refund_provider_failed'),
      ...common,
      403: jsonBody(apiErrorSchema, 'refund_above_support_limit, staff_role_forbidden or forbidden_origin'),
    },
  }),
  async (c) => {
    const who = requireStaff(c, 'payments');
    const deps = c.get('deps');
    const id = c.req.valid('param').id;
    const target = await requestedPayment(deps.db, id);
    const effect = orRefuse(
      target
        ? await refundPayment(
            deps.db,
            {
              paymentId: target.paymentId,
              amountMinor: target.total,
              reason: `refund request #${id}`,
              actor: { staffId: who.id, role: who.role, ip: clientIp(c) },
              provider: deps.payments,
              brands: deps.brands,
              request: { id },
            },
            clockOf(c),
          )
        : refuse('refund_request_not_found'),
    );
    await sendRefundMail(deps, effect);
    return c.json({ refund_request: (await refundRequestById(deps.db, id))! }, 200);
  },
);

backOfficeRefundRequestRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/decline`,
    operationId: 'staffDeclineRefundRequest',
    summary: 'Decline an open request with a reason the member reads',
    security,
    request: { params: staffRefundRequestIdParamSchema, ...jsonRequest(staffRefundDeclineSchema) },
    responses: {
      200: jsonBody(staffRefundDecisionSchema, 'The request, declined'),
      404: jsonBody(apiErrorSchema, 'refund_request_not_found'),
      409: jsonBody(apiErrorSchema, 'refund_request_decided'),
      ...common,
    },
  }),
  async (c) => {
    const who = requireStaff(c, 'payments');
    const deps = c.get('deps');
    const declined = orRefuse(
      await declineRefundRequest(
        deps.db,
        {
          id: c.req.valid('param').id,
          reason: c.req.valid('json').reason,
          actor: { staffId: who.id, role: who.role, ip: clientIp(c) },
        },
        clockOf(c),
      ),
    );
    await sendRefundDeclinedMail(deps, {
      memberId: declined.memberId,
      paymentId: declined.request.payment_id,
      reason: c.req.valid('json').reason,
    });
    return c.json({ refund_request: declined.request }, 200);
  },
);
