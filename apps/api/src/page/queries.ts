/**
 * The page calls (ADR 0051): the member's part of the page shell — the member's view and the
 * navigation's counts, composed from the queries user.php and badges.php answer with (a visitor
 * gets nulls) — and the profile page's data.
 */
import type { BadgesResponse, ProfilePage, User } from '@dating/contract';
import type { Db } from '@dating/db';
import { photos, profiles, users } from '@dating/db/schema';
import { maxPhotos } from '@dating/domain';
import { asc, eq } from 'drizzle-orm';
import { loadOwnProfile } from '../account/own-profile.ts';
import { loadUserView } from '../members/user-view.ts';
import { newLikes, unreadMessages } from '../routes/badges.ts';

export interface MemberShell {
  user: User | null;
  badges: BadgesResponse | null;
}

export async function loadMemberShell(
  db: Db,
  session: { id: number; brandId: string } | null,
): Promise<MemberShell> {
  if (!session) return { user: null, badges: null };
  const [user, unread, liked] = await Promise.all([
    loadUserView(db, session.id),
    unreadMessages(db, session.id, session.brandId),
    newLikes(db, session.id),
  ]);
  if (!user) return { user: null, badges: null };
  return { user, badges: { unread_messages: unread, new_likes: liked.count, new_match: liked.match } };
}

/**
 * The member's own photos, main first, and how many they may have — the answer of GET
 * photos.php, for the profile page's one call.
 */
export async function loadOwnPhotos(db: Db, userId: number): Promise<ProfilePage['photos']> {
  const [rows, [me], [profile]] = await Promise.all([
    db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.position), asc(photos.id)),
    db.select({ paid: users.paidUser }).from(users).where(eq(users.id, userId)),
    db.select({ main: profiles.mainPhotoId }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  const main = profile?.main ?? null;
  return {
    photos: rows
      .map((p) => ({
        id: Number(p.id),
        filename: p.filename,
        thumb_filename: p.thumbFilename,
        status: p.status,
        main: Number(p.id) === main,
      }))
      .sort((a, b) => Number(b.main) - Number(a.main)),
    max: maxPhotos(me?.paid ?? false),
  };
}

/** Whether privacy mode is on (the member left the search): the answer of GET privacy.php. */
export async function loadPrivacy(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ searchable: profiles.searchable })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ? !row.searchable : false;
}

/** The profile page's data: the fields it edits, the photos and privacy mode. */
export async function loadProfilePage(db: Db, userId: number): Promise<ProfilePage> {
  const [profile, photos, privacy] = await Promise.all([
    loadOwnProfile(db, userId),
    loadOwnPhotos(db, userId),
    loadPrivacy(db, userId),
  ]);
  return { profile, photos, privacy };
}
