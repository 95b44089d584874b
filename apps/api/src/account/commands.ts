/**
 * The member's own account (spec §2, §4, §5, §8): logging in, signing up, the profile, the
 * activation link, password reset and change, e-mail change. Each command takes the database,
 * its input and the clock and returns a result or a reason code of the catalogue (ADR 0047,
 * 0048); the session cookie, the request's site and its settings are the route's business.
 */
import type { Site } from '@dating/brand';
import type {
  Settings,
  pushSubscriptionRequestSchema,
  profileUpdateSchema,
  signupRequestSchema,
} from '@dating/contract';
import type { Db } from '@dating/db';
import { regionsByCountry } from '@dating/db/reference';
import { profileInterests, profiles, pushSubscriptions, sessions, users } from '@dating/db/schema';
import {
  INTERESTS,
  canReactivate,
  checkRegion,
  messageLength,
  pickTracking,
  signupAllowed,
  validInterestChoice,
  validateNewEmail,
  validateNewPassword,
  validateSignupForm,
} from '@dating/domain';
import { isLocale } from '@dating/i18n';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { accountBanned, addressBanned } from '../auth/bans.ts';
import { consumeToken, tokenOwner, tokenWindow, tokensSince, usedTokenUser } from '../auth/email-tokens.ts';
import { type LoginLimits, loginBlocked, recordLoginAttempt } from '../auth/login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { newPasswordProblem } from '../auth/password-strength.ts';
import { sendMessage } from '../chat/sending.ts';
import { changeCredits } from '../ledger/commands.ts';
import type { Clock } from '../core/clock.ts';
import { RECORD_LIMITS } from '../core/record-limits.ts';
import { type Refusal, type Result, done, refuse } from '../core/result.ts';
import { refuseFor } from '../core/wait.ts';
import { activeMember } from '../members/visibility.ts';
import { type ConfirmDeps, confirmEmail } from './confirm-email.ts';
import { markActiveDay } from '../back-office/dashboard/counters.ts';
import { recordConversion } from '../back-office/traffic/conversions.ts';
import { loadOwnProfile } from './queries.ts';
import { resendReactivationMail } from './reactivation-mail.ts';
import { type AccountMailer, sendAccountMail } from './send-account-mail.ts';

const DAY_MS = 86_400_000;

/** Activation mails a member may ask for per day (resend button), against mail bombing. */
export const ACTIVATION_MAILS_PER_DAY = RECORD_LIMITS.activationMailsPerAccountDaily;

/** Spec §8 "Too many password reset emails sent": our daily limits (ADR 0015). */
export const RESET_MAILS_PER_DAY = {
  perAddress: RECORD_LIMITS.resetMailsPerAddressDaily,
  perIp: RECORD_LIMITS.resetMailsPerIpDaily,
} as const;

/** A field's error as a refusal: 409 `new_email_taken`, otherwise `validation_failed`. */
function fieldRefusal(field: string, code: string): Refusal {
  return code === 'new_email_taken'
    ? refuse('new_email_taken', { fields: { [field]: code } })
    : refuse('validation_failed', { fields: { [field]: code } });
}

/** The member of a brand with this address (any case), or null. */
async function memberByEmail(db: Db, brandId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.brandId, brandId), eq(users.emailNormalized, email.toLowerCase())))
    .limit(1);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** The member's e-mail and username, which a new password may not contain (ADR 0045). */
async function personalOf(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return { email: row?.email ?? '', name: row?.name ?? '' };
}

/** Whether `password` is the member's current one. */
async function passwordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return !!row && (await verifyPassword(row.hash, password));
}

/** A new password and its confirmation: the form rule, then the dictionary and personal check. */
function newPasswordRefusal(
  password: string,
  confirm: string,
  personal: { email: string; name: string } | null,
): Refusal | null {
  const problem = validateNewPassword(password, confirm);
  if (problem) return fieldRefusal(problem === 'passwords_differ' ? 'password_confirm' : 'password', problem);
  const weak = personal ? newPasswordProblem(password, personal) : null;
  return weak ? fieldRefusal('password', weak) : null;
}

// ——— logging in ———

export interface LoginInput {
  brandId: string;
  email: string;
  password: string;
  ip: string;
  limits: LoginLimits;
}

