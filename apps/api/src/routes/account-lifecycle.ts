/**
 * Leaving and coming back (spec §4 account deletion, §9 reactivation; issue 10): the
 * alternatives offered before deleting, the deletion itself (pending for 14 days, logged out,
 * a reactivation link by e-mail), the link that brings the account back, and privacy mode.
 * Erasure after the window is the job in `account/erase.ts` (ADR 0029).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  apiErrorSchema,
  deletionAlternativesSchema,
  privacySchema,
  reactivationResponseSchema,
  tokenRequestSchema,
  text,
} from '@dating/contract';
import { emailTokens, profiles, pushSubscriptions, sessions, users } from '@dating/db/schema';
import { canReactivate, reactivationDeadline } from '@dating/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { confirmEmail } from '../account/confirm-email.ts';
import { deletionDiscount } from '../account/deletion-discount.ts';
import { reactivationLinkExpiry } from '../account/reactivation-mail.ts';
import { issueAccountToken, mailAccountLink } from '../account/send-account-mail.ts';
import { consumeToken, tokenUsable } from '../auth/email-tokens.ts';
import { verifyPassword } from '../auth/password.ts';
import { createSession, destroySession, requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';
import { now as nowOf } from '../http/clock.ts';

export const accountLifecycleRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

async function privacyOn(c: { get(k: 'deps'): { db: import('@dating/db').Db } }, userId: number) {
  const [row] = await c
    .get('deps')
    .db.select({ searchable: profiles.searchable })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ? !row.searchable : false;
}

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/account-deletion.php',
    responses: {
      200: jsonBody(deletionAlternativesSchema, 'What the member can do instead of leaving'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, company } = c.get('deps');
    const discount = await deletionDiscount(db, me.id, company.delete_discount, nowOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ privacy: await privacyOn(c, me.id), discount }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/account-deletion.php',
    request: jsonRequest(accountDeletionRequestSchema),
    responses: {
      200: jsonBody(
        accountDeletionResponseSchema,
        'Pending deletion; logged out; the reactivation link is mailed',
      ),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      422: jsonBody(apiErrorSchema, 'validation_failed: current_password_wrong on the password field'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const now = nowOf(c);
    const body = c.req.valid('json');
    const [account] = await db
      .select({
        hash: users.passwordHash,
        email: users.email,
        language: users.language,
        name: profiles.name,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, me.id));
    if (!account || !(await verifyPassword(account.hash, body.password))) {
      throw new ApiHttpError(422, 'validation_failed', 'Please check your password', {
        password: 'current_password_wrong',
      });
    }
    const until = reactivationDeadline(now);
    const mail = {
      kind: 'reactivation' as const,
      userId: me.id,
      to: account.email,
      name: account.name,
      language: account.language,
      expiresAt: reactivationLinkExpiry(now),
    };
    const reason = body.reason_text ? `${body.reason}: ${body.reason_text}` : body.reason;
    const token = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ status: 'pending_deletion', deletedAt: now, deletionReason: reason })
        .where(eq(users.id, me.id));
      // Hidden from everyone while pending; privacy mode (`searchable`) is left as the member set it.
      await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, me.id));
      await tx.delete(sessions).where(eq(sessions.userId, me.id));
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id));
      return issueAccountToken(c, tx, mail);
    });
    await destroySession(c, db);
    await mailAccountLink(c, mail, token);
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const, reactivate_until: until.toISOString() }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/reactivation.php',
    request: { query: z.object({ token: text().max(200).default('') }) },
    responses: {
      200: jsonBody(z.object({ valid: z.boolean() }), 'Whether the reactivation link still works'),
    },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const valid = await tokenUsable(c.get('deps').db, c.req.valid('query').token, 'reactivation', nowOf(c));
    return c.json({ valid }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/reactivation.php',
    request: jsonRequest(tokenRequestSchema),
    responses: {
      200: jsonBody(reactivationResponseSchema, 'The account is back and the member logged in'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      410: jsonBody(apiErrorSchema, 'reactivation_link_invalid: expired, used or unknown'),
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    const now = nowOf(c);
    const invalid = () =>
      new ApiHttpError(410, 'reactivation_link_invalid', 'This reactivation link has expired or was used');
    const used = await consumeToken(deps.db, c.req.valid('json').token, 'reactivation', now);
    if (!used) throw invalid();
    const back = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: users.status, deletedAt: users.deletedAt, brandId: users.brandId })
        .from(users)
        .where(eq(users.id, used.userId));
      if (
        row?.status !== 'pending_deletion' ||
        !row.deletedAt ||
        row.brandId !== c.get('site').brand.id ||
        !canReactivate(row.deletedAt, now)
      ) {
        return false;
      }
      // Following the link proves the address, so the account is confirmed (spec §4).
      await tx
        .update(users)
        .set({ status: 'confirmed', deletedAt: null, deletionReason: null })
        .where(eq(users.id, used.userId));
      // Other links of this deletion must not undo a later one.
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, used.userId),
            eq(emailTokens.purpose, 'reactivation'),
            isNull(emailTokens.usedAt),
          ),
        );
      return true;
    });
    if (!back) throw invalid();
    // The profile shows again (privacy mode kept) and messages held before confirmation go out.
    await confirmEmail(deps, used.userId);
    await createSession(c, deps.db, used.userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ user: (await loadUserView(deps.db, used.userId))! }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/privacy.php',
    responses: {
      200: jsonBody(z.object({ privacy: z.boolean() }), 'Whether privacy mode is on'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ privacy: await privacyOn(c, me.id) }, 200);
  },
);

accountLifecycleRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/privacy.php',
    request: jsonRequest(privacySchema),
    responses: {
      200: jsonBody(z.object({ privacy: z.boolean() }), 'Stored'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { privacy } = c.req.valid('json');
    await c.get('deps').db.update(profiles).set({ searchable: !privacy }).where(eq(profiles.userId, me.id));
    return c.json({ privacy }, 200);
  },
);
