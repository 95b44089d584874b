/** Members (spec §3 User) and their profiles, photos and interests. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/**
 * A fictional profile the staff run. It appears on one or more brands: each brand has its own
 * member row (`users.persona_id` → here, `users.fictional` true), because members, search and
 * conversations are per brand. Notes and openers are for operators only.
 */
export const personas = pgTable('personas', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Internal label for the console lists. */
  label: text('label').notNull(),
  notes: text('notes').notNull().default(''),
  /** Suggested first lines the desk offers operators. */
  openers: text('openers').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A retired persona leaves search and the desk; its conversations stay readable to members. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /**
   * Its photos but the main one are explicit media (ADR 0089): shown only after the viewer's
   * country's age checks, and only switched on with a 2257 performer record (performer_records).
   */
  explicitMedia: boolean('explicit_media').notNull().default(false),
});

/**
 * The password "hash" of every persona member row: not an argon2 string, so every login with it
 * fails — nobody logs in as a persona; operators write as one from the console (ADR 0056).
 */
export const PERSONA_PASSWORD_HASH = '!persona-no-login';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    siteHost: text('site_host').references(() => sites.host),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['not_confirmed', 'confirmed', 'pending_deletion'] })
      .notNull()
      .default('not_confirmed'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    language: text('language').notNull().default('en'),
    fictional: boolean('fictional').notNull().default(false),
    /** The persona this fictional member row belongs to (one row per brand it appears on). */
    personaId: bigint('persona_id', { mode: 'number' }).references(() => personas.id),
    notificationsDisabled: text('notifications_disabled').array().notNull().default(sql`'{}'::text[]`),
    /** Spec §3 e-mail preference keys the member switched off or on; a missing key means on. */
    emailPreferences: jsonb('email_preferences').$type<Record<string, boolean>>().notNull().default({}),
    /** Why the member asked to delete the account (spec §4 deletion flow), kept until erasure. */
    deletionReason: text('deletion_reason'),
    /** Spec §3 tracking of the signup (first touch). */
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    /** The latest traffic source the member came back with (last touch, ADR 0071): tracking and `at`. */
    lastTouch: jsonb('last_touch').$type<Record<string, string>>(),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_brand_email_unique').on(t.brandId, t.emailNormalized),
    index('users_persona_idx').on(t.personaId).where(sql`${t.personaId} is not null`),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Denormalised from users so one index serves the member search. */
    brandId: text('brand_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    sexuality: text('sexuality', { enum: ['hetero', 'gay', 'lesbian', 'bi'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    region: text('region'),
    city: text('city'),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    bodyType: text('body_type', { enum: ['slim', 'normal', 'fat'] }),
    relationshipStatus: text('relationship_status', {
      enum: ['single', 'married', 'divorced', 'widowed', 'unmarried', 'living_together'],
    }),
    tattoos: boolean('tattoos'),
    aboutMe: text('about_me'),
    signupReason: text('signup_reason'),
    lookingForGender: text('looking_for_gender', { enum: ['male', 'female'] }),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** False hides the member from search (privacy mode, pending deletion). */
    searchable: boolean('searchable').notNull().default(true),
    mainPhotoId: bigint('main_photo_id', { mode: 'number' }),
  },
  (t) => [
    index('profiles_search_idx')
      .on(t.brandId, t.gender, t.country, t.dateOfBirth, t.userId)
      .where(sql`${t.searchable} and ${t.status} = 'active'`),
    index('profiles_browse_idx')
      .on(t.brandId, t.userId)
      .where(sql`${t.searchable} and ${t.status} = 'active'`),
    // "Women" / "men", newest first: the most common search walks this in order, deep pages too.
    index('profiles_browse_gender_idx')
      .on(t.brandId, t.gender, t.userId)
      .where(sql`${t.searchable} and ${t.status} = 'active'`),
    // A country, or a country and one of its regions, newest first (bench/search.ts: a rare
    // region otherwise means walking the whole brand to fill one page).
    index('profiles_browse_country_idx')
      .on(t.brandId, t.country, t.userId)
      .where(sql`${t.searchable} and ${t.status} = 'active'`),
    index('profiles_browse_region_idx')
      .on(t.brandId, t.country, t.region, t.userId)
      .where(sql`${t.searchable} and ${t.status} = 'active'`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    /** A server-made blur shown to non-premium members instead of a premium-only photo. */
    blurredFilename: text('blurred_filename'),
    status: text('status', { enum: ['approved', 'pending', 'rejected'] })
      .notNull()
      .default('approved'),
    premiumOnly: boolean('premium_only').notNull().default(false),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why staff rejected it (PHOTO_REJECTION_REASONS of packages/domain); the member reads it translated. */
    rejectionReason: text('rejection_reason'),
    /** When and by which staff member it was approved or rejected (issue 19, photo moderation). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
  },
  (t) => [
    index('photos_user_idx').on(t.userId, t.position),
    // The moderation queue reads pending photos oldest first (ids grow with upload time), paged by id.
    index('photos_queue_idx').on(t.status, t.id),
  ],
);

export const interests = pgTable('interests', {
  slug: text('slug').primaryKey(),
  icon: text('icon').notNull(),
});

export const profileInterests = pgTable(
  'profile_interests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestSlug: text('interest_slug')
      .notNull()
      .references(() => interests.slug),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interestSlug] })],
);
