/** The brand:new planner: wrong answers are refused with the flag named; good ones give every file. */
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../load.server.ts';
import { brandSchema } from '../schema.ts';
import { contrastOk, type NewBrandInput, NewBrandError, paletteFrom, planBrand } from './plan.ts';

const existing = loadBrands();
const good: NewBrandInput = {
  id: 'moonlight',
  name: 'Moonlight Dates',
  niche: 2,
  accent: '#7a1f5c',
  domains: ['moonlight.example:en', 'moonlight.example.de:de'],
};

describe('planBrand', () => {
  it('plans the brand config, theme, logo and app', () => {
    const plan = planBrand(good, existing);
    expect(brandSchema.safeParse(plan.brand).success).toBe(true);
    expect(plan.brand.slugPrefix).toBe('she');
    expect(plan.brand.domains.map((d) => [d.host, d.domainLanguage, d.defaultCountry, d.currency])).toEqual([
      ['moonlight.example', 'en', 'GB', 'GBP'],
      ['moonlight.example.de', 'de', 'DE', 'EUR'],
    ]);
    expect(Object.keys(plan.files).sort()).toEqual([
      'apps/moonlight/app/entry.client.tsx',
      'apps/moonlight/app/entry.server.tsx',
      'apps/moonlight/app/root.tsx',
      'apps/moonlight/app/routes.ts',
      'apps/moonlight/package.json',
      'apps/moonlight/tsconfig.json',
      'apps/moonlight/vite.config.ts',
      'brands/moonlight/brand.json',
      'brands/moonlight/package.json',
      'brands/moonlight/public/logo.svg',
      'brands/moonlight/theme.css.ts',
    ]);
    expect(plan.files['apps/moonlight/app/root.tsx']).toContain("import '@dating/brand-moonlight/theme';");
  });

  it.each<[string, Partial<NewBrandInput>, RegExp]>([
    ['a niche outside 1–7', { niche: 9 }, /^--niche/],
    ['an unreadable colour', { accent: 'reddish' }, /^--accent reddish: not a colour/],
    [
      'a colour too light for white text',
      { accent: '#ffcc00' },
      /^--accent #ffcc00: white text on it is not readable/,
    ],
    ['an existing id', { id: 'velvet' }, /^--id velvet: a brand with this id already exists/],
    [
      'a domain of another brand',
      { domains: ['velvetdate.example:en'] },
      /^--domain velvetdate.example: already used by brand velvet/,
    ],
    [
      'an unknown language',
      { domains: ['moon.example:pt'] },
      /^--domain moon.example:pt: language must be one of/,
    ],
    ['no domain', { domains: [] }, /^--domain: give at least one domain/],
    ['a bad id', { id: 'Moon Light' }, /^--id:/],
  ])('refuses %s', (_case, patch, message) => {
    expect(() => planBrand({ ...good, ...patch }, existing)).toThrow(NewBrandError);
    expect(() => planBrand({ ...good, ...patch }, existing)).toThrow(message);
  });
});

describe('paletteFrom', () => {
  it('derives a readable palette from one accent', () => {
    const p = paletteFrom('#0f766e');
    expect(p.accent).toBe('#0f766e');
    expect(contrastOk(p.onAccent, p.accentStrong)).toBe(true);
    expect(contrastOk(p.accentStrong, p.accentSoft)).toBe(true);
  });
});
