/**
 * Credentials (spec §2, §5, §8): password reset by e-mail with a daily limit per address and per
 * IP, password change, e-mail change confirmed from the new address. Changing a credential
 * needs the current password; a reset ends every session of the account.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  emailSentResponseSchema,
  mailChangeSchema,
  okResponseSchema,
  passwordChangeSchema,
  resetPasswordSchema,
  resetRequestSchema,
  tokenRequestSchema,
  text,
} from '@dating/contract';
import { profiles, sessions, users } from '@dating/db/schema';
import { validateNewEmail, validateNewPassword } from '@dating/domain';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { sendAccountMail } from '../account/send-account-mail.ts';
import { consumeToken, tokenOwner, tokenUsable, tokensSince } from '../auth/email-tokens.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { requireUser } from '../auth/session.ts';
import { clientIp } from '../http/client-ip.ts';
import type { ApiEnv } from '../http/env.ts';
import { confirmEmail } from '../account/confirm-email.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { now as nowOf } from '../http/clock.ts';
import { RECORD_LIMITS } from '../http/rate-limits.ts';

export const credentialRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** Spec §8 "Too many password reset emails sent": our daily limits (ADR 0015). */
export const RESET_MAILS_PER_DAY = {
  perAddress: RECORD_LIMITS.resetMailsPerAddressDaily,
  perIp: RECORD_LIMITS.resetMailsPerIpDaily,
} as const;
const DAY_MS = 86_400_000;

/** The member's e-mail and username, which a new password may not contain (ADR 0045). */
async function personalOf(db: import('@dating/db').Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return { email: row?.email ?? '', name: row?.name ?? '' };
}

async function findMember(
  c: { get(k: 'deps'): { db: import('@dating/db').Db } },
  brandId: string,
  email: string,
) {
  const [row] = await c
    .get('deps')
    .db.select({ id: users.id, email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.brandId, brandId), eq(users.emailNormalized, email.toLowerCase())))
    .limit(1);
  return row ? { ...row, id: Number(row.id) } : null;
}

credentialRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/reset-password.php',
    request: jsonRequest(resetRequestSchema),
    responses: {
      200: jsonBody(emailSentResponseSchema, 'A reset link is on its way'),
      404: jsonBody(apiErrorSchema, 'email_not_found'),
      429: jsonBody(apiErrorSchema, 'reset_too_many'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const now = nowOf(c);
    const { email } = c.req.valid('json');
    const since = new Date(now.getTime() - DAY_MS);
    const ip = clientIp(c);
    const tooMany =
      (await tokensSince(db, 'password_reset', { ip }, since)) >= RESET_MAILS_PER_DAY.perIp ||
      (await tokensSince(db, 'password_reset', { email: email.toLowerCase() }, since)) >=
        RESET_MAILS_PER_DAY.perAddress;
    if (tooMany) {
      throw new ApiHttpError(
        429,
        'reset_too_many',
        'Too many password reset emails sent, please try again tomorrow.',
      );
    }
    const member = await findMember(c, c.get('site').brand.id, email);
    if (!member) {
      throw new ApiHttpError(404, 'email_not_found', 'E-mail address not found', {
        email: 'email_not_found',
      });
    }
    await sendAccountMail(c, {
      kind: 'passwordReset',
      userId: member.id,
      to: member.email.toLowerCase(),
      name: member.name,
      language: member.language,
    });
    return c.json({ ok: true as const, email: member.email }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/reset-password.php',
    request: { query: z.object({ token: text().max(200).default('') }) },
    responses: { 200: jsonBody(z.object({ valid: z.boolean() }), 'Whether the reset link still works') },
  }),
  async (c) =>
    c.json(
      { valid: await tokenUsable(c.get('deps').db, c.req.valid('query').token, 'password_reset', nowOf(c)) },
      200,
    ),
);

credentialRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/reset-password.php',
    request: jsonRequest(resetPasswordSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Password set; every session of the account ended'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      410: jsonBody(apiErrorSchema, 'reset_link_invalid'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const body = c.req.valid('json');
    const problem = validateNewPassword(body.password, body.password_confirm);
    if (problem) throw fieldError(problem === 'passwords_differ' ? 'password_confirm' : 'password', problem);
    const owner = await tokenOwner(db, body.token, 'password_reset', nowOf(c));
    if (owner !== null) assertStrongPassword(body.password, await personalOf(db, owner));
    const passwordHash = await hashPassword(body.password);
    const used = await consumeToken(db, body.token, 'password_reset', nowOf(c));
    if (!used)
      throw new ApiHttpError(410, 'reset_link_invalid', 'Link expired or invalid, request a new email');
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    });
    return c.json({ ok: true as const }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/password.php',
    request: jsonRequest(passwordChangeSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Password changed; other sessions ended'),
      400: jsonBody(apiErrorSchema, 'validation_failed: old_password_wrong, passwords_differ'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const { db } = c.get('deps');
    const body = c.req.valid('json');
    await checkPassword(c, session.id, body.old_password, 'old_password');
    const problem = validateNewPassword(body.password, body.password_confirm);
    if (problem) throw fieldError(problem === 'passwords_differ' ? 'password_confirm' : 'password', problem);
    assertStrongPassword(body.password, await personalOf(db, session.id));
    const passwordHash = await hashPassword(body.password);
    const current = c.get('sessionId');
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, session.id));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, session.id), current ? ne(sessions.id, current) : undefined));
    });
    return c.json({ ok: true as const }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/mail-change.php',
    request: jsonRequest(mailChangeSchema),
    responses: {
      200: jsonBody(emailSentResponseSchema, 'A confirmation link went to the new address'),
      400: jsonBody(apiErrorSchema, 'validation_failed: new_email_invalid, old_password_wrong'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      409: jsonBody(apiErrorSchema, 'new_email_taken'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const body = c.req.valid('json');
    await checkPassword(c, session.id, body.password, 'password');
    const owner = await findMember(c, session.brandId, body.email);
    const problem = validateNewEmail(body.email, owner !== null);
    if (problem) throw fieldError('email', problem);
    const [me] = await c
      .get('deps')
      .db.select({ language: users.language, name: profiles.name })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, session.id));
    await sendAccountMail(c, {
      kind: 'mailChange',
      userId: session.id,
      to: body.email,
      name: me!.name,
      language: me!.language,
    });
    return c.json({ ok: true as const, email: body.email }, 200);
  },
);

credentialRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/mail-change.php',
    request: jsonRequest(tokenRequestSchema),
    responses: {
      200: jsonBody(emailSentResponseSchema, 'The new address is the account’s e-mail'),
      409: jsonBody(apiErrorSchema, 'new_email_taken'),
      410: jsonBody(apiErrorSchema, 'reset_link_invalid'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const used = await consumeToken(db, c.req.valid('json').token, 'mail_change', nowOf(c));
    if (!used) throw new ApiHttpError(410, 'reset_link_invalid', 'Link expired or invalid');
    const [account] = await db
      .select({ brandId: users.brandId })
      .from(users)
      .where(eq(users.id, used.userId));
    const owner = account ? await findMember(c, account.brandId, used.email) : null;
    if (owner && owner.id !== used.userId) throw fieldError('email', 'new_email_taken');
    // Following the link proves the member reads this address, so it also counts as activation.
    await confirmEmail(c.get('deps'), used.userId, {
      email: used.email,
      emailNormalized: used.email.toLowerCase(),
    });
    return c.json({ ok: true as const, email: used.email }, 200);
  },
);

async function checkPassword(
  c: { get(k: 'deps'): { db: import('@dating/db').Db } },
  userId: number,
  password: string,
  field: string,
) {
  const [row] = await c
    .get('deps')
    .db.select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.hash, password))) throw fieldError(field, 'old_password_wrong');
}

function fieldError(field: string, code: string) {
  const status = code === 'new_email_taken' ? 409 : 400;
  return new ApiHttpError(status, status === 409 ? code : 'validation_failed', code, { [field]: code });
}
