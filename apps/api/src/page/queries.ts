/**
 * The page calls (ADR 0051), composed from the queries the single calls answer with: the member's
 * part of the page shell (the member's view as user.php gives it, the navigation's counts as
 * badges.php gives them; a visitor gets nulls) and the profile page's data (profile.php,
 * photos.php and privacy.php in one).
 */
import type { OwnProfile, User } from '@dating/contract';
import type { Db } from '@dating/db';
import { loadOwnProfile } from '../account/queries.ts';
import type { SessionUser } from '../auth/session.ts';
import { privacyOn } from '../lifecycle/queries.ts';
import { type Badges, badgesOf } from '../navigation/queries.ts';
import { type OwnPhoto, ownPhotos } from '../photos/queries.ts';

export interface MemberShell {
  user: User | null;
  badges: Badges | null;
}

/** `userView`: the member's view as user.php gives it (the route reads it once per page, ADR 0078). */
export async function loadMemberShell(
  db: Db,
  session: SessionUser | null,
  userView: () => Promise<User | null>,
): Promise<MemberShell> {
  if (!session) return { user: null, badges: null };
  const [user, badges] = await Promise.all([userView(), badgesOf(db, session)]);
  if (!user) return { user: null, badges: null };
  return { user, badges };
}

/** The profile page's data: the fields it edits, the photos and privacy mode. */
export interface ProfilePage {
  profile: OwnProfile;
  photos: { photos: OwnPhoto[]; max: number };
  privacy: boolean;
}

export async function loadProfilePage(db: Db, userId: number): Promise<ProfilePage> {
  const [profile, photos, privacy] = await Promise.all([
    loadOwnProfile(db, userId),
    ownPhotos(db, userId),
    privacyOn(db, userId),
  ]);
  return { profile, photos, privacy };
}