/**
 * Checks the password (spec §4): blocked after too many failures (`login_blocked`, with its
 * wait), `login_failed` for a wrong address or password (the same time either way), and
 * `account_pending_deletion` for an account being deleted. The member's id when it may log in.
 */
export async function logIn(db: Db, input: LoginInput, clock: Clock): Promise<Result<{ userId: number }>> {
  const attempt = { brandId: input.brandId, emailNormalized: input.email.trim().toLowerCase(), ip: input.ip };
  const blocked = await loginBlocked(db, input.limits, attempt, clock());
  if (blocked) return blocked;
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(and(eq(users.brandId, attempt.brandId), eq(users.emailNormalized, attempt.emailNormalized)))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  await recordLoginAttempt(db, input.limits, attempt, ok && !!row, clock());
  if (!row || !ok) return refuse('login_failed');
  // Only after the right password: a banned address is no secret to its owner, but is to others.
  if (await accountBanned(db, Number(row.id))) return refuse('account_banned');
  if (row.status === 'pending_deletion') return refuse('account_pending_deletion');
  // A login makes the day an active one for the dashboard (ADR 0066).
  await markActiveDay(db, Number(row.id), attempt.brandId, clock());
  return done({ userId: Number(row.id) });
}

/** The member's language (one of the site's locales). */
export async function setLanguage(
  db: Db,
  input: { userId: number; language: string; locales: readonly string[] },
): Promise<Result<void>> {
  if (!input.locales.includes(input.language)) {
    return refuse('validation_failed', { fields: { language: 'unsupported' } });
  }
  await db.update(users).set({ language: input.language }).where(eq(users.id, input.userId));
  return done(undefined);
}

/** Keeps this browser's push subscription, or forgets it (`subscription: null` with its endpoint). */
export async function savePushSubscription(
  db: Db,
  input: { userId: number } & z.output<typeof pushSubscriptionRequestSchema>,
): Promise<void> {
  const { subscription, endpoint, userId } = input;
  if (subscription) {
    const row = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    await db
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...row })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  } else if (endpoint) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
  }
}

// ——— signing up ———

export interface SignupInput {
  site: Site;
  form: z.output<typeof signupRequestSchema>;
  settings: Settings;
  mail: AccountMailer;
}

/** Who a member is looking for gives the sexuality the search matches on. */
export function sexuality(gender: 'male' | 'female', lookingFor: 'male' | 'female') {
  if (gender !== lookingFor) return 'hetero' as const;
  return gender === 'male' ? ('gay' as const) : ('lesbian' as const);
}

const taken = (status: string) =>
  status === 'pending_deletion'
    ? refuse('account_pending_deletion', { fields: { email: 'account_pending_deletion' } })
    : refuse('email_taken', { fields: { email: 'email_taken' } });

/** Whether `id` is an active member of the brand (a first message at signup goes to one). */
async function isActiveMember(db: Db, brandId: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.brandId, brandId), activeMember()))
    .limit(1);
  return !!row;
}

/**
 * Spec §4 signup step 0: the account and its disabled profile, the activation mail, and the
 * first message to a member when the signup came from their page (held until confirmed). An
 * address being deleted gets a fresh reactivation link and `account_pending_deletion`.
 */
