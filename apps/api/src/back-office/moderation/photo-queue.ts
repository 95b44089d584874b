/**
 * The photo moderation queue (issue 19): pending photos of members and personas, oldest first,
 * paged by keyset on the id (ids grow with the upload time). A persona photo given to several
 * brands is one file with one row per brand: the queue shows it once (its first row), and a
 * decision on it applies to every copy (photo-commands.ts).
 */
import type { Db } from '@dating/db';
import { photos, profiles, users } from '@dating/db/schema';
import { PHOTO_QUEUE_PAGE_SIZE } from '@dating/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';

export interface QueuedPhoto {
  id: number;
  memberId: number;
  memberName: string;
  brandId: string;
  personaId: number | null;
  filename: string;
  thumbFilename: string;
  premiumOnly: boolean;
  uploadedAt: Date;
}

export interface PhotoQueuePage {
  photos: QueuedPhoto[];
  /** The id to pass as `after` for the next page, or null on the last page. */
  nextAfter: number | null;
}

export async function photoQueue(
  db: Pick<Db, 'select'>,
  input: { after?: number; limit?: number },
): Promise<PhotoQueuePage> {
  const limit = input.limit ?? PHOTO_QUEUE_PAGE_SIZE;
  const where = [
    eq(photos.status, 'pending'),
    // A persona's copies on other brands share the file: only the first pending copy is listed.
    sql`not exists (select 1 from ${photos} as earlier where earlier.filename = ${photos.filename} and earlier.status = 'pending' and earlier.id < ${photos.id})`,
  ];
  if (input.after !== undefined) where.push(gt(photos.id, input.after));
  const rows = await db
    .select({
      id: photos.id,
      memberId: users.id,
      memberName: profiles.name,
      brandId: users.brandId,
      personaId: users.personaId,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      premiumOnly: photos.premiumOnly,
      uploadedAt: photos.createdAt,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...where))
    .orderBy(asc(photos.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((r) => ({
    ...r,
    id: Number(r.id),
    memberId: Number(r.memberId),
    personaId: r.personaId === null ? null : Number(r.personaId),
  }));
  return { photos: page, nextAfter: rows.length > limit ? page[page.length - 1]!.id : null };
}
