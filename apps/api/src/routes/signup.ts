/**
 * Becoming a member (spec §4 signup flow): step 0 creates the account and sends the activation
 * e-mail; steps 2–4 and the profile page update the profile; the activation link confirms the
 * address. Spec §4: until then the profile stays disabled (hidden, and messages are held).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  okResponseSchema,
  ownProfileResponseSchema,
  profileUpdateSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenRequestSchema,
} from '@dating/contract';
import { profileInterests, profiles, users } from '@dating/db/schema';
import {
  INTERESTS,
  canReactivate,
  checkRegion,
  messageLength,
  pickTracking,
  signupAllowed,
  validInterestChoice,
  validateSignupForm,
} from '@dating/domain';
import type { Db } from '@dating/db';
import { isLocale } from '@dating/i18n';
import { regionsByCountry } from '@dating/db/reference';
import { and, eq } from 'drizzle-orm';
import { sendAccountMail } from '../account/send-account-mail.ts';
import { resendReactivationMail } from '../account/reactivation-mail.ts';
import { hashPassword } from '../auth/password.ts';
import { newPasswordProblem } from '../auth/password-strength.ts';
import { createSession, requireUser } from '../auth/session.ts';
import { consumeToken, tokenWindow, usedTokenUser } from '../auth/email-tokens.ts';
import { loadOwnProfile } from '../account/own-profile.ts';
import type { ApiEnv } from '../http/env.ts';
import { confirmEmail } from '../account/confirm-email.ts';
import { sendMessage } from '../chat/sending.ts';
import { changeCredits } from '../ledger/commands.ts';
import { orRefuse } from '../http/refusal.ts';
import { requireActiveMember } from '../members/blocks.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { RECORD_LIMITS, rateLimited } from '../http/rate-limits.ts';

export const signupRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** Activation mails a member may ask for per day (resend button), against mail bombing. */
export const ACTIVATION_MAILS_PER_DAY = RECORD_LIMITS.activationMailsPerAccountDaily;
const DAY_MS = 86_400_000;

signupRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/signup.php',
    request: jsonRequest(signupRequestSchema),
    responses: {
      201: jsonBody(signupResponseSchema, 'Account created, logged in, activation e-mail sent'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors'),
      403: jsonBody(apiErrorSchema, 'signup_closed'),
      409: jsonBody(apiErrorSchema, 'email_taken or account_pending_deletion'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const now = c.get('deps').now?.() ?? new Date();
    const site = c.get('site');
    const body = c.req.valid('json');
    const settings = await loadSiteSettings(c);
    const tracking = pickTracking(body.tracking ?? {});
    if (!signupAllowed(settings.signups, tracking)) {
      throw new ApiHttpError(403, 'signup_closed', 'Signing up is by invitation only');
    }
    const fields: Record<string, string> = validateSignupForm(body, now, { minAge: settings.min_age });
    if (!fields.password) {
      const weak = newPasswordProblem(body.password, { email: body.email, name: body.name });
      if (weak) fields.password = weak;
    }
    if (body.message_to !== undefined) {
      // Spec §4 step 0 "send a first message to a member": checked before the account exists.
      const length = messageLength(body.signup_message ?? '');
      if (length === 0) fields.signup_message = 'message_empty';
      else if (length > settings.message_length) fields.signup_message = 'message_too_long';
      await requireActiveMember(db, site.brand.id, body.message_to);
    }
    if (Object.keys(fields).length > 0) {
      throw new ApiHttpError(400, 'validation_failed', 'Invalid input', fields, {
        min_age: settings.min_age,
      });
    }
    const emailNormalized = body.email.toLowerCase();
    const [existing] = await db
      .select({
        id: users.id,
        status: users.status,
        email: users.email,
        language: users.language,
        deletedAt: users.deletedAt,
        name: profiles.name,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.brandId, site.brand.id), eq(users.emailNormalized, emailNormalized)))
      .limit(1);
    if (
      existing?.status === 'pending_deletion' &&
      existing.deletedAt &&
      canReactivate(existing.deletedAt, now)
    ) {
      // Spec §8: the answer says the account is pending deletion, and a fresh link is mailed.
      await resendReactivationMail(c, {
        ...existing,
        userId: Number(existing.id),
        deletedAt: existing.deletedAt,
      });
    }
    if (existing) throw taken(existing.status);
    const passwordHash = await hashPassword(body.password);
    const language = body.language && isLocale(body.language) ? body.language : site.domain.domainLanguage;
    const userId = await db
      .transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            brandId: site.brand.id,
            siteHost: site.domain.host,
            email: body.email,
            emailNormalized,
            passwordHash,
            language,
            tracking,
            signupDate: now,
          })
          .returning({ id: users.id });
        const id = Number(user!.id);
        // The signup bonus is a grant in the ledger like any other change of credits (ADR 0050).
        if (settings.signup_credits > 0) {
          await changeCredits(tx, { member: id, delta: settings.signup_credits, reason: 'grant' });
        }
        await tx.insert(profiles).values({
          userId: id,
          brandId: site.brand.id,
          name: body.name.trim(),
          gender: body.gender,
          lookingForGender: body.looking_for,
          sexuality: sexuality(body.gender, body.looking_for),
          dateOfBirth: body.date_of_birth,
          country: settings.geoip_selected_country,
          status: 'disabled',
        });
        return id;
      })
      .catch((error: unknown) => {
        // Two signups with one address at once: the unique index decides, the loser gets 409.
        if (String((error as { code?: string }).code ?? error).includes('23505')) throw taken('confirmed');
        throw error;
      });
    await sendAccountMail(c, {
      kind: 'activation',
      userId,
      to: body.email,
      name: body.name.trim(),
      language,
    });
    await createSession(c, db, userId);
    if (body.message_to !== undefined) {
      // Held until the new member confirms the e-mail (spec §4); their first conversation is free.
      orRefuse(
        await sendMessage(
          db,
          {
            sender: userId,
            brandId: site.brand.id,
            recipient: body.message_to,
            kind: 'message',
            text: body.signup_message ?? '',
            settings,
          },
          () => now,
        ),
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ user: (await loadUserView(db, userId))! }, 201);
  },
);

