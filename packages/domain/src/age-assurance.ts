/**
 * Age assurance per country (issue 22 point 6, ADR 0088). The date of birth typed at signup
 * (age.ts) is the floor everywhere; an operator may require stronger checks per visitor country
 * before explicit media is shown. Which media is explicit and whether a member may see it are
 * decided here, without I/O.
 */
import { z } from 'zod';
import { ageOnDay } from './age.ts';
import { hasForbiddenControlCharacters } from './text-input.ts';

/**
 * The checks beyond self-declaration: `hea` highly effective age assurance (UK Online Safety
 * Act, Ofcom's list: photo ID matching, facial age estimation, open banking…),
 * `double_anonymity` a provider that learns nothing of the site and tells the site nothing of
 * the person (France, SREN law and Arcom's reference framework), `kjm` a system the German
 * KJM has positively assessed (JMStV §4(2)).
 */
export const AGE_CHECK_METHODS = ['hea', 'double_anonymity', 'kjm'] as const;
export type AgeCheckMethod = (typeof AGE_CHECK_METHODS)[number];
export const AGE_CHECK_RESULTS = ['passed', 'failed'] as const;
export type AgeCheckResult = (typeof AGE_CHECK_RESULTS)[number];

/** The methods each country requires, by ISO code; a country not listed needs only the floor. */
export type AgeAssuranceByCountry = Partial<Record<string, AgeCheckMethod[]>>;

/** What a site requires until the operator changes it: the law of the three countries that ask. */
export const DEFAULT_AGE_ASSURANCE: Readonly<Record<string, readonly AgeCheckMethod[]>> = {
  GB: ['hea'],
  FR: ['double_anonymity'],
  DE: ['kjm'],
};

/** The operator's setting as stored and edited: countries with at least one known method each. */
export const ageAssuranceEditSchema = z
  .record(
    z.string({ message: 'invalid' }).regex(/^[A-Z]{2}$/, 'invalid_country'),
    z.array(z.enum(AGE_CHECK_METHODS, { message: 'invalid' }), { message: 'invalid' }).max(3, 'too_big'),
    { error: (issue) => (issue.code === 'invalid_key' ? 'invalid_country' : 'invalid') },
  )
  // A country with no method listed is the floor: not kept, so the stored setting stays small.
  .transform((byCountry) =>
    Object.fromEntries(
      Object.entries(byCountry)
        .filter(([, methods]) => methods.length > 0)
        .map(([country, methods]) => [country, [...new Set(methods)]]),
    ),
  );

/** The methods a visitor from `country` must have passed (none: self-declaration suffices). */
export function requiredAgeChecks(
  byCountry: Readonly<AgeAssuranceByCountry> | undefined,
  country: string | null,
): AgeCheckMethod[] {
  if (!country) return [];
  return [...((byCountry ?? DEFAULT_AGE_ASSURANCE)[country] ?? [])];
}

/** The required methods not passed yet, in the order the operator listed them. */
export function missingAgeChecks(
  required: readonly AgeCheckMethod[],
  passed: Iterable<AgeCheckMethod>,
): AgeCheckMethod[] {
  const done = new Set(passed);
  return required.filter((m) => !done.has(m));
}

/**
 * Explicit media (ADR 0088): every photo sent in a chat, every premium-only photo (ADR 0106:
 * the intimate ones a member or moderation put behind premium), and every photo but the main
 * one of a persona whose operator enabled explicit media (ADR 0089). The main photo is the face
 * of a profile and never explicit: moderation rejects an explicit main photo.
 */
export function isExplicitPhoto(photo: {
  isMain: boolean;
  premiumOnly: boolean;
  ownerExplicit: boolean;
}): boolean {
  if (photo.isMain) return false;
  return photo.premiumOnly || photo.ownerExplicit;
}

/** Whether explicit media stays withheld from this viewer: a required check not passed (their own always shows). */
export function explicitMediaLocked(missing: readonly AgeCheckMethod[]): boolean {
  return missing.length > 0;
}

/**
 * The 18 U.S.C. 2257(b) / 28 C.F.R. 75.2 record of one performer (a persona, ADR 0089), as the
 * console edits it: the legal name, every other name used, the date of birth (an adult on the
 * production date), the identification document examined, and the date of production.
 */
export const PERFORMER_ID_DOCUMENTS = [
  'passport',
  'id_card',
  'drivers_license',
  'other_government_id',
] as const;

const isoDay = z
  .string({ message: 'invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'invalid_date',
  );

const recordLine = (max: number) =>
  z
    .string({ message: 'invalid' })
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    // No control characters in a record that may be printed for an inspection.
    .refine((v) => !hasForbiddenControlCharacters(v), 'control_characters');

export const performerRecordSchema = z
  .object({
    legal_name: recordLine(200),
    other_names: z
      .string({ message: 'invalid' })
      .max(2000, 'too_long')
      .refine((v) => !hasForbiddenControlCharacters(v, { multiline: true }), 'control_characters')
      .transform((v) =>
        v
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join('\n'),
      ),
    date_of_birth: isoDay,
    id_document_type: z.enum(PERFORMER_ID_DOCUMENTS, { message: 'invalid' }),
    id_document_number: recordLine(100),
    id_issuer: recordLine(200),
    production_date: isoDay,
  })
  .strict()
  .superRefine((r, ctx) => {
    // The statute's point: 18 or older on the day the depiction was produced.
    if (r.date_of_birth && r.production_date && ageOnDay(r.date_of_birth, r.production_date) < 18) {
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'performer_minor' });
    }
  });
export type PerformerRecord = z.output<typeof performerRecordSchema>;
