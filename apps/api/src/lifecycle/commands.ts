/**
 * Leaving and coming back (spec §4 account deletion, §9 reactivation; issue 10): the
 * alternatives offered before deleting, the deletion itself (pending for 14 days, every session
 * ended, a reactivation link by e-mail), the link that brings the account back, and privacy
 * mode. Erasure after the window is the job in `lifecycle/erase.ts` (ADR 0029). No HTTP here
 * (ADR 0048): the route ends the request's session cookie and starts the new one.
 */
import type { Db } from '@dating/db';
import { emailTokens, profiles, pushSubscriptions, sessions, users } from '@dating/db/schema';
import { canReactivate, reactivationDeadline } from '@dating/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { type ConfirmDeps, confirmEmail } from '../account/confirm-email.ts';
import { reactivationLinkExpiry } from '../account/reactivation-mail.ts';
import { type AccountMailer, issueAccountToken, mailAccountLink } from '../account/send-account-mail.ts';
import { consumeToken } from '../auth/email-tokens.ts';
import { verifyPassword } from '../auth/password.ts';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { deletionDiscount } from './deletion-discount.ts';
import { privacyOn } from './queries.ts';

/**
 * What the member can do instead of leaving: privacy mode, and the personal discount when the
 * company offers one (made on first ask, so this writes; ADR 0029).
 */
export async function deletionAlternatives(
  db: Db,
  input: { userId: number; discountPercentage: number | undefined },
  clock: Clock,
) {
  const discount = await deletionDiscount(db, input.userId, input.discountPercentage, clock());
  return { privacy: await privacyOn(db, input.userId), discount };
}

/**
 * Deletes the account, pending for the reactivation window: hidden, every session and push
 * subscription gone, and the reactivation link mailed. `validation_failed` with
 * `current_password_wrong` on the password field when the password is wrong.
 */
export async function deleteAccount(
  db: Db,
  input: { userId: number; password: string; reason: string; reason_text?: string; mail: AccountMailer },
  clock: Clock,
): Promise<Result<{ reactivateUntil: Date }>> {
  const now = clock();
  const [account] = await db
    .select({ hash: users.passwordHash, email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!account || !(await verifyPassword(account.hash, input.password))) {
    return refuse('validation_failed', { fields: { password: 'current_password_wrong' } });
  }
  const mail = {
    kind: 'reactivation' as const,
    userId: input.userId,
    to: account.email,
    name: account.name,
    language: account.language,
    expiresAt: reactivationLinkExpiry(now),
  };
  const reason = input.reason_text ? `${input.reason}: ${input.reason_text}` : input.reason;
  const token = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'pending_deletion', deletedAt: now, deletionReason: reason })
      .where(eq(users.id, input.userId));
    // Hidden from everyone while pending; privacy mode (`searchable`) is left as the member set it.
    await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, input.userId));
    await tx.delete(sessions).where(eq(sessions.userId, input.userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, input.userId));
    return issueAccountToken(tx, input.mail, mail, clock);
  });
  await mailAccountLink(input.mail, mail, token, clock);
  return done({ reactivateUntil: reactivationDeadline(now) });
}

/**
 * The reactivation link: the account of this brand comes back within its window, confirmed
 * (following the link proves the address), its held messages released. The member's id, or
 * null for an expired, used, unknown or foreign link — answered as `reactivation_link_invalid`,
 * a code older than the catalogue (ADR 0048).
 */
export async function reactivateAccount(
  deps: ConfirmDeps,
  input: { token: string; brandId: string },
  clock: Clock,
): Promise<number | null> {
  const now = clock();
  const used = await consumeToken(deps.db, input.token, 'reactivation', now);
  if (!used) return null;
  const back = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: users.status, deletedAt: users.deletedAt, brandId: users.brandId })
      .from(users)
      .where(eq(users.id, used.userId));
    if (
      row?.status !== 'pending_deletion' ||
      !row.deletedAt ||
      row.brandId !== input.brandId ||
      !canReactivate(row.deletedAt, now)
    ) {
      return false;
    }
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
  if (!back) return null;
  // The profile shows again (privacy mode kept) and messages held before confirmation go out.
  await confirmEmail(deps, used.userId, now);
  return used.userId;
}

/** Privacy mode on or off (out of search, or back in). */
export async function setPrivacy(db: Db, input: { userId: number; privacy: boolean }): Promise<void> {
  await db.update(profiles).set({ searchable: !input.privacy }).where(eq(profiles.userId, input.userId));
}
