import type { CompanyInfo, Settings } from '@dating/contract';
import { LEGAL_PAGE_SLUGS } from '@dating/domain';
import { LOCALES } from '@dating/i18n';
import { describe, expect, it } from 'vitest';
import { legalPage, legalValues } from './legal-pages.server.ts';

const company: CompanyInfo = {
  name: 'Lanternfield Media B.V.',
  address: 'Prinsengracht 263',
  kvk: '90417382',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Velvet Date', 'Her Flame'],
  vat_numbers: ['NL865392716B01'],
  support_phone: '+31 20-794-6000',
  delete_discount: 50,
  added: '2024-03-01T12:00:00Z',
};
const settings = {
  name: 'Velvet Date',
  domain: 'velvetdate.example',
  support_email: 'support@velvetdate.example',
  support_phone: '+31 20-794-6000',
  refund_days: 14,
  min_age: 18,
  fictional_icon: true,
  fictional_warning: { singular: 'This one is fictional.', plural: 'Some profiles are fictional.' },
} as Settings;

describe('built-in legal pages', () => {
  it.each(LOCALES)('renders every page in %s with every value filled in', async (locale) => {
    for (const slug of LEGAL_PAGE_SLUGS) {
      const page = await legalPage({ slug, locale, settings, company, override: null });
      expect(page.title).not.toMatch(/^(terms|privacy|cookies|faq|returnPolicy|service|ban|usc2257)\./);
      expect(page.html).not.toContain('{{');
      expect(page.description).not.toContain('{{');
      expect(page.html.length).toBeGreaterThan(500);
      expect(page.custom).toBe(false);
    }
  });

  it('names the 2257 custodian of records from company info, else the company at its address (ADR 0089)', async () => {
    const own = await legalPage({ slug: '2257', locale: 'en', settings, company, override: null });
    expect(own.html).toContain(
      'Lanternfield Media B.V., Custodian of Records, Prinsengracht 263, Amsterdam, Netherlands',
    );
    const named = await legalPage({
      slug: '2257',
      locale: 'de',
      settings,
      company: {
        ...company,
        records_custodian: 'R. Keeper',
        records_address: '1 Main St, Wilmington, DE 19801, USA',
      },
      override: null,
    });
    expect(named.html).toContain('R. Keeper, Custodian of Records, 1 Main St, Wilmington, DE 19801, USA');
  });

  it('fills the terms from company info and settings, with the terms version date rule', async () => {
    const page = await legalPage({ slug: 'terms', locale: 'en', settings, company, override: null });
    expect(page.html).toContain('Lanternfield Media B.V.');
    expect(page.html).toContain('90417382');
    expect(page.html).toContain('Netherlands');
    expect(page.html).toContain('within 14 days');
    expect(page.html).toContain('Some profiles are fictional.');
    expect(page.version).toBe('2024-03-01T12:00:00.000Z');
    expect(page.toc.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves out the fictional profiles section when the site has none', async () => {
    const page = await legalPage({
      slug: 'terms',
      locale: 'en',
      settings: { ...settings, fictional_icon: false },
      company,
      override: null,
    });
    expect(page.html).not.toContain('Fictional profiles');
  });

  it('shows the cleaned support phone on the service page', async () => {
    const page = await legalPage({ slug: 'service', locale: 'de', settings, company, override: null });
    expect(page.html).toContain('href="tel:+31207946000"');
    expect(legalValues('de', settings, company).country).toBe('Niederlande');
  });

  it("uses the operator's text when there is one, without raw HTML", async () => {
    const page = await legalPage({
      slug: 'faq',
      locale: 'en',
      settings,
      company,
      override: { title: 'Our FAQ', body: '## Question\n\nAnswer <script>x</script>' },
    });
    expect(page.title).toBe('Our FAQ');
    expect(page.custom).toBe(true);
    expect(page.html).toContain('<h2 id="question">Question</h2>');
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.toc).toEqual([]);
  });
});
