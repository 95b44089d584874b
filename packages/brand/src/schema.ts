/**
 * The brand config schema: what an operator writes in `brands/<id>/brand.json`.
 * A brand is one niche app (theme, slug prefix, landers); a domain is one site of it
 * (language, entry-popup countries). Both are resolved from this one file.
 */
import { isTimeZone } from '@dating/domain';
import { z } from 'zod';

export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec §1 / §9: niches 1–7 and the landing slug prefix each one uses. */
export const NICHE_SLUG_PREFIX = {
  1: null,
  2: 'she',
  3: 'bdsm',
  4: 'bbw',
  5: 'gilf',
  6: 'milf',
  7: 'gay',
} as const satisfies Record<number, string | null>;
export type Niche = keyof typeof NICHE_SLUG_PREFIX;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written as #rrggbb');

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as NL');

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a lower-case host name such as velvet.example.com',
  );

export const domainSchema = z.object({
  host: hostname,
  /** Spec §7 settings: the language a first visit gets when it has no locale cookie. */
  domainLanguage: z.enum(LOCALES),
  /** Locales offered in the language dropdown of this domain (spec §2: shown only when more than one). */
  locales: z
    .array(z.enum(LOCALES))
    .min(1)
    .default([...LOCALES]),
  /** Spec §2: the entry warning is shown only to visitors whose selected country is in this list. */
  entryPopupCountries: z.array(countryCode).default([]),
  /** The country a visitor without a geo-IP answer is assumed to be in. */
  defaultCountry: countryCode,
  /** ISO 4217 currency for prices on this domain. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR'),
  /**
   * The domain's IANA time zone (the swipe game's day, times on the site). Without one, the zone
   * of the default country (`siteTimeZone` in @dating/domain; ADR 0043).
   */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin').optional(),
});

export const brandSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be lower-case letters, digits and dashes'),
    name: z.string().min(2).max(40),
    /** One line under the name (home page, search results), in English. */
    tagline: z.string().min(2).max(120),
    /** The tagline in the other languages; a language without one shows the English line. */
    taglines: z.partialRecord(z.enum(LOCALES), z.string().min(2).max(120)).default({}),
    niche: z.union(
      [1, 2, 3, 4, 5, 6, 7].map((n) => z.literal(n)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]],
    ),
    slugPrefix: z.string().nullable(),
    colours: z.object({
      /** The brand accent (buttons, links, highlights). */
      accent: hexColour,
      /** Text on the accent colour. */
      onAccent: hexColour,
      /** A deeper tone of the accent for hover and pressed states. */
      accentStrong: hexColour,
      /** A light tint of the accent for soft backgrounds. */
      accentSoft: hexColour,
      /** Page background. */
      background: hexColour,
      /** Cards and panels. */
      surface: hexColour,
      /** Body text. */
      text: hexColour,
      /** Secondary text. */
      textMuted: hexColour,
    }),
    typography: z.object({
      /** A CSS font stack of fonts every device has (no font download: fast first paint). */
      body: z.string().min(3),
      heading: z.string().min(3),
    }),
    domains: z.array(domainSchema).min(1),
  })
  .superRefine((brand, ctx) => {
    const expected = NICHE_SLUG_PREFIX[brand.niche as Niche];
    if (brand.slugPrefix !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['slugPrefix'],
        message: `niche ${brand.niche} uses the slug prefix ${JSON.stringify(expected)}`,
      });
    }
    brand.domains.forEach((d, i) => {
      if (!d.locales.includes(d.domainLanguage)) {
        ctx.addIssue({
          code: 'custom',
          path: ['domains', i, 'locales'],
          message: `must include the domainLanguage ${d.domainLanguage}`,
        });
      }
    });
  });

export type BrandConfig = z.infer<typeof brandSchema>;
export type DomainConfig = z.infer<typeof domainSchema>;
