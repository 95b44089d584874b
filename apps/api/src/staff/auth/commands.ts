/**
 * The console login (issue 18, ADR 0054): the password, then a TOTP code. No HTTP here: the
 * routes make the sessions from what these return.
 *
 * - A wrong password, an unknown address and a disabled account all give `staff_login_failed`,
 *   and all cost the same argon2 verification, so neither the answer nor its time tells them apart.
 * - Failures count per IP and per address typed; wrong codes per staff member (the rate limits).
 * - A code is accepted for its step ±1, and a step never twice: the conditional update of
 *   `totp_last_step` decides, so two requests racing with one code cannot both pass.
 */
import type { Db } from '@dating/db';
import { staff } from '@dating/db/schema';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { done, type Result, refuse } from '../../core/result.ts';
import { refuseFor } from '../../core/wait.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { recordAudit } from '../audit.ts';
import { decryptTotpSecret, encryptTotpSecret, newTotpSecret, totpStepOf } from '../totp.ts';

/** The part of the rate limits the login needs (http/rate-limits.ts gives it). */
export interface StaffLoginLimits {
  exhausted(
    name: 'staffLoginFailuresPerIp' | 'staffLoginFailuresPerAccount' | 'staffTotpFailuresPerAccount',
    key: string | number,
  ): Promise<number | null>;
  penalize(
    name: 'staffLoginFailuresPerIp' | 'staffLoginFailuresPerAccount' | 'staffTotpFailuresPerAccount',
    key: string | number,
  ): Promise<void>;
}

export const normalizeStaffEmail = (email: string) => email.trim().toLowerCase();

/** The password step: the staff member to start a `password`-stage session for. */
export async function staffPasswordStep(
  db: Db,
  input: { email: string; password: string; ip: string; limits: StaffLoginLimits },
): Promise<Result<{ staffId: number }>> {
  const emailNormalized = normalizeStaffEmail(input.email);
  for (const [name, key] of [
    ['staffLoginFailuresPerIp', input.ip],
    ['staffLoginFailuresPerAccount', emailNormalized],
  ] as const) {
    const waitMs = await input.limits.exhausted(name, key);
    if (waitMs !== null) return refuseFor('rate_limited', waitMs);
  }
  const [row] = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash, disabledAt: staff.disabledAt })
    .from(staff)
    .where(eq(staff.emailNormalized, emailNormalized))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row?.passwordHash || !ok || row.disabledAt) {
    await input.limits.penalize('staffLoginFailuresPerIp', input.ip);
    await input.limits.penalize('staffLoginFailuresPerAccount', emailNormalized);
    return refuse('staff_login_failed');
  }
  return done({ staffId: Number(row.id) });
}

/**
 * The secret the TOTP step checks against: the stored one, or (after an invite or a reset) a new
 * one stored now — enrolment starts and the QR code is shown until a code confirms it.
 */
export async function ensureTotpSecret(
  db: Db,
  input: { staffId: number; secretKey: string },
): Promise<Result<{ secret: string; confirmed: boolean; email: string }>> {
  const [row] = await db
    .select({ email: staff.email, totpSecret: staff.totpSecret, confirmedAt: staff.totpConfirmedAt })
    .from(staff)
    .where(and(eq(staff.id, input.staffId), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return refuse('staff_authentication_required');
  if (row.totpSecret) {
    const secret = decryptTotpSecret(input.secretKey, row.totpSecret);
    // A secret the key cannot open (the key changed) is replaced by a new enrolment.
    if (secret) return done({ secret, confirmed: row.confirmedAt !== null, email: row.email });
  }
  const secret = newTotpSecret();
  await db
    .update(staff)
    .set({
      totpSecret: encryptTotpSecret(input.secretKey, secret),
      totpConfirmedAt: null,
      totpLastStep: null,
    })
    .where(eq(staff.id, input.staffId));
  return done({ secret, confirmed: false, email: row.email });
}

/**
 * The TOTP step: the code of the pending staff member's authenticator. Confirms the enrolment on
 * first use, records the login (`last_login_at` and the `staff.login` audit row, one transaction).
 */
export async function staffTotpStep(
  db: Db,
  input: { staffId: number; code: string; secretKey: string; ip: string; limits: StaffLoginLimits },
  clock: Clock,
): Promise<Result<{ staffId: number }>> {
  const now = clock();
  const waitMs = await input.limits.exhausted('staffTotpFailuresPerAccount', input.staffId);
  if (waitMs !== null) return refuseFor('rate_limited', waitMs);
  const [row] = await db
    .select({
      totpSecret: staff.totpSecret,
      confirmedAt: staff.totpConfirmedAt,
      lastStep: staff.totpLastStep,
    })
    .from(staff)
    .where(and(eq(staff.id, input.staffId), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return refuse('staff_authentication_required');
  const secret = row.totpSecret ? decryptTotpSecret(input.secretKey, row.totpSecret) : null;
  const step = secret ? totpStepOf(secret, input.code, now) : null;
  const wrong = () => refuse('staff_totp_invalid', { fields: { code: 'invalid_code' } });
  if (step === null || (row.lastStep !== null && step <= row.lastStep)) {
    await input.limits.penalize('staffTotpFailuresPerAccount', input.staffId);
    return wrong();
  }
  const accepted = await db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ totpLastStep: step, totpConfirmedAt: row.confirmedAt ?? now, lastLoginAt: now })
      .where(
        and(
          eq(staff.id, input.staffId),
          isNull(staff.disabledAt),
          or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
        ),
      )
      .returning({ id: staff.id });
    if (updated.length === 0) return false;
    await recordAudit(
      tx,
      {
        staffId: input.staffId,
        action: 'staff.login',
        targetType: 'staff',
        targetId: input.staffId,
        after: row.confirmedAt ? null : { totpConfirmed: true },
        ip: input.ip,
      },
      now,
    );
    return true;
  });
  if (!accepted) return wrong();
  return done({ staffId: input.staffId });
}

/** The console language of a staff member. */
export async function setStaffLanguage(
  db: Db,
  input: { staffId: number; language: string },
): Promise<Result<void>> {
  await db.update(staff).set({ language: input.language }).where(eq(staff.id, input.staffId));
  return done(undefined);
}
