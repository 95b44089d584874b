/**
 * The settings of the request's site (the HTTP side of settings/queries.ts): the visitor's
 * country from the trusted edge header or their cookie, and the request's language.
 */
import type { Settings } from '@dating/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type Locale, readLocaleCookie, resolveLocale } from '@dating/i18n';
import type { ApiEnv } from '../http/env.ts';
import { keptReadsOf } from './kept-reads.ts';
import { buildSettings, siteOverrides } from './queries.ts';

export { VISIBLE_PROFILE_FIELDS, type VisitorContext, buildSettings } from './queries.ts';

/**
 * The settings of the request's site: brand defaults, the operator's overrides and the visitor's
 * country. The overrides are kept in the instance's memory until an operator's save (ADR 0083).
 */
export async function loadSiteSettings(c: Context<ApiEnv>): Promise<Settings> {
  const { db, events, trustProxy, uploadsPrefix, pushPublicKey } = c.get('deps');
  const edge = trustProxy ? (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code')) : undefined;
  const selected = getCookie(c, 'selected_country');
  const site = c.get('site');
  return buildSettings(
    site,
    await keptReadsOf(events).get(`site-settings:${site.domain.host}`, () => siteOverrides(db, site)),
    {
      geoipCountry: edge && /^[A-Z]{2}$/.test(edge) ? edge : null,
      selectedCountry: selected && /^[A-Z]{2}$/.test(selected) ? selected : null,
    },
    { uploadsPrefix, pushPublicKey },
    requestLocale(c),
  );
}

/** The request's language, by the site's own rule (spec §7): the locale cookie, else the domain's. */
export function requestLocale(c: Context<ApiEnv>): Locale {
  const { domain } = c.get('site');
  return resolveLocale({
    cookie: readLocaleCookie(c.req.header('cookie')),
    domainLanguage: domain.domainLanguage,
    allowed: domain.locales,
  }).locale;
}
