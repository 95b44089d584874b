/** Reads a member as they see themselves (spec §3 User) — one query, shared by every user call. */
import type { User } from '@dating/contract';
import { type Db, preparedOnce } from '@dating/db';
import { photos, profiles, users } from '@dating/db/schema';
import { eq, sql } from 'drizzle-orm';

export async function loadUserView(db: Db, userId: number): Promise<User | null> {
  const [row] = await preparedOnce(db, 'user_view', userView).execute({ userId });
  if (!row) return null;
  return toUser(row);
}

/** Every page of a member reads it: prepared (ADR 0084). */
const userView = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      credits: users.credits,
      paidUser: users.paidUser,
      signupDate: users.signupDate,
      language: users.language,
      fictional: users.fictional,
      notificationsDisabled: users.notificationsDisabled,
      name: profiles.name,
      country: profiles.country,
      profileStatus: profiles.status,
      photoFile: photos.filename,
      photoThumb: photos.thumbFilename,
      photoStatus: photos.status,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_view');

function toUser(row: Awaited<ReturnType<ReturnType<typeof userView>['execute']>>[number]): User {
  return {
    id: Number(row.id),
    email: row.email,
    status: row.status as User['status'],
    credits: row.credits,
    paid_user: row.paidUser,
    signup_date: row.signupDate.toISOString(),
    language: row.language,
    fictional_icon: row.fictional,
    notifications_disabled: row.notificationsDisabled,
    profile: {
      id: Number(row.id),
      name: row.name,
      country: row.country,
      status: row.profileStatus as User['profile']['status'],
      main_image:
        row.photoFile && row.photoThumb
          ? { filename: row.photoFile, thumb_filename: row.photoThumb, status: row.photoStatus! }
          : null,
    },
  };
}
