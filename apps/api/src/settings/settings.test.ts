/** Settings, company info, interests, regions and the OpenAPI document (spec §3, §7). */
import { shownProfileNotes, shownSearchFields } from '@dating/domain';
import {
  companyInfoResponseSchema,
  interestsResponseSchema,
  regionsResponseSchema,
  settingsResponseSchema,
} from '@dating/contract';
import { sites } from '@dating/db/schema';
import { LOCALES } from '@dating/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 8 });
});
afterAll(() => h.close());

describe('GET /api/settings.php', () => {
  it('returns every Settings field for the forced domain', async () => {
    const res = await h.request('/api/settings.php?forced-domain=velvetdate.example.de');
    expect(res.status).toBe(200);
    const { settings } = settingsResponseSchema.parse(res.body);
    expect(settings).toMatchObject({
      name: 'Velvet Date',
      domain: 'velvetdate.example.de',
      domain_language: 'de',
      niche: 1,
      slug_prefix: null,
      geoip_country: 'DE',
      geoip_selected_country: 'DE',
      entry_popup_countries: ['DE', 'AT', 'CH'],
      locales: ['de', 'en'],
      time_zone: 'Europe/Berlin',
      enable_site_entry_popup: 'yes',
      push_public_key: 'test-public-key',
    });
  });

  it('gives the texts members read in the request’s language (issue 15.4, ADR 0043)', async () => {
    // The German domain without a locale cookie: German.
    const de = settingsResponseSchema.parse(
      (await h.request('/api/settings.php?forced-domain=velvetdate.example.de')).body,
    ).settings;
    expect(de.fictional_warning).toEqual({
      singular:
        'Dieses Profil ist fiktiv: Unser Team betreibt es zur Unterhaltung, und du wirst diese Person nicht treffen.',
      plural:
        'Einige Profile sind fiktiv: Unser Team betreibt sie zur Unterhaltung, und du wirst diese Personen nicht treffen.',
    });
    expect(de.description).toBe('Echte Menschen, echte Chemie, ganz in deiner Nähe.');
    expect(de.index_title).toBe('Velvet Date – Echte Menschen, echte Chemie, ganz in deiner Nähe.');
    // The English domain for a visitor who chose Finnish.
    const fi = settingsResponseSchema.parse(
      (await h.request('/api/settings.php', { cookie: 'i18n_redirected=fi' })).body,
    ).settings;
    expect(fi.fictional_warning.plural).toMatch(/^Osa profiileista on kuvitteellisia/);
    expect(fi.description).toBe('Oikeita ihmisiä, oikeaa kemiaa, lähelläsi.');
  });

  it('has the fictional-profile notice, singular and plural, in every language (issue 18)', async () => {
    const warning = async (locale: string) =>
      settingsResponseSchema.parse(
        (await h.request('/api/settings.php', { cookie: `i18n_redirected=${locale}` })).body,
      ).settings.fictional_warning;
    const english = await warning('en');
    for (const locale of LOCALES) {
      const { singular, plural } = await warning(locale);
      expect(singular.trim(), locale).not.toBe('');
      expect(plural.trim(), locale).not.toBe('');
      expect(singular, locale).not.toBe(plural);
      if (locale !== 'en') expect([singular, plural], locale).not.toContain(english.singular);
    }
  });

  it('lets the operator set those texts per language; other languages keep the translated default', async () => {
    const host = 'velvetdate.example.de';
    const mine = { singular: 'Fiktives Profil.', plural: 'Manche Profile sind fiktiv.' };
    await h.db
      .update(sites)
      .set({ settings: { fictional_warning: { de: mine }, description: { fr: 'Des rencontres.' } } })
      .where(eq(sites.host, host));
    await h.dataChanged();
    const as = async (locale: string) =>
      settingsResponseSchema.parse(
        (await h.request(`/api/settings.php?forced-domain=${host}`, { cookie: `i18n_redirected=${locale}` }))
          .body,
      ).settings;
    expect((await as('de')).fictional_warning).toEqual(mine);
    expect((await as('en')).fictional_warning.singular).toMatch(/^This profile is fictional/);
    expect((await as('en')).description).toBe('Real people, real chemistry, close to you.');
    // A single text (how it was stored before) is the one for the domain's own language.
    await h.db
      .update(sites)
      .set({ settings: { fictional_warning: mine } })
      .where(eq(sites.host, host));
    await h.dataChanged();
    expect((await as('de')).fictional_warning).toEqual(mine);
    expect((await as('en')).fictional_warning.plural).toMatch(/^Some profiles are fictional/);
    await h.db.update(sites).set({ settings: {} }).where(eq(sites.host, host));
    await h.dataChanged();
  });

  it('answers per site: the dev host serves the brand’s first domain', async () => {
    const { settings } = settingsResponseSchema.parse((await h.request('/api/settings.php')).body);
    expect(settings.domain).toBe('velvetdate.example');
    expect(settings.domain_language).toBe('en');
  });

  it('applies the operator’s runtime settings from the database', async () => {
    await h.db
      .update(sites)
      .set({ settings: { signups: 'with_trafficsource', message_length: 500 } })
      .where(eq(sites.host, 'velvetdate.example.nl'));
    await h.dataChanged();
    const { settings } = settingsResponseSchema.parse(
      (await h.request('/api/settings.php?forced-domain=velvetdate.example.nl')).body,
    );
    expect(settings.signups).toBe('with_trafficsource');
    expect(settings.message_length).toBe(500);
    expect(settings.domain_language).toBe('nl');
  });

  it('lets the operator choose the search filters and profile notes a site shows (spec §3)', async () => {
    const defaults = settingsResponseSchema.parse((await h.request('/api/settings.php')).body).settings;
    expect(shownSearchFields(defaults.search_fields)).toEqual([
      'gender',
      'country',
      'countryregion',
      'min_age',
      'max_age',
    ]);
    expect(shownProfileNotes(defaults.visible_profile_notes)).toEqual(['about_me', 'signup_reason']);
    await h.db
      .update(sites)
      .set({ settings: { search_fields: ['max_age', 'gender'], visible_profile_notes: ['signup_reason'] } })
      .where(eq(sites.host, 'velvetdate.example.nl'));
    await h.dataChanged();
    const { settings } = settingsResponseSchema.parse(
      (await h.request('/api/settings.php?forced-domain=velvetdate.example.nl')).body,
    );
    expect(shownSearchFields(settings.search_fields)).toEqual(['max_age', 'gender']);
    expect(shownProfileNotes(settings.visible_profile_notes)).toEqual(['signup_reason']);
  });

  it('takes the visitor’s chosen country from their cookie', async () => {
    const { settings } = settingsResponseSchema.parse(
      (await h.request('/api/settings.php', { cookie: 'selected_country=NL' })).body,
    );
    expect(settings.geoip_selected_country).toBe('NL');
  });

  it('answers 404 with the envelope for an unknown domain', async () => {
    const res = await h.request('/api/settings.php?forced-domain=nope.example');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('unknown_site');
  });
});

