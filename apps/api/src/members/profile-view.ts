/**
 * One member's profile as a viewer may see it (spec §2 /members/{id}, §5, §6): only the fields
 * the site shows, interests, and photos by the domain rule `photoVisibility` — a blurred photo
 * is sent only as the server-made blur (never the original's name), and a visitor gets only the
 * main photo and a count of the others. Explicit photos (ADR 0088) a viewer has not passed their
 * country's age check for are not sent at all, only counted (`age_locked_photos`).
 */
import type { MemberProfile } from '@dating/contract';
import type { Db } from '@dating/db';
import {
  conversations,
  interests,
  personas,
  photos,
  profileInterests,
  profiles,
  users,
} from '@dating/db/schema';
import { ageOn, isExplicitPhoto, photoVisibility } from '@dating/domain';
import { and, asc, eq } from 'drizzle-orm';
import { photoShown } from '../photos/visibility.ts';
import { activeMember } from './visibility.ts';

export async function loadMemberProfile(
  db: Db,
  input: {
    brandId: string;
    memberId: number;
    viewer: { id: number; paid: boolean } | null;
    visibleFields: readonly string[];
    now: Date;
    /** The viewer has not passed the age checks their country requires (ADR 0088); staff: absent. */
    ageLocked?: boolean;
  },
): Promise<MemberProfile | null> {
  const [p] = await db
    .select({ profile: profiles, fictional: users.fictional, explicit: personas.explicitMedia })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(personas, eq(personas.id, users.personaId))
    .where(and(eq(profiles.userId, input.memberId), eq(users.brandId, input.brandId), activeMember()))
    .limit(1);
  const isSelf = input.viewer?.id === input.memberId;
  if (!p) return null;
  // Privacy mode hides the member from everyone but the members they already chat with.
  if (
    !p.profile.searchable &&
    !isSelf &&
    !(input.viewer && (await inConversation(db, input.viewer.id, input.memberId)))
  )
    return null;
  const profile = p.profile;
  const [photoRows, tagRows] = await Promise.all([
    db
      .select()
      .from(photos)
      .where(and(eq(photos.userId, input.memberId), photoShown(input.brandId)))
      .orderBy(asc(photos.position), asc(photos.id)),
    db
      .select({ slug: interests.slug, icon: interests.icon })
      .from(profileInterests)
      .innerJoin(interests, eq(interests.slug, profileInterests.interestSlug))
      .where(eq(profileInterests.userId, input.memberId))
      .orderBy(asc(interests.slug)),
  ]);
  const viewer = { id: input.viewer?.id ?? null, paid: input.viewer?.paid ?? false };
  const shown: MemberProfile['photos'] = [];
  let hidden = 0;
  let ageLocked = 0;
  for (const photo of photoRows) {
    const isMain = photo.id === profile.mainPhotoId;
    const clear =
      photoVisibility({ ownerId: photo.userId, isMain, premiumOnly: photo.premiumOnly }, viewer) === 'clear';
    // ADR 0088: withheld, not blurred — a blur of a photo the viewer may see is the photo. A
    // blur shown for premium (below) stays: it is no explicit picture.
    if (
      clear &&
      input.ageLocked &&
      !isSelf &&
      isExplicitPhoto({ isMain, premiumOnly: photo.premiumOnly, ownerExplicit: p.explicit ?? false })
    ) {
      ageLocked++;
    } else if (clear) {
      shown.push({
        id: Number(photo.id),
        filename: photo.filename,
        thumb_filename: photo.thumbFilename,
        locked: false,
      });
    } else if (viewer.id !== null && photo.blurredFilename) {
      shown.push({
        id: Number(photo.id),
        filename: photo.blurredFilename,
        thumb_filename: photo.blurredFilename,
        locked: true,
      });
    } else {
      hidden++;
    }
  }
  // The main photo first, as on the member's card.
  shown.sort((a, b) => Number(b.id === profile.mainPhotoId) - Number(a.id === profile.mainPhotoId));
  const all: Record<string, string | number | boolean | null> = {
    age: ageOn(profile.dateOfBirth, input.now),
    gender: profile.gender,
    sexuality: profile.sexuality,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus,
    tattoos: profile.tattoos,
  };
  const visible = new Set(input.visibleFields);
  return {
    id: input.memberId,
    name: profile.name,
    fictional: p.fictional,
    fields: Object.fromEntries(Object.entries(all).filter(([k]) => visible.has(k))),
    interests: visible.has('interests') ? tagRows : [],
    about_me: visible.has('about_me') ? profile.aboutMe : null,
    signup_reason: visible.has('signup_reason') ? profile.signupReason : null,
    photos: shown,
    hidden_photos: hidden,
    age_locked_photos: ageLocked,
    liked: false,
    blocked: false,
  };
}

async function inConversation(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberLow, Math.min(a, b)), eq(conversations.memberHigh, Math.max(a, b))))
    .limit(1);
  return Boolean(row);
}
