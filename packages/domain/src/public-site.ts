/**
 * Rules of the public site (spec §1 legal and help pages, §2 /complaints and {token}): which
 * pages exist and under which short names, the complaint reasons and limits, the reference a
 * complainant is given, and the cookie-consent classification.
 */

/** The legal and help pages, by their path under /pages/ (spec §2), the US statement included. */
export const LEGAL_PAGE_SLUGS = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'return-policy',
  'service',
  'ban',
  '2257',
] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export const isLegalPageSlug = (slug: string): slug is LegalPageSlug =>
  (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);

/**
 * Spec §2 `{token}`: a short top-level name for a legal page (`/terms`, `/2257`), served as the
 * same page; any other single-segment path is not found (ADR 0030).
 */
export function legalPageForToken(token: string): LegalPageSlug | null {
  const slug = token.toLowerCase();
  return isLegalPageSlug(slug) ? slug : null;
}

/** Pages that only US sites link to and list (the 18 U.S.C. 2257 statement). */
export const US_ONLY_PAGES: readonly LegalPageSlug[] = ['2257'];

/** Whether a site shows the US legal footer: a site whose country is the United States. */
export const isUsSite = (siteCountry: string) => siteCountry === 'US';

/** What a complaint can be about (spec §2 /complaints). */
export const COMPLAINT_REASONS = [
  'billing',
  'refund',
  'member_conduct',
  'fake_profile',
  'illegal_content',
  'privacy',
  'technical',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/** Complaints one IP may file per UTC day before the API answers 429. */
export const COMPLAINTS_PER_IP_PER_DAY = 5;

/** The reference number a complainant quotes: "C-" and the id, at least six digits. */
export const complaintReference = (id: number) => `C-${String(id).padStart(6, '0')}`;

/** The consent cookie's name and what it holds (ADR 0030). */
export const CONSENT_COOKIE = 'cookie_consent';
export type ConsentChoice = 'accepted' | 'rejected';

/** Cookies the site needs to work; always set. */
export const NECESSARY_COOKIES = [
  'sid',
  '__Host-sid',
  'i18n_redirected',
  'i18n_chosen',
  'entry_warning_dismissed',
  'alert_*',
  CONSENT_COOKIE,
] as const;
/** Cookies set only after the visitor accepted (traffic-source attribution). */
export const OPTIONAL_COOKIES = ['tracking'] as const;

/** The consent cookie's value: the choice and the day it was made ("accepted:2026-11-23"). */
export function consentValue(choice: ConsentChoice, at: Date): string {
  return `${choice}:${at.toISOString().slice(0, 10)}`;
}

/** The stored choice, or null when there is none (or it is unreadable: ask again). */
export function parseConsent(
  value: string | null | undefined,
): { choice: ConsentChoice; date: string } | null {
  const match = /^(accepted|rejected):(\d{4}-\d{2}-\d{2})$/.exec(value ?? '');
  return match ? { choice: match[1] as ConsentChoice, date: match[2]! } : null;
}

/** Optional cookies may be set only after an explicit accept. */
export const optionalCookiesAllowed = (value: string | null | undefined) =>
  parseConsent(value)?.choice === 'accepted';
