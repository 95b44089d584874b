/** One row per domain of a brand, synced from brands/*.json; `settings` holds the operator's runtime overrides. */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sites = pgTable('sites', {
  host: text('host').primaryKey(),
  brandId: text('brand_id').notNull(),
  niche: integer('niche').notNull(),
  domainLanguage: text('domain_language').notNull(),
  locales: text('locales').array().notNull(),
  entryPopupCountries: text('entry_popup_countries').array().notNull(),
  defaultCountry: text('default_country').notNull(),
  currency: text('currency').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company info as the operator edited it (ADR 0069): at most one row (id 1), the whole
 * object. No row: `brands/company.json`, the seed, applies as it is.
 */
export const companyInfo = pgTable('company_info', {
  id: integer('id').primaryKey(),
  info: jsonb('info').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
