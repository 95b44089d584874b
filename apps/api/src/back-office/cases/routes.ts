/**
 * Report and complaint cases over the staff API (issue 19; admins and support, area `reports`):
 * the queues, one case, and its actions. Routes parse, check the role, build the mail from the
 * case's site (mail-frame.ts, mails.ts), call commands.ts and answer with the case as it is now.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  caseAssignRequestSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseNoteRequestSchema,
  caseParamSchema,
  caseReplyRequestSchema,
  caseResponseSchema,
  caseStatementRequestSchema,
  caseStatusRequestSchema,
} from '@dating/contract';
import type { CaseKind } from '@dating/domain';
import type { Context } from 'hono';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiHttpError } from '../../http/errors.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { requireStaff } from '../../staff/session.ts';
import {
  type CaseActor,
  addCaseNote,
  assignCase,
  replyToCase,
  sendStatement,
  setCaseStatus,
} from './commands.ts';
import { mailFrame, memberAddress } from './mail-frame.ts';
import { caseReplyMail, statementMail } from './mails.ts';
import { caseFacts, listCases, loadCase } from './queries.ts';

export const caseRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = '/staff-api/reports';
const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};
const action = {
  ...common,
  200: jsonBody(caseResponseSchema, 'The case as it is now'),
  400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
  404: jsonBody(apiErrorSchema, 'case_not_found'),
};

const actor = (c: Context<StaffEnv>): CaseActor => ({
  staffId: requireStaff(c, 'reports').id,
  ip: clientIp(c),
});

async function caseBody(c: Context<StaffEnv>, kind: CaseKind, id: number) {
  const found = await loadCase(c.get('deps').db, kind, id);
  if (!found) throw new ApiHttpError(404, 'case_not_found', 'No such case');
  return { case: found };
}

const notFound = () => new ApiHttpError(404, 'case_not_found', 'No such case');

caseRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'listCases',
    summary: 'Reports or complaints of one status, oldest first',
    security,
    request: { query: caseListQuerySchema },
    responses: {
      200: jsonBody(caseListResponseSchema, 'One page of the queue'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'reports');
    c.header('Cache-Control', 'private, no-store');
    const page = await listCases(c.get('deps').db, c.req.valid('query'));
    return c.json({ cases: page.cases, next_after: page.nextAfter }, 200);
  },
);

caseRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{kind}/{id}`,
    operationId: 'getCase',
    summary: 'One report or complaint with its thread',
    security,
    request: { params: caseParamSchema },
    responses: {
      200: jsonBody(caseResponseSchema, 'The case'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      404: jsonBody(apiErrorSchema, 'case_not_found'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'reports');
    c.header('Cache-Control', 'private, no-store');
    const { kind, id } = c.req.valid('param');
    return c.json(await caseBody(c, kind, id), 200);
  },
);

caseRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{kind}/{id}/status`,
    operationId: 'setCaseStatus',
    summary: 'Open, in progress or closed',
    security,
    request: { params: caseParamSchema, ...jsonRequest(caseStatusRequestSchema) },
    responses: action,
  }),
  async (c) => {
    const who = actor(c);
    const { kind, id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    orRefuse(await setCaseStatus(c.get('deps').db, { actor: who, kind, id, status }, clockOf(c)));
    return c.json(await caseBody(c, kind, id), 200);
  },
);

caseRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{kind}/{id}/assign`,
    operationId: 'assignCase',
    summary: 'Give the case to an admin or support agent, or take it back (null)',
    security,
    request: { params: caseParamSchema, ...jsonRequest(caseAssignRequestSchema) },
    responses: action,
  }),
  async (c) => {
    const who = actor(c);
    const { kind, id } = c.req.valid('param');
    const staffId = c.req.valid('json').staff_id;
    orRefuse(await assignCase(c.get('deps').db, { actor: who, kind, id, staffId }, clockOf(c)));
    return c.json(await caseBody(c, kind, id), 200);
  },
);

caseRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{kind}/{id}/notes`,
    operationId: 'addCaseNote',
    summary: 'An internal note (staff only)',
    security,
    request: { params: caseParamSchema, ...jsonRequest(caseNoteRequestSchema) },
    responses: action,
  }),
  async (c) => {
    const who = actor(c);
    const { kind, id } = c.req.valid('param');
    orRefuse(
      await addCaseNote(
        c.get('deps').db,
        { actor: who, kind, id, body: c.req.valid('json').body },
        clockOf(c),
      ),
    );
    return c.json(await caseBody(c, kind, id), 200);
  },
);

caseRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{kind}/{id}/reply`,
    operationId: 'replyToCase',
    summary: 'E-mail the complainant (or reporting member) and keep the mail in the thread',
    security,
    request: { params: caseParamSchema, ...jsonRequest(caseReplyRequestSchema) },
    responses: action,
  }),
  async (c) => {
    const who = actor(c);
    const deps = c.get('deps');
    const { kind, id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const facts = await caseFacts(deps.db, kind, id);
    if (!facts) throw notFound();
    const frame = await mailFrame(deps, {
      host: facts.siteHost,
      brandId: facts.brandId,
      to: facts.replyTo.email,
      name: facts.replyTo.name,
      locale: facts.replyTo.locale,
      reference: facts.reference,
    });
    if (!frame) throw notFound();
    const mail = await caseReplyMail(frame, body);
    orRefuse(await replyToCase(deps.db, deps.mailer, { actor: who, kind, id, body, mail }, clockOf(c)));
    return c.json(await caseBody(c, kind, id), 200);
  },
);

caseRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{kind}/{id}/statement`,
    operationId: 'sendCaseStatement',
    summary: 'E-mail the member concerned a statement of reasons (EU DSA art. 17)',
    security,
    request: { params: caseParamSchema, ...jsonRequest(caseStatementRequestSchema) },
    responses: action,
  }),
  async (c) => {
    const who = actor(c);
    const deps = c.get('deps');
    const { kind, id } = c.req.valid('param');
    const input = c.req.valid('json');
    const facts = await caseFacts(deps.db, kind, id);
    if (!facts) throw notFound();
    // A report names the member; for a complaint staff say whom the action concerned.
    const memberId = facts.aboutId ?? input.member_id;
    if (memberId === undefined) {
      throw new ApiHttpError(400, 'validation_failed', 'Name the member', { member_id: 'required' });
    }
    const member = await memberAddress(deps.db, memberId);
    if (!member)
      throw new ApiHttpError(400, 'case_member_unknown', 'No such member', { member_id: 'invalid' });
    const frame = await mailFrame(deps, {
      host: member.siteHost,
      brandId: member.brandId,
      to: member.email,
      name: member.name,
      locale: member.language,
      reference: facts.reference,
    });
    if (!frame) throw notFound();
    const statement = {
      decision: input.decision,
      ground: input.ground,
      facts: input.facts,
      explanation: input.explanation,
      memberId,
    };
    const mail = await statementMail(frame, statement);
    orRefuse(
      await sendStatement(deps.db, deps.mailer, { actor: who, kind, id, statement, mail }, clockOf(c)),
    );
    return c.json(await caseBody(c, kind, id), 200);
  },
);
