/**
 * Each site's time zone (ADR 0043): the swipe game's day (ADR 0100) and every time the site shows
 * ("New likes from 00:00") use it, so server and text agree. A domain may name its IANA zone in
 * its brand config; otherwise it is the zone of the domain's default country — the country the
 * domain is for. A country spanning several zones gets its most populous one.
 */
import { DEFAULT_SITE_TIME_ZONE } from './swipe.ts';

/** The zone of each country we serve (spec §9's region countries). */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  AT: 'Europe/Vienna',
  AU: 'Australia/Sydney',
  BE: 'Europe/Brussels',
  CA: 'America/Toronto',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PL: 'Europe/Warsaw',
  SE: 'Europe/Stockholm',
  US: 'America/New_York',
};

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The site's zone: the domain's own, else its default country's, else the operator's. */
export function siteTimeZone(domain: { timeZone?: string | undefined; defaultCountry: string }): string {
  return domain.timeZone ?? COUNTRY_TIME_ZONES[domain.defaultCountry.toUpperCase()] ?? DEFAULT_SITE_TIME_ZONE;
}
