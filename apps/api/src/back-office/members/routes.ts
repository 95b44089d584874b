/**
 * Members over the staff API (issue 19 point 1; admin and support): search and its CSV, one
 * member's page and ledger, and the actions. Routes parse, check the role, call commands.ts or
 * queries.ts and answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  memberActionResponseSchema,
  memberCreditsRequestSchema,
  memberCreditsResponseSchema,
  memberDetailResponseSchema,
  memberEraseRequestSchema,
  memberIdParamSchema,
  memberLedgerPageSchema,
  memberLedgerQuerySchema,
  memberReasonRequestSchema,
  memberSearchPageSchema,
  memberAdminQuerySchema,
} from '@dating/contract';
import { csvLine } from '@dating/domain';
import type { Context } from 'hono';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { csvResponse } from '../../http/csv.ts';
import { ApiHttpError } from '../../http/errors.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import { collectMyData, zipStream } from '../../lifecycle/my-data.ts';
import { memberSite, memberSiteOrigin, siteMailSettings } from '../../settings/member-site.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { STAFF_API_PREFIX } from '../../staff/prefix.ts';
import { requireStaff } from '../../staff/session.ts';
import {
  type Actor,
  banMember,
  changeMemberCredits,
  eraseMember,
  recordMemberExport,
  resendMemberActivation,
  unbanMember,
} from './commands.ts';
import { loadMemberDetail, memberExists, memberLedger, searchMembers } from './queries.ts';

export const memberAdminRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = `${STAFF_API_PREFIX}/members`;
/** The CSV reads the search in pages of this many, so a large export never sits in memory. */
const CSV_PAGE = 500;

const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};
const withMember = { ...common, 404: jsonBody(apiErrorSchema, 'member_not_found') };
const writeAnswers = {
  ...withMember,
  400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
  409: jsonBody(apiErrorSchema, 'member_erased or a state that refuses the action; nothing written'),
};

function actor(c: Context<StaffEnv>): Actor {
  const staff = requireStaff(c, 'members');
  return { staffId: staff.id, ip: clientIp(c) };
}

async function memberBody(c: Context<StaffEnv>, id: number) {
  const member = await loadMemberDetail(c.get('deps').db, id, clockOf(c)());
  if (!member) throw new ApiHttpError(404, 'member_not_found', 'No such member');
  return { member };
}

memberAdminRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'searchMembers',
    summary: 'Members matching an e-mail, name or id and the filters, newest first, paged by keyset',
    security,
    request: { query: memberAdminQuerySchema },
    responses: {
      200: jsonBody(memberSearchPageSchema, 'One page of members'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'members');
    c.header('Cache-Control', 'private, no-store');
    const { db, brands } = c.get('deps');
    const page = await searchMembers(db, c.req.valid('query'));
    return c.json({ ...page, brands: brands.map((b) => ({ id: b.id, name: b.name })) }, 200);
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/export.csv`,
    operationId: 'exportMembersCsv',
    summary: 'The whole search result as CSV (the same filters as the search)',
    security,
    request: { query: memberAdminQuerySchema.omit({ before: true }) },
    responses: {
      200: { description: 'text/csv', content: { 'text/csv': { schema: {} } } },
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...common,
    },
  }),
  (c) => {
    requireStaff(c, 'members');
    const { db } = c.get('deps');
    const query = c.req.valid('query');
    async function* pages() {
      let before: number | undefined;
      do {
        const page = await searchMembers(db, { ...query, before }, CSV_PAGE);
        yield page.members.map((m) =>
          csvLine([
            m.id,
            m.brand,
            m.email,
            m.name,
            m.status,
            m.credits,
            m.premium,
            m.signup_date,
            m.network,
            m.ref,
          ]),
        );
        before = page.next_before ?? undefined;
      } while (before);
    }
    const day = clockOf(c)().toISOString().slice(0, 10);
    return csvResponse(
      `members-${day}.csv`,
      csvLine([
        'id',
        'brand',
        'email',
        'name',
        'status',
        'credits',
        'premium',
        'signup_date',
        'network',
        'ref',
      ]),
      pages(),
    ) as never;
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}`,
    operationId: 'getMember',
    summary: "One member's page: profile, photos, status, credits, payments, reports, tracking, sessions",
    security,
    request: { params: memberIdParamSchema },
    responses: { 200: jsonBody(memberDetailResponseSchema, 'The member'), ...withMember },
  }),
  async (c) => {
    requireStaff(c, 'members');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await memberBody(c, c.req.valid('param').id), 200);
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}/ledger`,
    operationId: 'getMemberLedger',
    summary: "One page of the member's credit ledger, newest first",
    security,
    request: { params: memberIdParamSchema, query: memberLedgerQuerySchema },
    responses: {
      200: jsonBody(memberLedgerPageSchema, 'Ledger rows'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...withMember,
    },
  }),
  async (c) => {
    requireStaff(c, 'members');
    c.header('Cache-Control', 'private, no-store');
    const { db } = c.get('deps');
    const { id } = c.req.valid('param');
    if (!(await memberExists(db, id))) throw new ApiHttpError(404, 'member_not_found', 'No such member');
    return c.json(await memberLedger(db, id, c.req.valid('query').before), 200);
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/ban`,
    operationId: 'banMember',
    summary: 'Ban the member with a reason: logged out everywhere, no login or signup with the address',
    security,
    request: { params: memberIdParamSchema, ...jsonRequest(memberReasonRequestSchema) },
    responses: { 200: jsonBody(memberActionResponseSchema, 'The banned member'), ...writeAnswers },
  }),
  async (c) => {
    const who = actor(c);
    const { id } = c.req.valid('param');
    const { db, events } = c.get('deps');
    orRefuse(
      await banMember({ db, events }, { actor: who, id, reason: c.req.valid('json').reason }, clockOf(c)),
    );
    return c.json(await memberBody(c, id), 200);
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/unban`,
    operationId: 'unbanMember',
    summary: 'Lift the ban with a reason: login and signup work again',
    security,
    request: { params: memberIdParamSchema, ...jsonRequest(memberReasonRequestSchema) },
    responses: { 200: jsonBody(memberActionResponseSchema, 'The member'), ...writeAnswers },
  }),
  async (c) => {
    const who = actor(c);
    const { id } = c.req.valid('param');
    orRefuse(
      await unbanMember(c.get('deps').db, { actor: who, id, reason: c.req.valid('json').reason }, clockOf(c)),
    );
    return c.json(await memberBody(c, id), 200);
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/credits`,
    operationId: 'changeMemberCredits',
    summary: 'Give (positive) or take (negative) credits with a reason; a ledger row; never below zero',
    security,
    request: { params: memberIdParamSchema, ...jsonRequest(memberCreditsRequestSchema) },
    responses: { 200: jsonBody(memberCreditsResponseSchema, 'The new balance'), ...writeAnswers },
  }),
  async (c) => {
    const who = actor(c);
    const { id } = c.req.valid('param');
    const { delta, reason } = c.req.valid('json');
    const { balance } = orRefuse(
      await changeMemberCredits(c.get('deps').db, { actor: who, id, delta, reason }, clockOf(c)),
    );
    return c.json({ ...(await memberBody(c, id)), balance }, 200);
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/activation-mail`,
    operationId: 'resendMemberActivation',
    summary: 'Send the activation mail again (the daily limit of the member’s own button applies)',
    security,
    request: { params: memberIdParamSchema },
    responses: {
      200: jsonBody(memberActionResponseSchema, 'Sent'),
      ...writeAnswers,
      429: jsonBody(apiErrorSchema, 'rate_limited'),
    },
  }),
  async (c) => {
    const who = actor(c);
    const { id } = c.req.valid('param');
    const deps = c.get('deps');
    orRefuse(
      await resendMemberActivation(
        deps.db,
        {
          actor: who,
          id,
          mail: async (account) => {
            const site = memberSite(deps.brands, account.brandId, account.siteHost);
            if (!site) return null;
            const settings = await siteMailSettings(deps, site);
            return {
              mailer: deps.mailer,
              unsubscribeSecret: deps.unsubscribeSecret,
              site,
              origin: memberSiteOrigin(deps, site),
              ip: null,
              settings: async () => settings,
            };
          },
        },
        clockOf(c),
      ),
    );
    return c.json(await memberBody(c, id), 200);
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}/export`,
    operationId: 'exportMemberData',
    summary: "The member's data as the ZIP they can download themselves (audited)",
    security,
    request: { params: memberIdParamSchema },
    responses: {
      200: {
        description: 'A ZIP of JSON files and photo files',
        content: { 'application/zip': { schema: {} } },
      },
      ...withMember,
    },
  }),
  async (c) => {
    const who = actor(c);
    const { id } = c.req.valid('param');
    const deps = c.get('deps');
    if (!(await memberExists(deps.db, id))) throw new ApiHttpError(404, 'member_not_found', 'No such member');
    const now = clockOf(c)();
    const data = await collectMyData(deps.db, deps, id, now);
    await recordMemberExport(deps.db, { actor: who, id }, clockOf(c));
    return new Response(zipStream(data), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="member-${id}-${now.toISOString().slice(0, 10)}.zip"`,
        'Cache-Control': 'private, no-store',
      },
    }) as never;
  },
);

memberAdminRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/erase`,
    operationId: 'eraseMember',
    summary: 'Erase the member on request, now (the confirm step repeats the id)',
    security,
    request: { params: memberIdParamSchema, ...jsonRequest(memberEraseRequestSchema) },
    responses: { 200: jsonBody(memberActionResponseSchema, 'The erased member’s stub'), ...writeAnswers },
  }),
  async (c) => {
    const who = actor(c);
    const { id } = c.req.valid('param');
    const { reason, confirm_id } = c.req.valid('json');
    const { db, photoStore, chatPhotoStore, events } = c.get('deps');
    orRefuse(
      await eraseMember(
        { db, photoStore, chatPhotoStore, events },
        { actor: who, id, reason, confirmId: confirm_id },
        clockOf(c),
      ),
    );
    return c.json(await memberBody(c, id), 200);
  },
);
