/**
 * The sites an admin edits (issue 19 point 6): every domain of every brand, and the runtime
 * settings of one as it runs now — read through the member API's own settings query, so the
 * console shows exactly what members get.
 */
import { createHash } from 'node:crypto';
import type { BrandConfig, Site } from '@dating/brand';
import type { Db } from '@dating/db';
import { sites } from '@dating/db/schema';
import { type SiteSettingsEdit, editableSettings } from '@dating/domain';
import { eq } from 'drizzle-orm';
import { NO_VISITOR, type SettingsRuntime, buildSettings } from '../../settings/queries.ts';

/** Every domain of every brand, in the brands' order. */
export function siteList(brands: readonly BrandConfig[]) {
  return brands.flatMap((brand) =>
    brand.domains.map((domain) => ({
      host: domain.host,
      brand_id: brand.id,
      brand_name: brand.name,
      domain_language: domain.domainLanguage,
      locales: [...domain.locales],
      currency: domain.currency,
    })),
  );
}

/** The site of a domain host (never a development alias): the one row its settings live on. */
export function siteOfHost(brands: readonly BrandConfig[], host: string): Site | null {
  for (const brand of brands) {
    const domain = brand.domains.find((d) => d.host === host);
    if (domain) return { brand, domain, host };
  }
  return null;
}

/**
 * A fingerprint of the stored overrides: an edit names the one it was made on, so a second
 * admin's save in between is refused instead of silently overwritten.
 */
export const settingsVersion = (overrides: Record<string, unknown>) =>
  createHash('sha256').update(canonical(overrides)).digest('hex').slice(0, 16);

/** JSON with sorted keys: jsonb keeps its own key order, so the fingerprint must not depend on it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The operator's stored overrides of a site (empty when it has none). */
export async function storedOverrides(db: Db, host: string): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ settings: sites.settings })
    .from(sites)
    .where(eq(sites.host, host))
    .limit(1);
  return row?.settings ?? {};
}

/** The editable settings of a site from its overrides, defaults filled in as members get them. */
export async function effectiveEditable(
  site: Site,
  overrides: Record<string, unknown>,
  runtime: SettingsRuntime,
): Promise<Required<SiteSettingsEdit>> {
  const settings = await buildSettings(site, overrides, NO_VISITOR, runtime, site.domain.domainLanguage);
  return editableSettings(settings);
}

/** One site for the editor: its values now and the version an edit must name. */
export async function siteForEdit(db: Db, site: Site, runtime: SettingsRuntime) {
  const overrides = await storedOverrides(db, site.domain.host);
  return {
    values: await effectiveEditable(site, overrides, runtime),
    version: settingsVersion(overrides),
  };
}