export async function signUp(db: Db, input: SignupInput, clock: Clock): Promise<Result<{ userId: number }>> {
  const { site, form: body, settings } = input;
  const now = clock();
  const tracking = pickTracking(body.tracking ?? {});
  if (!signupAllowed(settings.signups, tracking)) return refuse('signup_closed');
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
    if (!(await isActiveMember(db, site.brand.id, body.message_to))) return refuse('not_found');
  }
  if (Object.keys(fields).length > 0) {
    return refuse('validation_failed', { fields, params: { min_age: settings.min_age } });
  }
  const emailNormalized = body.email.toLowerCase();
  if (await addressBanned(db, site.brand.id, emailNormalized)) {
    return refuse('account_banned', { fields: { email: 'account_banned' } });
  }
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
    await resendReactivationMail(
      db,
      input.mail,
      { ...existing, userId: Number(existing.id), deletedAt: existing.deletedAt },
      clock,
    );
  }
  if (existing) return taken(existing.status);
  const passwordHash = await hashPassword(body.password);
  const language = body.language && isLocale(body.language) ? body.language : site.domain.domainLanguage;
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
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
      await recordConversion(tx, { userId: id, brandId: site.brand.id, event: 'signup', tracking }, now);
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
    });
  } catch (error) {
    // Two signups with one address at once: the unique index decides, the loser is refused.
    if (String((error as { code?: string }).code ?? error).includes('23505')) return taken('confirmed');
    throw error;
  }
  await sendAccountMail(
    db,
    input.mail,
    { kind: 'activation', userId, to: body.email, name: body.name.trim(), language },
    clock,
  );
  if (body.message_to !== undefined) {
    // Held until the new member confirms the e-mail (spec §4); their first conversation is free.
    const sent = await sendMessage(
      db,
      {
        sender: userId,
        brandId: site.brand.id,
        recipient: body.message_to,
        kind: 'message',
        text: body.signup_message ?? '',
        settings,
      },
      clock,
    );
    if (!sent.ok) return sent;
  }
  return done({ userId });
}

// ——— the profile ———

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

/** Signup steps 2–4 and the profile page: the fields sent, and the whole set of interests when sent. */
export async function updateProfile(
  db: Db,
  input: { userId: number; patch: z.output<typeof profileUpdateSchema> },
): Promise<Result<void>> {
  const { userId, patch: b } = input;
  const set: Record<string, unknown> = Object.fromEntries(
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
    const region = await regionForLocation(db, userId, b.country, b.region);
    if (region === 'invalid') return refuse('validation_failed', { fields: { region: 'region_mismatch' } });
    set.region = region;
  }
  if (b.interests && !validInterestChoice(b.interests, INTERESTS)) {
    return refuse('validation_failed', { fields: { interests: 'invalid' } });
  }
  await db.transaction(async (tx) => {
    if (Object.keys(set).length > 0) await tx.update(profiles).set(set).where(eq(profiles.userId, userId));
    if (b.interests) {
      await tx.delete(profileInterests).where(eq(profileInterests.userId, userId));
      if (b.interests.length > 0) {
        await tx.insert(profileInterests).values(b.interests.map((slug) => ({ userId, interestSlug: slug })));
      }
    }
  });
  return done(undefined);
}

// ——— activation ———

/**
 * The activation link (spec §4): confirms the address and releases held messages. A link
 * followed again (mail scanners open links first) still succeeds once the account is confirmed.
 */
export async function activate(deps: ConfirmDeps, token: string, clock: Clock): Promise<Result<void>> {
  const now = clock();
  const used = await consumeToken(deps.db, token, 'activation', now);
  if (!used) {
    const again = await usedTokenUser(deps.db, token, 'activation', now);
    const [user] = again
      ? await deps.db.select({ status: users.status }).from(users).where(eq(users.id, again))
      : [];
    return user?.status === 'confirmed' ? done(undefined) : refuse('activation_failed');
  }
  await confirmEmail(deps, used.userId, now);
  return done(undefined);
}

/**
 * A new activation mail (the resend button), at most ACTIVATION_MAILS_PER_DAY a day.
 * `validation_failed` when the address is already confirmed (the route answers it as 409).
 */
