/** Business constants of spec §1, §3 and §9 that more than one part of the product reads. */
import { type Instant, toMs } from './calendar.ts';

/** Spec §1/§9: the 11 interface languages. */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
/** Spec §1: one interface language. */
export type Locale = (typeof LOCALES)[number];
/** Spec §1/§9: the default interface language. */
export const DEFAULT_LOCALE: Locale = 'en';
/** Spec §9: dates are formatted the Dutch way when no locale says otherwise. */
export const DEFAULT_DATE_LOCALE = 'nl';

const DAY_S = 86_400;
/** Spec §9: cookie lifetimes in seconds (Max-Age): locale 365 days, auth 30 days. */
export const COOKIE_MAX_AGE_S = { i18n_redirected: 365 * DAY_S, auth: 30 * DAY_S } as const;

/** Spec §9: the browser position may be at most an hour old. */
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;
/** Spec §9: background prefetch waits for 2 s of idle. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
/** Spec §9: the loading bar shows after 200 ms and runs for at most 5000 ms. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5_000 } as const;
/** Spec §7/§9: likes reload 500 ms after an auto-like. */
export const LIKES_RELOAD_AFTER_AUTO_LIKE_MS = 500;
/** Spec §1/§9: the marketing claim: premium members have a 46 % higher chance to find a match. */
export const PREMIUM_MATCH_CLAIM_PERCENT = 46;
/** Spec §1/§9: the welcome discount on a new member's first purchase. */
export const WELCOME_DISCOUNT_PERCENT = 25;

/** Spec §9: the 19 countries whose members pick a region (the form shows a region label). */
export const REGION_COUNTRIES = [
  'NL',
  'BE',
  'GB',
  'IE',
  'DE',
  'AT',
  'IT',
  'FR',
  'CH',
  'ES',
  'US',
  'CA',
  'AU',
  'NZ',
  'PL',
  'DK',
  'FI',
  'NO',
  'SE',
] as const;
/** Spec §9: one of the 19 countries. */
export type Country = (typeof REGION_COUNTRIES)[number];

/** Spec §9: whether a country's members pick a region (and the form shows its label). */
export function hasRegionLabel(country: string): boolean {
  return (REGION_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/** Spec §1/§9: niches 1–7 and their landing slug prefixes (niche 1 has none). */
export const NICHES = [
  { id: 1, slugPrefix: null },
  { id: 2, slugPrefix: 'she' },
  { id: 3, slugPrefix: 'bdsm' },
  { id: 4, slugPrefix: 'bbw' },
  { id: 5, slugPrefix: 'gilf' },
  { id: 6, slugPrefix: 'milf' },
  { id: 7, slugPrefix: 'gay' },
] as const;
/** Spec §1: a niche number. */
export type Niche = (typeof NICHES)[number]['id'];

/** Spec §1: the landing slug prefix of a niche (null for niche 1 and unknown niches). */
export function nicheSlugPrefix(niche: number): string | null {
  return NICHES.find((n) => n.id === niche)?.slugPrefix ?? null;
}

/** Spec §9: the default terms version date, 2023-12-01 12:00 UTC. */
export const TERMS_VERSION_DEFAULT = new Date(Date.UTC(2023, 11, 1, 12, 0, 0));

/**
 * Spec §9: the terms version date: 2023-12-01 12:00 UTC, or the company's added date when that
 * is later (company info `added`, an ISO string; unreadable dates are ignored).
 */
export function termsVersionDate(companyAdded: Instant | string | null): Date {
  const added = typeof companyAdded === 'string' ? Date.parse(companyAdded) : toMs(companyAdded ?? 0);
  const defaultMs = TERMS_VERSION_DEFAULT.getTime();
  return new Date(Number.isNaN(added) ? defaultMs : Math.max(defaultMs, added));
}

/** Spec §9: the support phone cleaned of dashes and spaces ("+31 20-794-6000" → "+31207946000"). */
export function cleanSupportPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
