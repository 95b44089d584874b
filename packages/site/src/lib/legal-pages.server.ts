/**
 * A legal or help page as the loader sends it (spec §1, §2): the operator's own Markdown text
 * (`site_pages`, through the API) when there is one for this site and locale, else the built-in
 * text of the server-only `legal` namespace filled from company info and site settings (spec
 * §3), rendered to HTML on the server. The `legal` texts never reach the browser bundle.
 */
import type { CompanyInfo, Settings } from '@dating/contract';
import { type LegalPageSlug, cleanSupportPhone, termsVersionDate, dateFormatter } from '@dating/domain';
import type { Locale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import { renderMarkdown } from './markdown.server.ts';

/** The i18n key of a page under `legal` (keys are identifiers: no dashes, no leading digit). */
export const legalKey = (slug: LegalPageSlug) =>
  slug === 'return-policy' ? 'returnPolicy' : slug === '2257' ? 'usc2257' : slug;

export interface LegalPage {
  slug: LegalPageSlug;
  title: string;
  description: string;
  html: string;
  toc: { id: string; text: string }[];
  /** The terms version date (terms only), ISO. */
  version: string | null;
  /** Whether the operator's own text is shown. */
  custom: boolean;
}

/** Pages with this many sections or more get a table of contents. */
const TOC_FROM = 4;

/** The values the built-in texts are filled with. */
export function legalValues(locale: Locale, settings: Settings, company: CompanyInfo) {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(company.country) ?? company.country;
  const termsDate = termsVersionDate(company.added);
  return {
    brand: settings.name,
    domain: settings.domain,
    company: company.name,
    address: company.address,
    city: company.city,
    country,
    kvk: company.kvk,
    vat: company.vat_numbers.join(', '),
    tradenames: company.tradenames.join(', '),
    supportEmail: settings.support_email,
    supportPhone: cleanSupportPhone(settings.support_phone || company.support_phone),
    refundDays: settings.refund_days,
    minAge: settings.min_age,
    termsDate: dateFormatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(termsDate),
    termsDateIso: termsDate.toISOString(),
    // The 2257 page's custodian of records (ADR 0089): the one company info names, else the company.
    custodian: company.records_custodian || company.name,
    custodianAddress: company.records_address || `${company.address}, ${company.city}, ${country}`,
  };
}

export async function legalPage(input: {
  slug: LegalPageSlug;
  locale: Locale;
  settings: Settings;
  company: CompanyInfo;
  override: { title: string; body: string } | null;
}): Promise<LegalPage> {
  const { slug, locale, settings, company, override } = input;
  const t = await getFixedT(locale, 'legal');
  const key = legalKey(slug);
  const values = legalValues(locale, settings, company);
  const fictional =
    settings.fictional_icon && settings.fictional_warning.plural
      ? t('terms.fictional', { warning: settings.fictional_warning.plural })
      : '';
  const source = override?.body ?? t(`${key}.body`, { ...values, fictional });
  const { html, toc } = renderMarkdown(source);
  return {
    slug,
    title: override?.title ?? t(`${key}.title`, values),
    description: t(`${key}.description`, values),
    html,
    toc: toc.length >= TOC_FROM ? toc : [],
    version: slug === 'terms' ? values.termsDateIso : null,
    custom: override !== null,
  };
}
