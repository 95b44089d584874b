/**
 * Who a case mail comes from: the site the complaint was filed on (or the member's own site), its
 * support address and mail name from the site settings, in the addressee's language.
 */
import type { Site } from '@dating/brand';
import type { Db } from '@dating/db';
import { profiles, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../http/env.ts';
import { NO_VISITOR, siteSettings } from '../../settings/queries.ts';
import { mailLocale } from '../../mail/layout.ts';
import type { CaseMailFrame } from './mails.ts';

/** The site of `host` (a domain of a brand), else the brand's first domain, else null. */
function siteOf(deps: ApiDeps, host: string | null, brandId: string | null): Site | null {
  for (const brand of deps.brands) {
    const domain = brand.domains.find((d) => d.host === host);
    if (domain) return { brand, domain, host: domain.host };
  }
  const brand = deps.brands.find((b) => b.id === brandId);
  const domain = brand?.domains[0];
  return brand && domain ? { brand, domain, host: domain.host } : null;
}

export async function mailFrame(
  deps: ApiDeps,
  input: {
    host: string | null;
    brandId: string | null;
    to: string;
    name: string;
    locale: string;
    reference: string;
  },
): Promise<CaseMailFrame | null> {
  const site = siteOf(deps, input.host, input.brandId);
  if (!site) return null;
  const locale = mailLocale(input.locale);
  const settings = await siteSettings(
    deps.db,
    site,
    NO_VISITOR,
    { uploadsPrefix: deps.uploadsPrefix, pushPublicKey: deps.pushPublicKey },
    locale,
  );
  return {
    site,
    locale,
    to: input.to,
    name: input.name,
    reference: input.reference,
    supportEmail: settings.support_email,
    mailName: settings.mail_name,
  };
}

/** The member a statement goes to: address, name, language, site; null when there is no such member. */
export async function memberAddress(db: Db, memberId: number) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      siteHost: users.siteHost,
      brandId: users.brandId,
      name: profiles.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  return row ?? null;
}
