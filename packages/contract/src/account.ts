/**
 * Requests and answers of the account calls: signup and its steps, activation, password reset,
 * e-mail and password change. Messages are error codes (translated by the site); the rules
 * behind them (spec §5) live in @dating/domain and run in the API.
 */
import { MAX_INTERESTS, PHOTO_REJECTION_REASONS } from '@dating/domain';
import { z } from 'zod';
import { multilineText, text } from './text.ts';
import { userSchema } from './user.ts';
import {
  ABOUT_ME_MAX,
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
} from './choices.ts';

const trimmed = (max: number) => text().trim().max(max, 'too_long');
const optionalText = (max: number, multiline = false) =>
  (multiline ? multilineText() : text())
    .trim()
    .max(max, 'too_long')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const signupRequestSchema = z.object({
  email: trimmed(254),
  name: trimmed(60),
  date_of_birth: trimmed(10),
  password: text().max(128, 'password_too_long'),
  gender: z.enum(GENDERS, { message: 'required' }),
  looking_for: z.enum(GENDERS, { message: 'required' }),
  terms: z.literal(true, { message: 'terms_required' }),
  /** Spec §3 tracking data, kept from the first page. */
  tracking: z.record(text(), text().max(100)).optional(),
  language: text().max(5).optional(),
  /** Spec §3/§4: signup from a member's page sends this first message to `message_to` (held until confirmed). */
  signup_message: multilineText().max(20_000, 'too_long').optional(),
  message_to: z.number().int().positive().optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Steps 2–4 of signup and the profile page: each field optional, an empty string clears it. */
export const profileUpdateSchema = z
  .object({
    country: text()
      .regex(/^[A-Z]{2}$/, 'invalid')
      .optional(),
    region: optionalText(80),
    city: optionalText(80),
    hair_color: z.enum(HAIR_COLOURS, { message: 'invalid' }).nullable().optional(),
    eye_color: z.enum(EYE_COLOURS, { message: 'invalid' }).nullable().optional(),
    body_type: z.enum(BODY_TYPES, { message: 'invalid' }).nullable().optional(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES, { message: 'invalid' }).nullable().optional(),
    tattoos: z.boolean().nullable().optional(),
    about_me: optionalText(ABOUT_ME_MAX, true),
    signup_reason: optionalText(500, true),
    /** The whole set of interest slugs (replaces the old one); ADR 0021. */
    interests: z.array(text().max(40), { message: 'invalid' }).max(MAX_INTERESTS, 'too_many').optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const ownProfileSchema = z.object({
  name: z.string(),
  gender: z.enum(GENDERS),
  looking_for: z.enum(GENDERS).nullable(),
  date_of_birth: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  tattoos: z.boolean().nullable(),
  about_me: z.string().nullable(),
  signup_reason: z.string().nullable(),
  interests: z.array(z.string()),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

export const tokenRequestSchema = z.object({ token: text().min(1, 'required').max(128, 'invalid') });
/** GET /api/reset-password.php?token=: the token of the reset link (empty when missing). */
export const resetLinkQuerySchema = z.object({ token: text().max(200).default('') });
/** GET /api/reset-password.php: whether the reset link still works. */
export const resetLinkValidResponseSchema = z.object({ valid: z.boolean() });
export const resetRequestSchema = z.object({ email: trimmed(254).min(1, 'required') });
export const resetPasswordSchema = z.object({
  token: text().min(1, 'required').max(128, 'invalid'),
  password: text().max(128, 'password_too_long'),
  password_confirm: text().max(128, 'password_too_long'),
});
export const passwordChangeSchema = z.object({
  old_password: text().min(1, 'required').max(128, 'too_long'),
  password: text().max(128, 'password_too_long'),
  password_confirm: text().max(128, 'password_too_long'),
});
export const mailChangeSchema = z.object({
  email: trimmed(254).min(1, 'required'),
  password: text().min(1, 'required').max(128, 'too_long'),
});

export const signupResponseSchema = z.object({ user: userSchema });
export const emailSentResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

/** The member's own photos on /profile (spec §2 "settings of images"; §5 photo limits). */
export const ownPhotoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  /**
   * Moderation status: a rejected photo is shown to nobody else; a pending one only where the
   * site shows photos before approval (ADR 0060).
   */
  status: z.enum(['approved', 'pending', 'rejected']),
  /** Why staff rejected it (translated on the site); null unless rejected. */
  rejection_reason: z.enum(PHOTO_REJECTION_REASONS).nullable(),
  main: z.boolean(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;
export const ownPhotosResponseSchema = z.object({
  photos: z.array(ownPhotoSchema),
  /** How many photos this member may have (3 free, 25 premium). */
  max: z.number().int(),
});
export const photoIdRequestSchema = z.object({
  id: z.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});

/** GET /api/geocode.php (spec §7): the browser's position, reverse-geocoded on our side. */
export const geocodeQuerySchema = z.object({
  lat: z.coerce.number({ message: 'invalid' }).min(-90, 'invalid').max(90, 'invalid'),
  lon: z.coerce.number({ message: 'invalid' }).min(-180, 'invalid').max(180, 'invalid'),
});
/** The place, or false when there is none nearby (the open sea) or it cannot be told. */
export const geocodeResponseSchema = z.union([
  z.literal(false),
  z.object({ country: z.string().length(2), city: z.string() }),
]);
export type GeocodeResult = z.infer<typeof geocodeResponseSchema>;