export async function requestActivationMail(
  db: Db,
  input: { userId: number; mail: AccountMailer },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  const [user] = await db
    .select({ status: users.status, email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, input.userId));
  if (user?.status !== 'not_confirmed') return refuse('validation_failed');
  const sent = await tokenWindow(
    db,
    'activation',
    { userId: input.userId },
    new Date(now.getTime() - DAY_MS),
  );
  if (sent.n >= ACTIVATION_MAILS_PER_DAY) {
    // The next one may go when the oldest of today's mails is a day old.
    return refuseFor('rate_limited', (sent.oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime());
  }
  await sendAccountMail(
    db,
    input.mail,
    { kind: 'activation', userId: input.userId, to: user.email, name: user.name, language: user.language },
    clock,
  );
  return done(undefined);
}

// ——— credentials ———

/** Spec §8: a reset link to the address, within the daily limits per address and per IP. */
export async function requestPasswordReset(
  db: Db,
  input: { brandId: string; email: string; mail: AccountMailer & { ip: string } },
  clock: Clock,
): Promise<Result<{ email: string }>> {
  const since = new Date(clock().getTime() - DAY_MS);
  const tooMany =
    (await tokensSince(db, 'password_reset', { ip: input.mail.ip }, since)) >= RESET_MAILS_PER_DAY.perIp ||
    (await tokensSince(db, 'password_reset', { email: input.email.toLowerCase() }, since)) >=
      RESET_MAILS_PER_DAY.perAddress;
  if (tooMany) return refuse('reset_too_many');
  const member = await memberByEmail(db, input.brandId, input.email);
  if (!member) return refuse('email_not_found', { fields: { email: 'email_not_found' } });
  await sendAccountMail(
    db,
    input.mail,
    {
      kind: 'passwordReset',
      userId: member.id,
      to: member.email.toLowerCase(),
      name: member.name,
      language: member.language,
    },
    clock,
  );
  return done({ email: member.email });
}

/** A new password from a reset link; every session of the account ends. */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; password_confirm: string },
  clock: Clock,
): Promise<Result<void>> {
  const form = newPasswordRefusal(input.password, input.password_confirm, null);
  if (form) return form;
  const owner = await tokenOwner(db, input.token, 'password_reset', clock());
  if (owner !== null) {
    const weak = newPasswordRefusal(input.password, input.password_confirm, await personalOf(db, owner));
    if (weak) return weak;
  }
  const passwordHash = await hashPassword(input.password);
  const used = await consumeToken(db, input.token, 'password_reset', clock());
  if (!used) return refuse('reset_link_invalid');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
  });
  return done(undefined);
}

/** A new password, given the current one; the other sessions end (`keepSession` stays). */
export async function changePassword(
  db: Db,
  input: {
    userId: number;
    keepSession: string | null;
    old_password: string;
    password: string;
    password_confirm: string;
  },
): Promise<Result<void>> {
  if (!(await passwordMatches(db, input.userId, input.old_password))) {
    return fieldRefusal('old_password', 'old_password_wrong');
  }
  const problem = newPasswordRefusal(
    input.password,
    input.password_confirm,
    await personalOf(db, input.userId),
  );
  if (problem) return problem;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, input.userId),
          input.keepSession ? ne(sessions.id, input.keepSession) : undefined,
        ),
      );
  });
  return done(undefined);
}

/** Spec §5: a confirmation link to the new address, given the current password. */
export async function requestMailChange(
  db: Db,
  input: { userId: number; brandId: string; email: string; password: string; mail: AccountMailer },
  clock: Clock,
): Promise<Result<{ email: string }>> {
  if (!(await passwordMatches(db, input.userId, input.password))) {
    return fieldRefusal('password', 'old_password_wrong');
  }
  const owner = await memberByEmail(db, input.brandId, input.email);
  const problem = validateNewEmail(input.email, owner !== null);
  if (problem) return fieldRefusal('email', problem);
  const [me] = await db
    .select({ language: users.language, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, input.userId));
  await sendAccountMail(
    db,
    input.mail,
    { kind: 'mailChange', userId: input.userId, to: input.email, name: me!.name, language: me!.language },
    clock,
  );
  return done({ email: input.email });
}

/**
 * The link from the new address: it becomes the account's e-mail unless another member took it
 * meanwhile. Following the link proves the member reads this address, so it also activates.
 */
export async function confirmMailChange(
  deps: ConfirmDeps,
  token: string,
  clock: Clock,
): Promise<Result<{ email: string }>> {
  const used = await consumeToken(deps.db, token, 'mail_change', clock());
  if (!used) return refuse('reset_link_invalid');
  const [account] = await deps.db
    .select({ brandId: users.brandId })
    .from(users)
    .where(eq(users.id, used.userId));
  const owner = account ? await memberByEmail(deps.db, account.brandId, used.email) : null;
  if (owner && owner.id !== used.userId) return fieldRefusal('email', 'new_email_taken');
  await confirmEmail(deps, used.userId, clock(), {
    email: used.email,
    emailNormalized: used.email.toLowerCase(),
  });
  return done({ email: used.email });
}
