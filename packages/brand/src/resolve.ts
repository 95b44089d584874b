/**
 * Resolving a request to a site: the Host header picks one domain of one brand.
 * In development every brand also answers at `<id>.localhost`, and plain `localhost`
 * (or 127.0.0.1) serves the default brand.
 */
import type { BrandConfig, DomainConfig, Locale } from './schema.ts';

export interface Site {
  brand: BrandConfig;
  domain: DomainConfig;
  /** The host the request came in on, without port. */
  host: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Strips the port and lower-cases a Host header value. */
export function normaliseHost(hostHeader: string | null | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** Finds the site a Host header belongs to, or null for an unknown host (the server answers 404). */
export function resolveSite(
  brands: readonly BrandConfig[],
  hostHeader: string | null | undefined,
  defaultBrandId: string,
): Site | null {
  const host = normaliseHost(hostHeader);
  if (!host) return null;
  for (const brand of brands) {
    const domain = brand.domains.find((d) => d.host === host);
    if (domain) return { brand, domain, host };
  }
  // Development: <brand>.localhost is the brand's first domain, <cc>.<brand>.localhost its domain
  // for country cc (nl.velvet.localhost → the Dutch domain, with its language and currency).
  const dev = LOOPBACK.has(host)
    ? [defaultBrandId]
    : host.endsWith('.localhost')
      ? host.slice(0, -'.localhost'.length).split('.').reverse()
      : [];
  const [devBrandId, country] = dev;
  if (!devBrandId || dev.length > 2) return null;
  const brand = brands.find((b) => b.id === devBrandId);
  const domain = country
    ? brand?.domains.find((d) => d.defaultCountry.toLowerCase() === country)
    : brand?.domains[0];
  return brand && domain ? { brand, domain, host } : null;
}

/** The brand's tagline in `locale`, or the English one when that language has none. */
export function brandTagline(brand: Pick<BrandConfig, 'tagline' | 'taglines'>, locale: string): string {
  return brand.taglines[locale as Locale] ?? brand.tagline;
}
