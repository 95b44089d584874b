/**
 * Traffic sources over the staff API (issue 19 point 7; admins): the report and its CSV, the
 * postback templates per network, and the postbacks sent with every attempt. Routes parse, check
 * the role, call commands.ts / queries.ts and answer.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  postbackListQuerySchema,
  postbackListSchema,
  postbackSendResponseSchema,
  postbackIdParamSchema,
  postbackTemplateDeleteSchema,
  postbackTemplateRequestSchema,
  postbackTemplatesSchema,
  trafficCsvQuerySchema,
  trafficReportQuerySchema,
  trafficReportSchema,
} from '@dating/contract';
import { csvLine } from '@dating/domain';
import type { Context } from 'hono';
import { clockOf } from '../../http/clock.ts';
import { csvResponse } from '../../http/csv.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiHttpError } from '../../http/errors.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { requireStaff } from '../../staff/session.ts';
import { type Actor, deletePostbackTemplate, sendPostbackNow, setPostbackTemplate } from './commands.ts';
import { trafficCsv } from './csv.ts';
import {
  TRAFFIC_CSV_MAX,
  isTrafficCursor,
  postbackBatches,
  postbackPage,
  postbackTemplateList,
  trafficPage,
  trafficRows,
} from './queries.ts';

export const trafficRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = '/staff-api/traffic';
const common = {
  400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};

const actor = (c: Context<StaffEnv>): Actor => ({ staffId: requireStaff(c, 'traffic').id, ip: clientIp(c) });

/** A cursor that does not decode is bad input, like any other field. */
function reportQuery<Q extends { after?: string }>(c: Context<StaffEnv>, query: Q): Q {
  requireStaff(c, 'traffic');
  if (!isTrafficCursor(query.after)) {
    throw new ApiHttpError(400, 'validation_failed', 'Invalid cursor', { after: 'invalid' });
  }
  return query;
}

trafficRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/report`,
    operationId: 'trafficReport',
    summary: 'Signups, activations, first purchases and revenue per source, brand and day',
    security,
    request: { query: trafficReportQuerySchema },
    responses: { 200: jsonBody(trafficReportSchema, 'One page of the report'), ...common },
  }),
  async (c) => {
    const query = reportQuery(c, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    const { db, brands } = c.get('deps');
    return c.json(
      { ...(await trafficPage(db, query)), brands: brands.map((b) => ({ id: b.id, name: b.name })) },
      200,
    );
  },
);

trafficRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/report.csv`,
    operationId: 'trafficReportCsv',
    summary: 'The whole report of the range as CSV',
    security,
    request: { query: trafficCsvQuerySchema },
    responses: {
      200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'traffic');
    const query = c.req.valid('query');
    const { from, to } = query;
    const rows = await trafficRows(c.get('deps').db, query, TRAFFIC_CSV_MAX);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="traffic-${from}-${to}-${query.by}.csv"`);
    return c.body(trafficCsv(rows, query.by), 200);
  },
);

trafficRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/postbacks/templates`,
    operationId: 'postbackTemplates',
    summary: 'The postback URL template of each network',
    security,
    responses: { 200: jsonBody(postbackTemplatesSchema, 'The templates and the placeholders'), ...common },
  }),
  async (c) => {
    requireStaff(c, 'traffic');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await postbackTemplateList(c.get('deps').db), 200);
  },
);

trafficRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/postbacks/templates`,
    operationId: 'setPostbackTemplate',
    summary: "Set a network's postback URL template (audited)",
    security,
    request: jsonRequest(postbackTemplateRequestSchema),
    responses: { 200: jsonBody(postbackTemplatesSchema, 'The templates after the change'), ...common },
  }),
  async (c) => {
    const who = actor(c);
    const { db } = c.get('deps');
    orRefuse(await setPostbackTemplate(db, { actor: who, template: c.req.valid('json') }, clockOf(c)));
    return c.json(await postbackTemplateList(db), 200);
  },
);

trafficRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/postbacks/templates/delete`,
    operationId: 'deletePostbackTemplate',
    summary: "Remove a network's postback template (audited); its conversions send nothing from then on",
    security,
    request: jsonRequest(postbackTemplateDeleteSchema),
    responses: {
      200: jsonBody(postbackTemplatesSchema, 'The templates after the change'),
      404: jsonBody(apiErrorSchema, 'postback_template_not_found'),
      ...common,
    },
  }),
  async (c) => {
    const who = actor(c);
    const { db } = c.get('deps');
    orRefuse(
      await deletePostbackTemplate(db, { actor: who, network: c.req.valid('json').network }, clockOf(c)),
    );
    return c.json(await postbackTemplateList(db), 200);
  },
);

trafficRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/postbacks`,
    operationId: 'postbackLog',
    summary: 'Postbacks sent, newest first, each with its attempts',
    security,
    request: { query: postbackListQuerySchema },
    responses: { 200: jsonBody(postbackListSchema, 'One page of postbacks'), ...common },
  }),
  async (c) => {
    requireStaff(c, 'traffic');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await postbackPage(c.get('deps').db, c.req.valid('query')), 200);
  },
);

const POSTBACK_CSV_HEADER = [
  'id',
  'created_at',
  'network',
  'event',
  'url',
  'status',
  'attempts',
  'last_attempt_at',
  'last_status_code',
  'last_error',
  'next_attempt_at',
];

trafficRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/postbacks.csv`,
    operationId: 'postbackLogCsv',
    summary: 'Every postback the filters match, newest first, as CSV (one line each, its last attempt)',
    security,
    request: { query: postbackListQuerySchema },
    responses: {
      200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'traffic');
    const query = c.req.valid('query');
    const { db } = c.get('deps');
    async function* pages() {
      for await (const rows of postbackBatches(db, query)) {
        yield rows.map((p) => {
          const last = p.attempts.at(-1);
          return csvLine([
            p.id,
            p.created_at,
            p.network,
            p.event,
            p.url,
            p.status,
            p.attempts.length,
            last?.attempted_at ?? null,
            last?.status_code ?? null,
            last?.error ?? null,
            p.next_attempt_at,
          ]);
        });
      }
    }
    const day = clockOf(c)().toISOString().slice(0, 10);
    return csvResponse(`postbacks-${day}.csv`, csvLine(POSTBACK_CSV_HEADER), pages());
  },
);

trafficRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/postbacks/{id}/send`,
    operationId: 'sendPostbackNow',
    summary: 'Try a pending or failed postback now (audited); the attempt is logged',
    security,
    request: { params: postbackIdParamSchema },
    responses: {
      200: jsonBody(postbackSendResponseSchema, 'The postback status after the attempt'),
      404: jsonBody(apiErrorSchema, 'postback_not_found'),
      409: jsonBody(apiErrorSchema, 'postback_already_delivered'),
      ...common,
    },
  }),
  async (c) => {
    const who = actor(c);
    const sent = orRefuse(
      await sendPostbackNow(c.get('deps'), { actor: who, postbackId: c.req.valid('param').id }, clockOf(c)),
    );
    return c.json(sent, 200);
  },
);
