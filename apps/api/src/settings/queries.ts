/**
 * The one settings query (issue 17): what a site runs on (spec §3 Settings): brand config + domain + built-in defaults,
 * overridden by the operator's runtime settings stored on the site row. The texts members read
 * come in the request's language (ADR 0043): the operator's text for that language, else the
 * translated default.
 */
import { type Site, brandTagline } from '@dating/brand';
import type { Settings } from '@dating/contract';
import { interests, sites } from '@dating/db/schema';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@dating/db';
import {
  DEFAULT_AGE_ASSURANCE,
  INTERESTS,
  REGION_COUNTRIES,
  isNonEmptyText,
  operatorText,
  siteTimeZone,
} from '@dating/domain';
import type { Locale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';

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

export type Overrides = Partial<Record<keyof Settings, unknown>>;

const isWarning = (value: unknown): value is Settings['fictional_warning'] =>
  typeof value === 'object' &&
  value !== null &&
  isNonEmptyText((value as Record<string, unknown>).singular) &&
  isNonEmptyText((value as Record<string, unknown>).plural);

/** The settings texts members read, in `locale`: the operator's for that language, else ours. */
async function settingTexts(site: Site, overrides: Overrides, locale: Locale) {
  const t = await getFixedT(locale, 'legal');
  const pick = <T>(key: keyof Settings, isText: (value: unknown) => value is T) =>
    operatorText(overrides[key], { locale, domainLanguage: site.domain.domainLanguage, isText });
  const tagline = brandTagline(site.brand, locale);
  return {
    // A first visit (and a search engine) has no locale cookie: it gets the domain's language.
    index_title: pick('index_title', isNonEmptyText) ?? `${site.brand.name} – ${tagline}`,
    description: pick('description', isNonEmptyText) ?? tagline,
    fictional_warning: pick('fictional_warning', isWarning) ?? {
      singular: t('fictionalWarning.singular'),
      plural: t('fictionalWarning.plural'),
    },
  };
}

export async function buildSettings(
  site: Site,
  overrides: Overrides,
  visitor: VisitorContext,
  runtime: { uploadsPrefix: string; pushPublicKey: string },
  locale: Locale,
): Promise<Settings> {
  const { brand, domain } = site;
  const geoip = visitor.geoipCountry ?? domain.defaultCountry;
  const texts = await settingTexts(site, overrides, locale);
  const defaults: Settings = {
    name: brand.name,
    index_title: texts.index_title,
    description: texts.description,
    domain: domain.host,
    domain_language: domain.domainLanguage,
    cdn_prefix: runtime.uploadsPrefix,
    niche: brand.niche,
    slug_prefix: brand.slugPrefix,
    brand_id: brand.id,
    locales: domain.locales,
    currency: domain.currency,
    time_zone: siteTimeZone(domain),
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
    fictional_warning: texts.fictional_warning,
    refund_days: 14,
    // Empty: the discreet default from the company name (ADR 0087).
    statement_descriptor: '',
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    member_resell: false,
    company_id: 1,
    mail_name: brand.name,
    min_age: 18,
    photos_before_approval: true,
    // Marketing landers are made to be found; member pages stay out of search engines unless
    // the operator opts in (ADR 0030).
    indexing: { landers: true, members: false },
    // Sofort and Giropay are off by their own default (discontinued); an operator switches any
    // method on or off here without a code change.
    payment_methods: {},
    // Every method goes to the default provider unless the operator gives it to another (ADR 0085).
    payment_providers: {},
    // Bundles and prices are the domain's defaults (ADR 0109) unless the operator changes them here.
    bundles: {},
    // ADR 0088: the UK, France and Germany require their checks until the operator says otherwise.
    age_assurance: structuredClone(DEFAULT_AGE_ASSURANCE) as Settings['age_assurance'],
  };
  return {
    ...defaults,
    ...(overrides as Partial<Settings>),
    ...texts,
    indexing: { ...defaults.indexing, ...(overrides as Partial<Settings>).indexing },
    geoip_country: defaults.geoip_country,
    geoip_selected_country: defaults.geoip_selected_country,
    // The swipe quota counts days in the domain's zone; the texts must say the same zone.
    time_zone: defaults.time_zone,
  };
}

/** What the settings need besides the site row: where uploads are served, the push key. */
export interface SettingsRuntime {
  uploadsPrefix: string;
  pushPublicKey: string;
}

/**
 * The settings of a site: brand defaults, the operator's overrides stored on the site row, the
 * visitor's country and the texts in `locale`. Requests (settings/site-settings.ts) and jobs
 * (the notification mails) both read them here.
 */
export async function siteSettings(
  db: Db,
  site: Site,
  visitor: VisitorContext,
  runtime: SettingsRuntime,
  locale: Locale,
): Promise<Settings> {
  return buildSettings(site, await siteOverrides(db, site), visitor, runtime, locale);
}

/** The operator's overrides stored on the site's row (none: `{}`). */
export async function siteOverrides(db: Db, site: Site): Promise<Overrides> {
  const [row] = await db
    .select({ settings: sites.settings })
    .from(sites)
    .where(eq(sites.host, site.domain.host))
    .limit(1);
  return (row?.settings ?? {}) as Overrides;
}

/** A visitor the request tells nothing about (a job's mail): the domain's default country. */
export const NO_VISITOR: VisitorContext = { geoipCountry: null, selectedCountry: null };

/** The interest tags with their icons; only those the domain knows (and i18n translates). */
export async function interestTags(db: Db): Promise<{ slug: string; icon: string }[]> {
  const rows = await db
    .select({ slug: interests.slug, icon: interests.icon })
    .from(interests)
    .orderBy(asc(interests.slug));
  // Older databases may hold retired tags.
  const known = new Set(INTERESTS.map((i) => i.slug));
  return rows.filter((r) => known.has(r.slug));
}
