/**
 * The one settings query (ADR 0048): a request and the notification job read the same
 * settings of a site, the operator's overrides included, with no request at hand.
 */
import { sites } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { NO_VISITOR, siteSettings } from './queries.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 2 });
});
afterAll(() => h.close());

describe('siteSettings', () => {
  it('gives a job the operator’s settings of a site and the domain’s default country', async () => {
    const brand = h.deps.brands.find((b) => b.id === 'velvet')!;
    const domain = brand.domains.find((d) => d.host === 'velvetdate.example.nl')!;
    await h.db
      .update(sites)
      .set({ settings: { support_email: 'help@velvetdate.example.nl', mail_name: 'Velvet NL' } })
      .where(eq(sites.host, domain.host));
    const settings = await siteSettings(
      h.db,
      { brand, domain, host: domain.host },
      NO_VISITOR,
      { uploadsPrefix: h.deps.uploadsPrefix, pushPublicKey: h.deps.pushPublicKey },
      domain.domainLanguage,
    );
    expect(settings).toMatchObject({
      domain: 'velvetdate.example.nl',
      support_email: 'help@velvetdate.example.nl',
      mail_name: 'Velvet NL',
      geoip_country: domain.defaultCountry,
      geoip_selected_country: domain.defaultCountry,
    });
    const over = await h.request('/api/settings.php?forced-domain=velvetdate.example.nl');
    expect(over.body.settings.support_email).toBe('help@velvetdate.example.nl');
  });
});
