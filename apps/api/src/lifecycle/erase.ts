/**
 * The erase job (spec §4 "after 14 days the account and its photos are erased"; ADR 0029):
 * every account whose deletion is past the reactivation window loses every row about the
 * member and every file they uploaded. What bookkeeping law needs stays, without the person:
 * the `users` row remains as an anonymous stub (no e-mail, no password, no profile) because
 * `payments` must keep pointing at an account id, and direct debits keep the payment link
 * with the mandate details blanked and the IBAN masked.
 *
 * A conversation exists only between its two members, so it goes as a whole, the other
 * member's messages in it included — as when a member blocks someone (spec §4). Nothing else
 * of another member is touched. Run by the in-server scheduler; safe to run again.
 */
import {
  blocks,
  complaints,
  conversations,
  directDebitRequests,
  discountCodeUses,
  discountCodes,
  emailTokens,
  likes,
  liveEvents,
  loginAttempts,
  messages,
  notificationMailState,
  outboxMessages,
  photos,
  profileInterests,
  profiles,
  pushSubscriptions,
  reports,
  sessions,
  storedPaymentMethods,
  swipePasses,
  users,
} from '@dating/db/schema';
import type { Db } from '@dating/db';
import type { PhotoStore } from '@dating/storage';
import { REACTIVATION_WINDOW_MS, isEraseDue, redactIban } from '@dating/domain';
import { and, eq, inArray, isNotNull, lt, notLike, or, sql } from 'drizzle-orm';
import { eraseCredits } from '../ledger/commands.ts';
import { photoKeys } from '../photos/renditions.ts';

/** The domain of the stub e-mail an erased account keeps (RFC 2606: never deliverable). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** The database and the stores of public and chat photos, whose files go with the account. */
export interface EraseDeps {
  db: Db;
  photoStore: PhotoStore;
  chatPhotoStore: PhotoStore;
}

/** Erases every account due at `now`; returns the ids erased. */
export async function eraseDueAccounts(deps: EraseDeps, now: Date): Promise<number[]> {
  const due = await deps.db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(
      and(
        eq(users.status, 'pending_deletion'),
        isNotNull(users.deletedAt),
        lt(users.deletedAt, new Date(now.getTime() - REACTIVATION_WINDOW_MS)),
        notLike(users.emailNormalized, `%@${ERASED_EMAIL_DOMAIN}`),
      ),
    );
  const erased: number[] = [];
  for (const row of due) {
    if (!row.deletedAt || !isEraseDue(row.deletedAt, now)) continue;
    await eraseAccount(deps, Number(row.id));
    erased.push(Number(row.id));
  }
  return erased;
}

/**
 * Files first (deleting a missing file is a no-op, so a failed run simply repeats), then one
 * transaction: a storage that cannot delete now fails the run before any row goes.
 */
export async function eraseAccount(deps: EraseDeps, userId: number): Promise<void> {
  const { db } = deps;
  const convIds = (
    await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(or(eq(conversations.memberLow, userId), eq(conversations.memberHigh, userId)))
  ).map((r) => r.id);
  const photoRows = await db.select().from(photos).where(eq(photos.userId, userId));
  const chatFiles =
    convIds.length === 0
      ? []
      : await db
          .select({ file: messages.photoFile, thumb: messages.photoThumb })
          .from(messages)
          .where(and(inArray(messages.conversationId, convIds), isNotNull(messages.photoFile)));
  // Demo members share a pool of seeded pictures: only files this member uploaded are theirs.
  const ownUploads = photoRows
    .flatMap((p) => [p.filename, p.thumbFilename, p.blurredFilename])
    .filter((f): f is string => Boolean(f?.startsWith(`u${userId}-`)))
    // Each with its AVIF and WebP renditions (ADR 0081).
    .flatMap(photoKeys);
  await Promise.all([
    deps.photoStore.delete(ownUploads),
    deps.chatPhotoStore.delete(
      chatFiles
        .flatMap((m) => [m.file, m.thumb])
        .filter((f): f is string => Boolean(f))
        .flatMap(photoKeys),
    ),
  ]);

  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.emailNormalized, brandId: users.brandId })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return;
    if (convIds.length > 0) {
      await tx.delete(messages).where(inArray(messages.conversationId, convIds));
      await tx.delete(conversations).where(inArray(conversations.id, convIds));
    }
    await tx.delete(likes).where(or(eq(likes.likerId, userId), eq(likes.likedId, userId)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
    await tx.delete(reports).where(or(eq(reports.reporterId, userId), eq(reports.reportedId, userId)));
    await tx
      .delete(swipePasses)
      .where(or(eq(swipePasses.memberId, userId), eq(swipePasses.passedId, userId)));
    await tx.delete(profileInterests).where(eq(profileInterests.userId, userId));
    await tx.delete(photos).where(eq(photos.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    // Live events to or from the member (ADR 0072): their messages' texts are in the payloads.
    await tx
      .delete(liveEvents)
      .where(or(eq(liveEvents.memberId, userId), sql`${liveEvents.payload}->>'from' = ${String(userId)}`));
    await tx.delete(storedPaymentMethods).where(eq(storedPaymentMethods.userId, userId));
    await tx.delete(notificationMailState).where(eq(notificationMailState.userId, userId));
    await eraseCredits(tx, userId);
    await tx.delete(discountCodeUses).where(eq(discountCodeUses.userId, userId));
    await tx.delete(discountCodes).where(eq(discountCodes.userId, userId));
    await tx.delete(complaints).where(eq(complaints.userId, userId));
    await tx
      .delete(loginAttempts)
      .where(
        and(eq(loginAttempts.brandId, account.brandId), eq(loginAttempts.emailNormalized, account.email)),
      );
    await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.toAddress}) = ${account.email}`);
    // Payments stay for the books; their direct debit keeps only what identifies the payment.
    const debits = await tx
      .select({
        id: directDebitRequests.id,
        iban: directDebitRequests.iban,
        mobile: directDebitRequests.mobile,
      })
      .from(directDebitRequests)
      .where(eq(directDebitRequests.userId, userId));
    const mobiles = [...new Set(debits.map((d) => d.mobile).filter(Boolean))];
    if (mobiles.length > 0)
      await tx
        .delete(outboxMessages)
        .where(and(eq(outboxMessages.channel, 'sms'), inArray(outboxMessages.toAddress, mobiles)));
    for (const d of debits) {
      await tx
        .update(directDebitRequests)
        .set({
          holder: '',
          street: '',
          postcode: '',
          city: '',
          mobile: '',
          codeHash: '',
          iban: redactIban(d.iban),
        })
        .where(eq(directDebitRequests.id, d.id));
    }
    const stub = `erased-${userId}@${ERASED_EMAIL_DOMAIN}`;
    await tx
      .update(users)
      .set({
        email: stub,
        emailNormalized: stub,
        // Not an argon2 hash: no password ever verifies against it.
        passwordHash: '!erased',
        tracking: {},
        lastTouch: null,
        emailPreferences: {},
        notificationsDisabled: [],
        deletionReason: null,
        lastSeenAt: null,
      })
      .where(eq(users.id, userId));
  });
}
