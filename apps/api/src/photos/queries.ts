/** The member's own photos (spec §5): every status, main first, and how many they may have. */
import type { Db } from '@dating/db';
import { photos, profiles, users } from '@dating/db/schema';
import { type PhotoRejectionReason, maxPhotos } from '@dating/domain';
import { and, asc, eq } from 'drizzle-orm';

export interface OwnPhoto {
  id: number;
  filename: string;
  thumbFilename: string;
  status: (typeof photos.$inferSelect)['status'];
  rejectionReason: PhotoRejectionReason | null;
  main: boolean;
}

/** One of the member's own photos, or null (another member's photo id tells nothing). */
export async function ownPhoto(db: Pick<Db, 'select'>, memberId: number, id: number) {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, memberId)));
  return photo ?? null;
}

/** The member's photos, main first then by position, and the limit of their membership. */
export async function ownPhotos(db: Db, memberId: number): Promise<{ photos: OwnPhoto[]; max: number }> {
  const [rows, [me]] = await Promise.all([
    db.select().from(photos).where(eq(photos.userId, memberId)).orderBy(asc(photos.position), asc(photos.id)),
    db
      .select({ paid: users.paidUser, main: profiles.mainPhotoId })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, memberId)),
  ]);
  const main = me?.main ?? null;
  return {
    photos: rows
      .map((p) => ({
        id: Number(p.id),
        filename: p.filename,
        thumbFilename: p.thumbFilename,
        status: p.status,
        rejectionReason: p.status === 'rejected' ? (p.rejectionReason as PhotoRejectionReason | null) : null,
        main: Number(p.id) === main,
      }))
      .sort((a, b) => Number(b.main) - Number(a.main)),
    max: maxPhotos(me?.paid ?? false),
  };
}
