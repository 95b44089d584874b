/** Reading the member's own account: the profile fields the signup steps and the profile page edit, and links. */
import type { OwnProfile } from '@dating/contract';
import type { Db } from '@dating/db';
import { profileInterests, profiles } from '@dating/db/schema';
import { asc, eq } from 'drizzle-orm';
import { type TokenPurpose, tokenUsable } from '../auth/email-tokens.ts';
import type { Clock } from '../core/clock.ts';

/** The member's own profile fields (a missing profile is a broken account, not a refusal). */
export async function loadOwnProfile(db: Db, userId: number): Promise<OwnProfile> {
  const [[p], chosen] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1),
    db
      .select({ slug: profileInterests.interestSlug })
      .from(profileInterests)
      .where(eq(profileInterests.userId, userId))
      .orderBy(asc(profileInterests.interestSlug)),
  ]);
  if (!p) throw new Error(`profile of user ${userId} is missing`);
  return {
    name: p.name,
    gender: p.gender,
    looking_for: p.lookingForGender,
    date_of_birth: p.dateOfBirth,
    country: p.country,
    region: p.region,
    city: p.city,
    hair_color: p.hairColor,
    eye_color: p.eyeColor,
    body_type: p.bodyType,
    relationship_status: p.relationshipStatus,
    tattoos: p.tattoos,
    about_me: p.aboutMe,
    signup_reason: p.signupReason,
    interests: chosen.map((r) => r.slug),
  };
}

/** Whether a single-use link still works, without using it (the forms check before showing). */
export const linkUsable = (db: Db, token: string, purpose: TokenPurpose, clock: Clock): Promise<boolean> =>
  tokenUsable(db, token, purpose, clock());
