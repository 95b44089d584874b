/**
 * The staff console's site settings calls (issue 19 point 6): the sites, one site's editable
 * runtime settings, a preview of an edit and the edit itself. The settings are checked by the
 * one schema of @dating/domain (siteSettingsEditSchema), which the `settings:set` CLI uses too.
 */
import { LEGAL_PAGE_SLUGS, companySchema, siteSettingsEditSchema } from '@dating/domain';
import { z } from 'zod';
import { multilineText, text } from './text.ts';

export const siteHostParamSchema = z.object({
  host: text({ message: 'invalid' }).regex(/^[a-z0-9.-]{1,253}$/, 'invalid'),
});

export const siteSummarySchema = z.object({
  host: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  domain_language: z.string(),
  locales: z.array(z.string()),
  currency: z.string(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;
export const siteListResponseSchema = z.object({ sites: z.array(siteSummarySchema) });

/** The values as they run now (every editable key) and the version an edit must name. */
export const siteSettingsResponseSchema = z.object({
  site: siteSummarySchema,
  values: siteSettingsEditSchema.required(),
  version: z.string(),
  /**
   * The payment providers this network runs (PAYMENT_PROVIDER, ADR 0085): the choices of the
   * site's `payment_providers`; `default` takes every method the setting gives to no other.
   */
  providers: z.object({ running: z.array(z.string()), default: z.string() }),
});
export type SiteSettingsView = z.infer<typeof siteSettingsResponseSchema>;

/** An edit: the values to store; `version` from the view (a save in between is refused). */
export const siteSettingsEditRequestSchema = z
  .object({
    values: siteSettingsEditSchema,
    version: z.string().regex(/^[0-9a-f]{16}$/, 'invalid'),
  })
  .strict();
export const siteSettingsPreviewRequestSchema = z.object({ values: siteSettingsEditSchema }).strict();

export const settingChangeRowSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type SettingChangeView = z.infer<typeof settingChangeRowSchema>;
export const siteSettingsChangesResponseSchema = z.object({
  changes: z.array(settingChangeRowSchema),
  /** After a save: the version the next edit names. */
  version: z.string().optional(),
});

/** The legal pages of a site (the `pages:set` CLI's texts): the operator's own, per page and language. */
export const sitePageParamSchema = siteHostParamSchema.extend({
  slug: z.enum(LEGAL_PAGE_SLUGS, { message: 'invalid' }),
  locale: text({ message: 'invalid' }).regex(/^[a-z]{2}$/, 'invalid'),
});
export const staffSitePageSchema = z.object({
  slug: z.string(),
  locale: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type SitePageView = z.infer<typeof staffSitePageSchema>;
export const sitePagesResponseSchema = z.object({
  site: siteSummarySchema,
  slugs: z.array(z.string()),
  /** Only the pages with the operator's own text; the others show the built-in text. */
  pages: z.array(staffSitePageSchema),
});
export type SitePagesView = z.infer<typeof sitePagesResponseSchema>;
/** A page's text as the CLI's file holds it: a `# Title` line, then the Markdown body. */
export const sitePageRequestSchema = z
  .object({ markdown: multilineText({ message: 'invalid' }).max(100_000, 'too_long') })
  .strict();

/**
 * The company info in the console (ADR 0069): the values in force, checked by the one schema
 * (`companySchema` of @dating/domain, which the seed file and the `settings:set company` CLI use
 * too), and the version an edit names.
 */
export const companyResponseSchema = z.object({ values: companySchema, version: z.string() });
export type CompanyView = z.infer<typeof companyResponseSchema>;
export const companyPreviewRequestSchema = z.object({ values: companySchema }).strict();
export const companyEditRequestSchema = z
  .object({ values: companySchema, version: z.string().regex(/^[0-9a-f]{16}$/, 'invalid') })
  .strict();
