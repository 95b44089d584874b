/**
 * A member asks for a refund of an unused bundle (issue 22 point 3, ADR 0086). Parse, call
 * refund-requests.ts, answer; a refusal is a 4xx with its code and writes nothing.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, refundRequestBodySchema, refundRequestResponseSchema } from '@dating/contract';
import { requireUser } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { requestRefund } from './refund-requests.ts';

export const refundRequestRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

refundRequestRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/refund-request.php',
    operationId: 'requestRefund',
    summary: 'Asks for a refund of an unused bundle',
    security: [{ session: [] }],
    description:
      'Within the site’s refund_days after the payment settled, once per payment, while no credit has ' +
      'left the balance since the purchase and the balance still holds its credits. The staff approve ' +
      '(the refund through the provider) or decline it; the member gets an e-mail either way.',
    request: jsonRequest(refundRequestBodySchema),
    responses: {
      201: jsonBody(refundRequestResponseSchema, 'The request, pending'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required or forbidden_origin'),
      404: jsonBody(apiErrorSchema, 'not_found (also another member’s payment)'),
      409: jsonBody(
        apiErrorSchema,
        'refund_request_exists, refund_request_too_late, refund_bundle_used or refund_not_possible',
      ),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, brands } = c.get('deps');
    const request = orRefuse(
      await requestRefund(db, { me: me.id, paymentId: c.req.valid('json').payment, brands }, clockOf(c)),
    );
    return c.json({ refund_request: request }, 201);
  },
);
