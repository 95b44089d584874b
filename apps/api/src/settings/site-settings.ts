/**
 * The settings a site runs on (spec §3 Settings): brand config + domain + built-in defaults,
 * overridden by the operator's runtime settings stored on the site row.
 */
import { type Site, brandTagline } from '@dating/brand';
import type { Settings } from '@dating/api-client/schemas';
import { sites } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiEnv } from '../http/env.ts';
import { REGION_COUNTRIES } from '@dating/domain';

export const VISIBLE_PROFILE_FIELDS = [
  'age',
  'gender',
  'sexuality',
  'country',
  'region',
  'city',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'interests',
  'about_me',
  'signup_reason',
] as const;

export interface VisitorContext {
  /** Country from a trusted edge header, when there is one. */
  geoipCountry: string | null;
  /** The country the visitor chose, from their cookie. */
  selectedCountry: string | null;
}

export function buildSettings(
  site: Site,
  overrides: Partial<Settings>,
  visitor: VisitorContext,
  runtime: { uploadsPrefix: string; pushPublicKey: string },
): Settings {
  const { brand, domain } = site;
  const geoip = visitor.geoipCountry ?? domain.defaultCountry;
  const defaults: Settings = {
    name: brand.name,
    // In the domain's language: what search engines index and a shared link shows.
    index_title: `${brand.name} – ${brandTagline(brand, domain.domainLanguage)}`,
    description: brandTagline(brand, domain.domainLanguage),
    domain: domain.host,
    domain_language: domain.domainLanguage,
    cdn_prefix: runtime.uploadsPrefix,
    niche: brand.niche,
    slug_prefix: brand.slugPrefix,
    brand_id: brand.id,
    locales: domain.locales,
    currency: domain.currency,
    countries: [...REGION_COUNTRIES],
    visible_profile_fields: [...VISIBLE_PROFILE_FIELDS],
    visible_profile_notes: ['about_me', 'signup_reason'],
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    geoip_country: geoip,
    geoip_selected_country: visitor.selectedCountry ?? geoip,
    entry_popup_countries: domain.entryPopupCountries,
    message_credits: 1,
    photo_credits: 3,
    gift_credits: 5,
    signup_credits: 0,
    message_length: 1000,
    minimum_message_costs: {},
    support_email: `support@${domain.host}`,
    support_phone: '+31 20-794-6000',
    enable_site_entry_popup: 'yes',
    push_public_key: runtime.pushPublicKey,
    fictional_icon: true,
    fictional_warning: {
      singular:
        'This profile is fictional: it is run by our team for entertainment, and you will not meet this person.',
      plural:
        'Some profiles are fictional: they are run by our team for entertainment, and you will not meet these people.',
    },
    refund_days: 14,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    member_resell: false,
    company_id: 1,
    mail_name: brand.name,
    min_age: 18,
    // Marketing landers are made to be found; member pages stay out of search engines unless
    // the operator opts in (ADR 0030).
    indexing: { landers: true, members: false },
    // Sofort and Giropay are off by their own default (discontinued); an operator switches any
    // method on or off here without a code change.
    payment_methods: {},
    // Bundles and prices are the domain's defaults (ADR 0109) unless the operator changes them here.
    bundles: {},
  };
  return {
    ...defaults,
    ...overrides,
    indexing: { ...defaults.indexing, ...overrides.indexing },
    geoip_country: defaults.geoip_country,
    geoip_selected_country: defaults.geoip_selected_country,
  };
}

/** The settings of the request's site: brand defaults, the operator's overrides and the visitor's country. */
export async function loadSiteSettings(c: Context<ApiEnv>): Promise<Settings> {
  const { db, trustProxy, uploadsPrefix, pushPublicKey } = c.get('deps');
  const site = c.get('site');
  const [row] = await db
    .select({ settings: sites.settings })
    .from(sites)
    .where(eq(sites.host, site.domain.host))
    .limit(1);
  const edge = trustProxy ? (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code')) : undefined;
  const selected = getCookie(c, 'selected_country');
  return buildSettings(
    site,
    (row?.settings ?? {}) as Partial<Settings>,
    {
      geoipCountry: edge && /^[A-Z]{2}$/.test(edge) ? edge : null,
      selectedCountry: selected && /^[A-Z]{2}$/.test(selected) ? selected : null,
    },
    { uploadsPrefix, pushPublicKey },
  );
}
