/**
 * Age assurance per country (issue 22 point 6, ADR 0088). The date of birth typed at signup
 * (age.ts) is the floor everywhere; an operator may require stronger checks per visitor country
 * before explicit media is shown. Which media is explicit and whether a member may see it are
 * decided here, without I/O.
 */
import { z } from 'zod';

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
