/** GET /api/settings.php — every Settings field of spec §3, per site. */
import { z } from 'zod';
import { AGE_CHECK_METHODS } from '@dating/domain';
import { text } from './text.ts';

export const settingsSchema = z.object({
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  niche: z.number().int().min(1).max(7),
  slug_prefix: z.string().nullable(),
  brand_id: z.string(),
  locales: z.array(z.string()),
  currency: z.string(),
  /** The site's IANA time zone: its day for the swipe game and the times it shows (ADR 0043). */
  time_zone: z.string(),
  countries: z.array(z.string()),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  entry_popup_countries: z.array(z.string()),
  message_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  signup_credits: z.number().int(),
  message_length: z.number().int(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  support_email: z.string(),
  support_phone: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  push_public_key: z.string(),
  fictional_icon: z.boolean(),
  fictional_warning: z.object({ singular: z.string(), plural: z.string() }),
  refund_days: z.number().int(),
  /**
   * What the member's card statement shows (ADR 0087): the operator's text, empty for the discreet
   * default made from the company name. Never the niche or the site's name.
   */
  statement_descriptor: z.string(),
  signups: z.string(),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  min_age: z.number().int(),
  /**
   * Whether a new photo shows to others while it waits for moderation (true, the default) or only
   * once staff approved it (ADR 0060). A rejected photo never shows.
   */
  photos_before_approval: z.boolean(),
  /**
   * Whether search engines may index the landers and the member pages (robots.txt, sitemap.xml;
   * ADR 0030). Legal pages and the home page are always indexable.
   */
  indexing: z.object({ landers: z.boolean(), members: z.boolean() }),
  /** The operator's switches per payment method id (absent: the method's default, spec §9). */
  payment_methods: z.record(z.string(), z.boolean()),
  /**
   * Which payment provider serves which method on this site, by provider id (ADR 0085); a method
   * not named here goes to the default provider (PAYMENT_PROVIDER's first).
   */
  payment_providers: z.record(z.string(), z.string()),
  /**
   * Age assurance (ADR 0088): the checks beyond the typed date of birth each visitor country
   * needs before explicit media is sent, `{ GB: ['hea'] }`; a country not listed needs none.
   */
  age_assurance: z.record(z.string(), z.array(z.enum(AGE_CHECK_METHODS))),
  /** The operator's changes to the bundles per tier: credits, prices (minor units per currency), popular. */
  bundles: z.record(
    z.string(),
    z.object({
      credits: z.number().int().optional(),
      prices: z.record(z.string(), z.number().int()).optional(),
      popular: z.boolean().optional(),
      /** Prices for single countries, `{ AT: { EUR: 2995 } }` (ADR 0070). */
      country_prices: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
    }),
  ),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsResponseSchema = z.object({ settings: settingsSchema });

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
  /** The 2257 custodian of records and where the records are kept (ADR 0089); absent: the company. */
  records_custodian: z.string().optional(),
  records_address: z.string().optional(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export const companyInfoResponseSchema = z.object({ companyinfo: companyInfoSchema });

export const interestSchema = z.object({ slug: z.string(), icon: z.string() });
export type Interest = z.infer<typeof interestSchema>;
export const interestsResponseSchema = z.object({ interests: z.array(interestSchema) });

export const regionSchema = z.object({ code: z.string(), name: z.string() });
export const regionsResponseSchema = z.object({ regions: z.record(z.string(), z.array(regionSchema)) });
export type Regions = z.infer<typeof regionsResponseSchema>['regions'];
/**
 * GET /api/regions.php query: `country` (ISO code) asks for that country's regions only, what a
 * location form loads when the member picks a country (ADR 0083); without it, every country's.
 */
export const regionsQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

/**
 * GET /api/settings.php query: `forced-domain` (a preview of another domain's settings, spec §7;
 * a host name, so no control characters, ADR 0044) and any tracking parameters the site passes
 * along, which the settings ignore and so do not refuse.
 */
export const settingsQuerySchema = z
  .object({ 'forced-domain': text().max(253).optional() })
  .catchall(z.string());
