/**
 * The member's own photos (spec §5: 3 photos for free members, 25 for premium): add one through
 * the one sharp pipeline (pipeline.ts), choose the main one, delete one. Commands return a result
 * naming a reason when refused (ADR 0049); none reads the time. Files are written before the row
 * and removed after it, so a failure leaves at worst an orphan file, never a broken photo; a
 * store that cannot take the files (ADR 0074) refuses before any row is written.
 */
import type { Db } from '@dating/db';
import type { PhotoStore } from '@dating/storage';
import { photos, profiles, users } from '@dating/db/schema';
import { canUploadPhoto, maxPhotos } from '@dating/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { type Result, done, refuse } from '../core/result.ts';
import { removeFiles, removePhoto, storePhoto } from './pipeline.ts';
import { ownPhoto } from './queries.ts';

/** Stores an uploaded photo of the member; the first one becomes the main photo. Returns its id. */
export async function addPhoto(
  db: Db,
  input: { memberId: number; file: File; store: PhotoStore },
): Promise<Result<{ id: number }>> {
  const { memberId, store } = input;
  const [me] = await db.select({ paid: users.paidUser }).from(users).where(eq(users.id, memberId));
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, memberId));
  const paid = me?.paid ?? false;
  if (!canUploadPhoto(Number(n), paid)) {
    return refuse('photo_limit_reached', {
      fields: { photo: 'photo_limit_reached' },
      params: { max: maxPhotos(paid) },
    });
  }
  const stored = await storePhoto(input.file, store, `u${memberId}`);
  if (!stored.ok) return stored;
  // A failed insert must not leave files nobody owns in the served folder.
  const removeFiles = async (error: unknown): Promise<never> => {
    await removePhoto(store, stored.value);
    throw error;
  };
  const id = await db
    .transaction(async (tx) => {
      const [photo] = await tx
        .insert(photos)
        .values({
          userId: memberId,
          // Every new photo waits for moderation; the site's setting decides if it shows meanwhile.
          status: 'pending',
          filename: stored.value.filename,
          thumbFilename: stored.value.thumbFilename,
          position: Number(n),
          width: stored.value.width,
          height: stored.value.height,
        })
        .returning({ id: photos.id });
      const [profile] = await tx
        .select({ main: profiles.mainPhotoId })
        .from(profiles)
        .where(eq(profiles.userId, memberId));
      if (profile && profile.main === null) {
        await tx.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, memberId));
      }
      return Number(photo!.id);
    })
    .catch(removeFiles);
  return done({ id });
}

/** Makes one of the member's own photos the main photo; a rejected photo cannot be. */
export async function setMainPhoto(
  db: Db,
  input: { memberId: number; photoId: number },
): Promise<Result<void>> {
  const photo = await ownPhoto(db, input.memberId, input.photoId);
  if (!photo) return refuse('not_found');
  if (photo.status === 'rejected') return refuse('validation_failed', { fields: { id: 'invalid' } });
  await db.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.userId, input.memberId));
  return done(undefined);
}

/** Deletes one of the member's own photos; if it was the main photo, the next one not rejected is main. */
export async function deletePhoto(
  db: Db,
  input: { memberId: number; photoId: number; store: PhotoStore },
): Promise<Result<void>> {
  const { memberId } = input;
  const photo = await ownPhoto(db, memberId, input.photoId);
  if (!photo) return refuse('not_found');
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ main: profiles.mainPhotoId })
      .from(profiles)
      .where(eq(profiles.userId, memberId));
    await tx.delete(photos).where(eq(photos.id, photo.id));
    if (profile?.main === photo.id) {
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, memberId), ne(photos.status, 'rejected')))
        .orderBy(asc(photos.position), asc(photos.id))
        .limit(1);
      await tx
        .update(profiles)
        .set({ mainPhotoId: next?.id ?? null })
        .where(eq(profiles.userId, memberId));
    }
  });
  // Files go after the row: a failed delete leaves an orphan file, never a broken photo.
  // Demo pool pictures are shared between seeded members and stay.
  if (photo.filename.startsWith(`u${memberId}-`)) {
    await removeFiles(input.store, [photo.filename, photo.thumbFilename, photo.blurredFilename]);
  }
  return done(undefined);
}
