/**
 * The staff console's persona calls (issue 18): a persona is a fictional profile the staff run,
 * one member row per brand it appears on. Its profile fields are checked by the same schema and
 * rules as a member's own profile (profileUpdateSchema; name and date of birth by the signup
 * rules in @dating/domain, run in the command).
 */
import { z } from 'zod';
import { ownProfileSchema, profileUpdateSchema } from './account.ts';
import { GENDERS } from './choices.ts';
import { multilineText, text } from './text.ts';

export const PERSONA_LABEL_MAX = 80;
export const PERSONA_NOTES_MAX = 4000;
export const PERSONA_OPENER_MAX = 500;
export const PERSONA_OPENERS_MAX = 10;

const personaFields = {
  label: text().trim().min(1, 'required').max(PERSONA_LABEL_MAX, 'too_long'),
  notes: multilineText().trim().max(PERSONA_NOTES_MAX, 'too_long'),
  openers: z
    .array(multilineText().trim().min(1, 'required').max(PERSONA_OPENER_MAX, 'too_long'), {
      message: 'invalid',
    })
    .max(PERSONA_OPENERS_MAX, 'too_many'),
  name: text().trim().max(60, 'username_too_long'),
  gender: z.enum(GENDERS, { message: 'required' }),
  looking_for: z.enum(GENDERS, { message: 'required' }),
  date_of_birth: text().trim().max(10, 'invalid_date_of_birth'),
};

const profileFields = profileUpdateSchema.omit({ signup_reason: true });

/** A new persona: who it is, the brands it appears on, and its profile. */
export const personaCreateSchema = profileFields
  .extend({
    ...personaFields,
    notes: personaFields.notes.default(''),
    openers: personaFields.openers.default([]),
    country: text().regex(/^[A-Z]{2}$/, 'invalid'),
    brands: z.array(text().max(40), { message: 'invalid' }).min(1, 'required').max(20, 'too_many'),
  })
  .strict();
export type PersonaCreate = z.input<typeof personaCreateSchema>;

/** An edit: the fields sent, applied to the persona's row on every brand. */
export const personaUpdateSchema = profileFields
  .extend({
    label: personaFields.label.optional(),
    notes: personaFields.notes.optional(),
    openers: personaFields.openers.optional(),
    name: personaFields.name.optional(),
    gender: personaFields.gender.optional(),
    looking_for: personaFields.looking_for.optional(),
    date_of_birth: personaFields.date_of_birth.optional(),
  })
  .strict();
export type PersonaUpdate = z.input<typeof personaUpdateSchema>;

export const personaListQuerySchema = z.object({
  brand: text().max(40).optional(),
  /** `active` (default), `retired` or `all`. */
  retired: z.enum(['active', 'retired', 'all'], { message: 'invalid' }).default('active'),
});

export const personaIdParamSchema = z.object({
  id: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});
export const personaPhotoParamSchema = personaIdParamSchema.extend({
  photo: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});
export const personaBrandRequestSchema = z
  .object({ brand: text().min(1, 'required').max(40, 'invalid') })
  .strict();
export const personaRetireRequestSchema = z.object({ retired: z.boolean({ message: 'required' }) }).strict();
export const personaLikeRequestSchema = z
  .object({ member: z.number({ message: 'invalid' }).int('invalid').positive('invalid') })
  .strict();

const photoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  premium_only: z.boolean(),
  main: z.boolean(),
});

export const personaSummarySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  brands: z.array(z.string()),
  main_photo: photoSchema.nullable(),
  retired: z.boolean(),
});
export type PersonaSummary = z.infer<typeof personaSummarySchema>;

export const personaSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  notes: z.string(),
  openers: z.array(z.string()),
  retired_at: z.string().nullable(),
  /** Brands it appears on, each with its member id there. */
  brands: z.array(z.object({ brand: z.string(), member: z.number().int() })),
  /** The member's own profile fields; interests stand beside it. */
  profile: ownProfileSchema.omit({ signup_reason: true, interests: true }),
  interests: z.array(z.string()),
  photos: z.array(photoSchema),
});
export type Persona = z.infer<typeof personaSchema>;

export const personaResponseSchema = z.object({ persona: personaSchema });
export const personaListResponseSchema = z.object({
  personas: z.array(personaSummarySchema),
  /** Every brand of the network, for the filters and the brand choices of the forms. */
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const personaLikeResponseSchema = z.object({ ok: z.literal(true), match: z.boolean() });
