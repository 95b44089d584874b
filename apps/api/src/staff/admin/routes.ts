/**
 * Staff management over HTTP (admins; issue 18): the list, invitations, role, disable/enable and
 * TOTP reset; and the two public calls of an invitation link (who it is for, accept it).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  okResponseSchema,
  staffIdParamSchema,
  staffInviteAcceptSchema,
  staffInviteInfoSchema,
  staffInviteRequestSchema,
  staffInviteTokenSchema,
  staffListResponseSchema,
  staffRoleRequestSchema,
  staffRowResponseSchema,
} from '@dating/contract';
import { clientIp } from '../../http/client-ip.ts';
import { clockOf } from '../../http/clock.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import { consoleLocaleOf } from '../auth/queries.ts';
import type { StaffEnv } from '../env.ts';
import { STAFF_API_PREFIX } from '../prefix.ts';
import { createStaffSession, requireStaff } from '../session.ts';
import {
  acceptInvite,
  changeStaffRole,
  disableStaff,
  enableStaff,
  inviteOf,
  inviteStaff,
  resetStaffTotp,
} from './commands.ts';
import { currentCompany } from '../../settings/company.ts';
import { inviteMail } from './invite-mail.ts';
import { listStaff, staffRow } from './queries.ts';

export const staffAdminRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
const P = STAFF_API_PREFIX;
const staffSession = [{ staffSession: [] }];
const adminErrors = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden'),
};

staffAdminRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${P}/staff`,
    operationId: 'staffList',
    summary: 'Every staff member (admins)',
    security: staffSession,
    responses: { 200: jsonBody(staffListResponseSchema, 'The staff'), ...adminErrors },
  }),
  async (c) => {
    requireStaff(c, 'staff');
    c.header('Cache-Control', 'no-store');
    return c.json({ staff: await listStaff(c.get('deps').db) }, 200);
  },
);

staffAdminRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${P}/staff`,
    operationId: 'staffInvite',
    summary: 'Invite a staff member: the row and a one-time link by e-mail (admins)',
    security: staffSession,
    request: jsonRequest(staffInviteRequestSchema),
    responses: {
      201: jsonBody(staffRowResponseSchema, 'Invited; the e-mail is sent'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      409: jsonBody(apiErrorSchema, 'staff_email_taken'),
      ...adminErrors,
    },
  }),
  async (c) => {
    const me = requireStaff(c, 'staff');
    const deps = c.get('deps');
    const body = c.req.valid('json');
    const locale = consoleLocaleOf(me.language);
    const { staffId, token } = orRefuse(
      await inviteStaff(
        deps.db,
        { actor: { id: me.id, ip: clientIp(c) }, ...body, language: locale },
        clockOf(c),
      ),
    );
    const defaultHost =
      deps.brands.find((b) => b.id === deps.defaultBrandId)?.domains[0]?.host ??
      deps.brands[0]?.domains[0]?.host;
    const origin = deps.consoleOrigin?.() ?? `https://console.${defaultHost}`;
    const mail = inviteMail(locale, body.name, `${origin}/invite/${token}`);
    await deps.mailer.send({
      siteHost: new URL(origin).host,
      from: { name: (await currentCompany(deps.db, deps.company)).name, address: `no-reply@${defaultHost}` },
      to: body.email,
      ...mail,
    });
    return c.json({ staff: orRefuse(await staffRow(deps.db, staffId)) }, 201);
  },
);

for (const [verb, command, summary] of [
  ['disable', disableStaff, 'Disable a staff member; their sessions end (admins)'],
  ['enable', enableStaff, 'Enable a disabled staff member again (admins)'],
  ['reset-totp', resetStaffTotp, 'Reset the TOTP enrolment; the next login shows a new QR code (admins)'],
] as const) {
  staffAdminRoutes.openapi(
    createRoute({
      method: 'post',
      path: `${P}/staff/{id}/${verb}`,
      operationId: `staff${verb === 'reset-totp' ? 'ResetTotp' : verb === 'disable' ? 'Disable' : 'Enable'}`,
      summary,
      security: staffSession,
      request: { params: staffIdParamSchema },
      responses: {
        200: jsonBody(staffRowResponseSchema, 'Changed'),
        404: jsonBody(apiErrorSchema, 'staff_not_found'),
        409: jsonBody(apiErrorSchema, 'staff_self_change'),
        ...adminErrors,
      },
    }),
    async (c) => {
      const me = requireStaff(c, 'staff');
      const { db } = c.get('deps');
      const { id } = c.req.valid('param');
      orRefuse(await command(db, { actor: { id: me.id, ip: clientIp(c) }, staffId: id }, clockOf(c)));
      return c.json({ staff: orRefuse(await staffRow(db, id)) }, 200);
    },
  );
}

staffAdminRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${P}/staff/{id}/role`,
    operationId: 'staffSetRole',
    summary: "Change a staff member's role; their sessions end (admins)",
    security: staffSession,
    request: { params: staffIdParamSchema, ...jsonRequest(staffRoleRequestSchema) },
    responses: {
      200: jsonBody(staffRowResponseSchema, 'Changed'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      404: jsonBody(apiErrorSchema, 'staff_not_found'),
      409: jsonBody(apiErrorSchema, 'staff_self_change'),
      ...adminErrors,
    },
  }),
  async (c) => {
    const me = requireStaff(c, 'staff');
    const { db } = c.get('deps');
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    orRefuse(
      await changeStaffRole(db, { actor: { id: me.id, ip: clientIp(c) }, staffId: id, role }, clockOf(c)),
    );
    return c.json({ staff: orRefuse(await staffRow(db, id)) }, 200);
  },
);

staffAdminRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${P}/invites/{token}`,
    operationId: 'staffInviteInfo',
    summary: 'Who an invitation link is for, while it works',
    security: [],
    request: { params: staffInviteTokenSchema },
    responses: {
      200: jsonBody(staffInviteInfoSchema, 'The invited staff member'),
      410: jsonBody(apiErrorSchema, 'staff_invite_invalid'),
    },
  }),
  async (c) => {
    const { token } = c.req.valid('param');
    const invite = orRefuse(await inviteOf(c.get('deps').db, token, clockOf(c)));
    c.header('Cache-Control', 'no-store');
    return c.json({ name: invite.name, email: invite.email }, 200);
  },
);

staffAdminRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${P}/invites/accept`,
    operationId: 'staffInviteAccept',
    summary: 'Accept an invitation: the password; the TOTP enrolment follows (password-stage session)',
    security: [],
    request: jsonRequest(staffInviteAcceptSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Password set; the login continues at the TOTP step'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      410: jsonBody(apiErrorSchema, 'staff_invite_invalid'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const { token, password } = c.req.valid('json');
    const { staffId } = orRefuse(await acceptInvite(db, { token, password, ip: clientIp(c) }, clockOf(c)));
    await createStaffSession(c, db, staffId, 'password');
    return c.json({ ok: true as const }, 200);
  },
);
