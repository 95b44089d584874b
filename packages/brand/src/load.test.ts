/** Brand configs: every shipped brand is valid; a bad one fails naming the file and field. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandConfigError, loadBrands, loadCompany, parseBrandFile } from './load.server.ts';
import { brandTagline } from './resolve.ts';
import { LOCALES, NICHE_SLUG_PREFIX } from './schema.ts';

const velvet = () => JSON.parse(JSON.stringify(loadBrands().find((b) => b.id === 'velvet')));

describe('loadBrands', () => {
  it('loads every brand in brands/ and the company', () => {
    const brands = loadBrands();
    expect(brands.map((b) => b.id)).toContain('velvet');
    for (const b of brands)
      expect(b.slugPrefix).toBe(NICHE_SLUG_PREFIX[b.niche as keyof typeof NICHE_SLUG_PREFIX]);
    expect(loadCompany().name.length).toBeGreaterThan(2);
  });

  it('gives every shipped brand its tagline in all 11 languages', () => {
    for (const b of loadBrands()) {
      const missing = LOCALES.filter((l) => l !== 'en' && !b.taglines[l]);
      expect(missing, b.id).toEqual([]);
      expect(brandTagline(b, 'de'), b.id).not.toBe(b.tagline);
      expect(brandTagline(b, 'en'), b.id).toBe(b.tagline);
    }
  });

  it('refuses a host used by two brands', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    for (const id of ['one', 'two']) {
      mkdirSync(join(dir, id));
      writeFileSync(join(dir, id, 'brand.json'), JSON.stringify({ ...velvet(), id }));
    }
    expect(() => loadBrands(dir)).toThrow(/already used by brand one/);
  });

  it('refuses a brand whose id is not its folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    mkdirSync(join(dir, 'other'));
    writeFileSync(join(dir, 'other', 'brand.json'), JSON.stringify(velvet()));
    expect(() => loadBrands(dir)).toThrow(/id: must equal its folder name "other"/);
  });
});

describe('parseBrandFile', () => {
  it.each([
    ['a niche outside 1–7', (b: Record<string, unknown>) => Object.assign(b, { niche: 8 }), 'niche'],
    [
      'a slug prefix that does not fit the niche',
      (b: Record<string, unknown>) => Object.assign(b, { slugPrefix: 'gay' }),
      'slugPrefix',
    ],
    [
      'an unreadable colour',
      (b: { colours: Record<string, string> }) => Object.assign(b.colours, { accent: 'red' }) && b,
      'colours.accent',
    ],
    [
      'a domain language outside the locales',
      (b: { domains: { domainLanguage: string }[] }) =>
        Object.assign(b.domains[0]!, { domainLanguage: 'xx' }) && b,
      'domains.0.domainLanguage',
    ],
  ])('names the field for %s', (_case, mutate, field) => {
    const text = JSON.stringify(mutate(velvet()));
    expect(() => parseBrandFile('brands/x/brand.json', text)).toThrow(BrandConfigError);
    expect(() => parseBrandFile('brands/x/brand.json', text)).toThrow(
      new RegExp(`brands/x/brand.json: invalid brand config\\n.*${field.replace('.', '\\.')}`),
    );
  });

  it('names the file for broken JSON', () => {
    expect(() => parseBrandFile('brands/x/brand.json', '{')).toThrow(/brands\/x\/brand.json: not valid JSON/);
  });
});
