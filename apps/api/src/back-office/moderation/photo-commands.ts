/**
 * Photo moderation decisions (issue 19): approve (one or several) and reject with a reason from
 * PHOTO_REJECTION_REASONS. Each runs in one transaction with its audit rows; a bulk approval
 * naming any photo that is unknown or no longer pending is refused whole, nothing written. A
 * decision on a persona photo applies to its copies on the persona's other brands (same file).
 * A rejected main photo stops being the main one: the next photo not rejected takes its place.
 */
import type { Db } from '@dating/db';
import { photos, profiles } from '@dating/db/schema';
import type { PhotoRejectionReason } from '@dating/domain';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { atomically } from '../../core/atomically.ts';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import { recordAudit } from '../../staff/audit.ts';

export interface Moderator {
  staffId: number;
  ip?: string | null;
}

type Tx = Db;

/** The named photos and their copies, locked; a refusal when one is unknown or not pending. */
async function pendingPhotos(tx: Tx, ids: number[]) {
  const named = await tx
    .select({ id: photos.id, filename: photos.filename, status: photos.status })
    .from(photos)
    .where(inArray(photos.id, ids))
    .for('update');
  if (named.length !== new Set(ids).size) return refuse('photo_not_found');
  const settled = named.find((p) => p.status !== 'pending');
  if (settled) return refuse('photo_not_pending', { params: { id: Number(settled.id) } });
  const copies = await tx
    .select({ id: photos.id, userId: photos.userId, premiumOnly: photos.premiumOnly })
    .from(photos)
    .where(
      and(inArray(photos.filename, [...new Set(named.map((p) => p.filename))]), eq(photos.status, 'pending')),
    )
    .for('update');
  return done(copies.map((c) => ({ ...c, id: Number(c.id), userId: Number(c.userId) })));
}

/** Settles the pending copies as `status` (with the reason of a rejection), one audit row each. */
async function decide(
  tx: Tx,
  moderator: Moderator,
  copies: { id: number; userId: number }[],
  decision: { status: 'approved' } | { status: 'rejected'; reason: PhotoRejectionReason },
  now: Date,
): Promise<void> {
  const reason = decision.status === 'rejected' ? decision.reason : null;
  await tx
    .update(photos)
    .set({ status: decision.status, rejectionReason: reason, reviewedAt: now, reviewedBy: moderator.staffId })
    .where(
      inArray(
        photos.id,
        copies.map((c) => c.id),
      ),
    );
  for (const copy of copies) {
    await recordAudit(
      tx,
      {
        staffId: moderator.staffId,
        action: decision.status === 'approved' ? 'photo.approve' : 'photo.reject',
        targetType: 'photo',
        targetId: copy.id,
        before: { status: 'pending', member_id: copy.userId },
        after: { status: decision.status, member_id: copy.userId, ...(reason ? { reason } : {}) },
        ip: moderator.ip,
      },
      now,
    );
  }
}

/** Approves the pending photos `ids` (and their persona copies); a member without a main photo gets this one. */
export async function approvePhotos(
  db: Db,
  input: { moderator: Moderator; ids: number[] },
  clock: Clock,
): Promise<Result<{ approved: number[] }>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const found = await pendingPhotos(tx, input.ids);
    if (!found.ok) return found;
    const copies = found.value;
    await decide(tx, input.moderator, copies, { status: 'approved' }, now);
    for (const copy of copies.filter((c) => !c.premiumOnly)) {
      await tx
        .update(profiles)
        .set({ mainPhotoId: copy.id })
        .where(and(eq(profiles.userId, copy.userId), isNull(profiles.mainPhotoId)));
    }
    return done({ approved: copies.map((c) => c.id) });
  });
}

/** Rejects the pending photo `id` (and its persona copies) with `reason`; it is shown to nobody from now on. */
export async function rejectPhoto(
  db: Db,
  input: { moderator: Moderator; id: number; reason: PhotoRejectionReason },
  clock: Clock,
): Promise<Result<{ rejected: number[] }>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const found = await pendingPhotos(tx, [input.id]);
    if (!found.ok) return found;
    const copies = found.value;
    await decide(tx, input.moderator, copies, { status: 'rejected', reason: input.reason }, now);
    for (const copy of copies) await replaceMainPhoto(tx, copy.userId, copy.id);
    return done({ rejected: copies.map((c) => c.id) });
  });
}

/** If `photoId` was the member's main photo, their first photo not rejected (and not premium-only) takes over. */
async function replaceMainPhoto(tx: Tx, memberId: number, photoId: number): Promise<void> {
  const [profile] = await tx
    .select({ main: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.userId, memberId));
  if (profile?.main !== photoId) return;
  const [next] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, memberId), ne(photos.status, 'rejected'), eq(photos.premiumOnly, false)))
    .orderBy(asc(photos.position), asc(photos.id))
    .limit(1);
  await tx
    .update(profiles)
    .set({ mainPhotoId: next?.id ?? null })
    .where(eq(profiles.userId, memberId));
}
