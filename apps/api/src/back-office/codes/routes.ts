/**
 * Discount codes over the staff API (issue 19 point 5, admins only): the list by keyset and its
 * CSV, one code with its usage report (and its CSV), creating and editing a code. Routes parse,
 * check the role, call queries.ts / commands.ts and answer.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  discountCodeCreateRequestSchema,
  discountCodeListQuerySchema,
  discountCodePageSchema,
  discountCodeParamSchema,
  staffDiscountCodeResponseSchema,
  discountCodeUpdateRequestSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiHttpError } from '../../http/errors.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { requireStaff } from '../../staff/session.ts';
import { toCsv } from '../csv.ts';
import { createCode, updateCode } from './commands.ts';
import { codeUsage, listCodes, loadCode } from './queries.ts';

export const codeRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = '/staff-api/codes';
const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};
const withCode = { ...common, 404: jsonBody(apiErrorSchema, 'discount_code_not_found') };
const csvBody = (description: string) => ({
  content: { 'text/csv': { schema: z.string() } },
  description,
});

const actor = (c: Context<StaffEnv>) => ({ staffId: requireStaff(c, 'codes').id, ip: clientIp(c) });

async function codeBody(c: Context<StaffEnv>, code: string) {
  const { db } = c.get('deps');
  const row = await loadCode(db, code);
  if (!row) throw new ApiHttpError(404, 'discount_code_not_found', 'No such discount code');
  return { code: row, usage: await codeUsage(db, row.code) };
}

const csvAnswer = (c: Context<StaffEnv>, name: string, csv: string) =>
  c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  });

// Before `{code}`: the export is not a code.
codeRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/export.csv`,
    operationId: 'exportDiscountCodes',
    summary: 'Every discount code matching the filters, as CSV',
    security,
    request: { query: discountCodeListQuerySchema.omit({ after: true }) },
    responses: {
      200: csvBody('The codes as CSV'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'codes');
    const { db } = c.get('deps');
    const rows = [];
    let after: string | undefined;
    // Page by the same keyset as the screen, so an export never holds the whole table at once in SQL.
    do {
      const page = await listCodes(db, { ...c.req.valid('query'), after }, 500);
      rows.push(...page.codes);
      after = page.next ?? undefined;
    } while (after);
    const header = [
      'code',
      'status',
      'value_percentage',
      'country',
      'user_id',
      'expires',
      'currency',
      'minimum_order_value',
      'validity',
      'paymentmethods',
      'uses',
      'created_at',
    ];
    const csv = toCsv(
      header,
      rows.map((r) => [
        r.code,
        r.status,
        r.value_percentage,
        r.country,
        r.user_id,
        r.expires,
        r.currency,
        r.minimum_order_value,
        r.validity,
        r.paymentmethods.join(' '),
        r.uses,
        r.created_at,
      ]),
    );
    return csvAnswer(c, 'discount-codes.csv', csv);
  },
);

codeRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'listDiscountCodes',
    summary: 'Discount codes, newest first, by keyset',
    security,
    request: { query: discountCodeListQuerySchema },
    responses: {
      200: jsonBody(discountCodePageSchema, 'A page of codes'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'codes');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listCodes(c.get('deps').db, c.req.valid('query')), 200);
  },
);

codeRoutes.openapi(
  createRoute({
    method: 'post',
    path: base,
    operationId: 'createDiscountCode',
    summary: 'Create a discount code',
    security,
    request: jsonRequest(discountCodeCreateRequestSchema),
    responses: {
      201: jsonBody(staffDiscountCodeResponseSchema, 'The new code'),
      400: jsonBody(
        apiErrorSchema,
        'validation_failed with field errors (past expiry, unknown member…); nothing written',
      ),
      409: jsonBody(apiErrorSchema, 'discount_code_taken'),
      ...common,
    },
  }),
  async (c) => {
    const created = orRefuse(
      await createCode(c.get('deps').db, { actor: actor(c), code: c.req.valid('json') }, clockOf(c)),
    );
    return c.json({ code: created, usage: [] }, 201);
  },
);

codeRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{code}`,
    operationId: 'getDiscountCode',
    summary: 'One discount code with its usage report',
    security,
    request: { params: discountCodeParamSchema },
    responses: { 200: jsonBody(staffDiscountCodeResponseSchema, 'The code and who used it'), ...withCode },
  }),
  async (c) => {
    requireStaff(c, 'codes');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await codeBody(c, c.req.valid('param').code), 200);
  },
);

codeRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{code}/usage.csv`,
    operationId: 'exportDiscountCodeUsage',
    summary: "A discount code's usage report as CSV",
    security,
    request: { params: discountCodeParamSchema },
    responses: { 200: csvBody('The uses as CSV'), ...withCode },
  }),
  async (c) => {
    requireStaff(c, 'codes');
    const { code, usage } = await codeBody(c, c.req.valid('param').code);
    const csv = toCsv(
      [
        'used_at',
        'user_id',
        'member_name',
        'member_email',
        'payment_id',
        'currency',
        'amount_minor',
        'discount_minor',
        'total_minor',
      ],
      usage.map((u) => [
        u.used_at,
        u.user_id,
        u.member_name,
        u.member_email,
        u.payment_id,
        u.currency,
        u.amount_minor,
        u.discount_minor,
        u.total_minor,
      ]),
    );
    return csvAnswer(c, `discount-code-${code.code}-usage.csv`, csv);
  },
);

codeRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/{code}`,
    operationId: 'updateDiscountCode',
    summary: 'Edit every field of a discount code but the code itself',
    security,
    request: { params: discountCodeParamSchema, ...jsonRequest(discountCodeUpdateRequestSchema) },
    responses: {
      200: jsonBody(staffDiscountCodeResponseSchema, 'The code after the edit'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
      ...withCode,
    },
  }),
  async (c) => {
    const { code } = c.req.valid('param');
    orRefuse(
      await updateCode(c.get('deps').db, { actor: actor(c), code, fields: c.req.valid('json') }, clockOf(c)),
    );
    return c.json(await codeBody(c, code), 200);
  },
);