describe('reference calls', () => {
  it('GET /api/companyinfo.php gives the company', async () => {
    const { companyinfo } = companyInfoResponseSchema.parse((await h.request('/api/companyinfo.php')).body);
    expect(companyinfo.kvk).toMatch(/^\d{8}$/);
    expect(companyinfo.tradenames).toContain('Velvet Date');
  });

  it('GET /api/interests.php gives the tags with icons', async () => {
    const { interests } = interestsResponseSchema.parse((await h.request('/api/interests.php')).body);
    expect(interests.length).toBeGreaterThanOrEqual(30);
    expect(interests.map((i) => i.slug)).toEqual(
      expect.arrayContaining(['adventure', 'beach', 'kissing', 'music']),
    );
    expect(interests.every((i) => i.icon.length > 0)).toBe(true);
  });

  it('GET /api/regions.php?country= gives that country’s regions, kept a day and revalidated by ETag', async () => {
    const first = await h.request('/api/regions.php?country=DE');
    expect(first.status).toBe(200);
    const { regions } = regionsResponseSchema.parse(first.body);
    expect(Object.keys(regions)).toEqual(['DE']);
    expect(regions.DE!.map((r) => r.name)).toContain('Bayern');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await h.request('/api/regions.php?country=DE', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // A country without a region label has none; a malformed code is refused.
    expect(
      regionsResponseSchema.parse((await h.request('/api/regions.php?country=BR')).body).regions,
    ).toEqual({});
    expect((await h.request('/api/regions.php?country=de')).status).toBe(400);
  });

  it('GET /api/regions.php gives regions for the 19 countries with a region label', async () => {
    const { regions } = regionsResponseSchema.parse((await h.request('/api/regions.php')).body);
    expect(Object.keys(regions).sort()).toEqual([
      'AT',
      'AU',
      'BE',
      'CA',
      'CH',
      'DE',
      'DK',
      'ES',
      'FI',
      'FR',
      'GB',
      'IE',
      'IT',
      'NL',
      'NO',
      'NZ',
      'PL',
      'SE',
      'US',
    ]);
    expect(regions.NL?.map((r) => r.name)).toContain('Noord-Holland');
  });

  it('serves an OpenAPI document naming every call', async () => {
    const res = await h.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings.php',
        '/api/user.php',
        '/api/logout.php',
        '/api/members.php',
        '/api/regions.php',
      ]),
    );
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await h.request('/api/nope.php');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