function taken(status: string) {
  return status === 'pending_deletion'
    ? new ApiHttpError(409, 'account_pending_deletion', 'The account is pending deletion', {
        email: 'account_pending_deletion',
      })
    : new ApiHttpError(409, 'email_taken', 'An account with this e-mail address already exists', {
        email: 'email_taken',
      });
}

/**
 * Spec §9: the region a location update leaves the member with. A region sent must belong to the
 * country (sent or kept); a country change without a region keeps the old one only where it still
 * belongs, so no member is left with a region of another country.
 */
async function regionForLocation(
  db: Db,
  userId: number,
  country: string | undefined,
  region: string | null | undefined,
): Promise<string | null | 'invalid'> {
  const current = await loadOwnProfile(db, userId);
  const target = country ?? current.country;
  const names = (regionsByCountry()[target] ?? []).map((r) => r.name);
  if (region !== undefined) {
    const checked = checkRegion(target, region, names);
    return checked === 'invalid' ? 'invalid' : checked.region;
  }
  const kept = checkRegion(target, current.region, names);
  return kept === 'invalid' ? null : kept.region;
}

/** Who a member is looking for gives the sexuality the search matches on. */
function sexuality(gender: 'male' | 'female', lookingFor: 'male' | 'female') {
  if (gender !== lookingFor) return 'hetero' as const;
  return gender === 'male' ? ('gay' as const) : ('lesbian' as const);
}

signupRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/profile.php',
    responses: {
      200: jsonBody(ownProfileResponseSchema, 'The member’s own profile fields'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ profile: await loadOwnProfile(c.get('deps').db, user.id) }, 200);
  },
);

signupRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/profile.php',
    request: jsonRequest(profileUpdateSchema),
    responses: {
      200: jsonBody(ownProfileResponseSchema, 'Saved'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const b = c.req.valid('json');
    const set = Object.fromEntries(
      Object.entries({
        country: b.country,
        region: b.region,
        city: b.city,
        hairColor: b.hair_color,
        eyeColor: b.eye_color,
        bodyType: b.body_type,
        relationshipStatus: b.relationship_status,
        tattoos: b.tattoos,
        aboutMe: b.about_me,
        signupReason: b.signup_reason,
      }).filter(([, v]) => v !== undefined),
    );
    if (b.country !== undefined || b.region !== undefined) {
      const region = await regionForLocation(db, user.id, b.country, b.region);
      if (region === 'invalid') {
        throw new ApiHttpError(400, 'validation_failed', 'Not a region of this country', {
          region: 'region_mismatch',
        });
      }
      set.region = region;
    }
    if (b.interests && !validInterestChoice(b.interests, INTERESTS)) {
      throw new ApiHttpError(400, 'validation_failed', 'Unknown or repeated interests', {
        interests: 'invalid',
      });
    }
    await db.transaction(async (tx) => {
      if (Object.keys(set).length > 0) await tx.update(profiles).set(set).where(eq(profiles.userId, user.id));
      if (b.interests) {
        await tx.delete(profileInterests).where(eq(profileInterests.userId, user.id));
        if (b.interests.length > 0) {
          await tx
            .insert(profileInterests)
            .values(b.interests.map((slug) => ({ userId: user.id, interestSlug: slug })));
        }
      }
    });
    return c.json({ profile: await loadOwnProfile(db, user.id) }, 200);
  },
);

signupRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/activation.php',
    request: jsonRequest(tokenRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'E-mail confirmed; the profile is active'),
      400: jsonBody(apiErrorSchema, 'activation_failed'),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const now = c.get('deps').now?.() ?? new Date();
    const { token } = c.req.valid('json');
    const used = await consumeToken(db, token, 'activation', now);
    if (!used) {
      const again = await usedTokenUser(db, token, 'activation', now);
      const [user] = again
        ? await db.select({ status: users.status }).from(users).where(eq(users.id, again))
        : [];
      if (user?.status === 'confirmed') return c.json({ ok: true as const }, 200);
      throw new ApiHttpError(400, 'activation_failed', 'Activation failed');
    }
    await confirmEmail(c.get('deps'), used.userId);
    return c.json({ ok: true as const }, 200);
  },
);

signupRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/activation-mail.php',
    responses: {
      200: jsonBody(okResponseSchema, 'A new activation e-mail is on its way'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      409: jsonBody(apiErrorSchema, 'validation_failed: already confirmed'),
      429: jsonBody(apiErrorSchema, 'rate_limited'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const { db } = c.get('deps');
    const now = c.get('deps').now?.() ?? new Date();
    const user = await loadUserView(db, session.id);
    if (user?.status !== 'not_confirmed') {
      throw new ApiHttpError(409, 'validation_failed', 'The e-mail address is already confirmed');
    }
    const sent = await tokenWindow(
      db,
      'activation',
      { userId: session.id },
      new Date(now.getTime() - DAY_MS),
    );
    if (sent.n >= ACTIVATION_MAILS_PER_DAY) {
      // The next one may go when the oldest of today's mails is a day old.
      throw rateLimited((sent.oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime());
    }
    await sendAccountMail(c, {
      kind: 'activation',
      userId: session.id,
      to: user.email,
      name: user.profile.name,
      language: user.language,
    });
    return c.json({ ok: true as const }, 200);
  },
);
