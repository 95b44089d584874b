/**
 * A member's own site outside a request of theirs (the scheduler's mails, the back office's
 * activation mail): the brand and domain they signed up on, and the settings a mail takes.
 */
import type { BrandConfig, Site } from '@dating/brand';
import type { Settings } from '@dating/contract';
import type { ApiDeps } from '../http/env.ts';
import { NO_VISITOR, siteSettings } from './queries.ts';

/** The member's brand on the domain they signed up on (its first domain if that one is gone). */
export function memberSite(
  brands: readonly BrandConfig[],
  brandId: string,
  host: string | null,
): Site | null {
  const brand = brands.find((b) => b.id === brandId);
  const domain = brand?.domains.find((d) => d.host === host) ?? brand?.domains[0];
  return brand && domain ? { brand, domain, host: domain.host } : null;
}

/** Mails take the settings' numbers and names; no setting text goes into them (the domain's language). */
export const siteMailSettings = (
  deps: Pick<ApiDeps, 'db' | 'uploadsPrefix' | 'pushPublicKey'>,
  site: Site,
): Promise<Settings> =>
  siteSettings(
    deps.db,
    site,
    NO_VISITOR,
    { uploadsPrefix: deps.uploadsPrefix, pushPublicKey: deps.pushPublicKey },
    site.domain.domainLanguage,
  );

/** The public origin of a site for links in mails sent outside its requests. */
export const memberSiteOrigin = (deps: Pick<ApiDeps, 'publicOrigin'>, site: Site) =>
  deps.publicOrigin?.(site) ?? `https://${site.domain.host}`;
