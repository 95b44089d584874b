/**
 * Starting a direct debit (spec §2 /directdebit, §4 direct debit flow, §8 direct debit errors;
 * ADR 0026): the member gives account holder, IBAN, address and mobile number; the limits are
 * checked and the SMS code is texted. Refused with dd_blocked after a returned debit and
 * dd_limit_reached at the window's limit. Confirming is in direct-debit-confirm.ts.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, directDebitRequestSchema, directDebitResponseSchema } from '@dating/contract';
import type { Db } from '@dating/db';
import { directDebitRequests, payments } from '@dating/db/schema';
import { directDebitRefusal, normaliseIban, normaliseMobile } from '@dating/domain';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { hashCode, newCode, requestView, sendCode } from '../payments/direct-debit.ts';
import { buyer, createPayment, methodFeeOrRefuse, now } from '../payments/start.ts';

export const directDebitStartRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const METHOD = 'sepa_direct_debit';

directDebitStartRoutes.openapi(
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
    return c.json({ request: requestView(row, at) }, 201);
  },
);
