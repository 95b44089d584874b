/** The brand:new planner: wrong answers are refused with the flag named; good ones give every file. */
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../load.server.ts';
import { LOCALES, brandSchema } from '../schema.ts';
import {
  contrastOk,
  missingAnswers,
  type NewBrandInput,
  NewBrandError,
  paletteFrom,
  planBrand,
} from './plan.ts';

const existing = loadBrands();
const company = { name: 'Lanternfield Media B.V.', tradenames: ['Velvet Date'] };
const taglines = Object.fromEntries(LOCALES.map((l) => [l, `Moonlight in ${l}`]));
const good: NewBrandInput = {
  id: 'moonlight',
  name: 'Moonlight Dates',
  niche: 2,
  accent: '#7a1f5c',
  taglines,
  tradeName: 'Moonlight Dates',
  logo: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20"/></svg>',
  domains: ['moonlight.example:en:GB:GBP', 'moonlight.example.de:de:DE:EUR'],
};
const plan = (input: NewBrandInput) => planBrand(input, existing, company);

describe('planBrand', () => {
  it('plans the brand config, theme, logo, app and trade name', () => {
    const planned = plan(good);
    expect(brandSchema.safeParse(planned.brand).success).toBe(true);
    expect(planned.brand.slugPrefix).toBe('she');
    expect(
      planned.brand.domains.map((d) => [d.host, d.domainLanguage, d.defaultCountry, d.currency]),
    ).toEqual([
      ['moonlight.example', 'en', 'GB', 'GBP'],
      ['moonlight.example.de', 'de', 'DE', 'EUR'],
    ]);
    expect(Object.keys(planned.files).sort()).toEqual([
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
    expect(planned.files['apps/moonlight/app/root.tsx']).toContain("import '@dating/brand-moonlight/theme';");
    expect(planned.brand.tagline).toBe('Moonlight in en');
    expect(planned.brand.taglines.fi).toBe('Moonlight in fi');
    expect(planned.files['brands/moonlight/public/logo.svg']).toContain('<circle');
    expect(JSON.parse(planned.updates['brands/company.json']!).tradenames).toEqual([
      'Velvet Date',
      'Moonlight Dates',
    ]);
    expect(planned.urls).toEqual([
      'http://moonlight.localhost:3000  (moonlight.example)',
      'http://de.moonlight.localhost:3000  (moonlight.example.de)',
    ]);
  });

  it('generates the initial as the logo only when asked to', () => {
    expect(plan({ ...good, logo: 'initial' }).files['brands/moonlight/public/logo.svg']).toContain(
      '>M</text>',
    );
  });

  it('serves the app in development through the network (a load context), not a bare Remix server', () => {
    const app = JSON.parse(plan(good).files['apps/moonlight/package.json']!);
    expect(app.scripts.dev).toBe('pnpm --workspace-root run dev --brand moonlight');
  });

  it('names every missing answer instead of assuming one', () => {
    const bare: NewBrandInput = {
      ...good,
      taglines: { en: 'x1' },
      tradeName: '',
      logo: '',
      domains: ['m.example:en'],
    };
    expect(missingAnswers(bare)).toEqual([
      '--trade-name',
      '--logo',
      '--tagline for da, de, es, fi, fr, it, nb, nl, pl, sv',
      '--domain m.example:en: write it as host:language:country:currency',
    ]);
    expect(() => plan(bare)).toThrow(/^Missing answers: --trade-name; --logo;/);
    expect(missingAnswers(good)).toEqual([]);
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
      { domains: ['velvetdate.example:en:GB:GBP'] },
      /^--domain velvetdate.example: already used by brand velvet/,
    ],
    [
      'an unknown language',
      { domains: ['moon.example:pt:PT:EUR'] },
      /^--domain moon.example:pt:PT:EUR: language must be one of/,
    ],
    ['no domain', { domains: [] }, /^Missing answers: --domain/],
    ['a currency bundles are not priced in', { domains: ['moon.example:en:US:XYZ'] }, /currency must be one/],
    ['a logo that is no SVG', { logo: 'PNG…' }, /^--logo: give an SVG file/],
    ['a bad id', { id: 'Moon Light' }, /^--id:/],
  ])('refuses %s', (_case, patch, message) => {
    expect(() => plan({ ...good, ...patch })).toThrow(NewBrandError);
    expect(() => plan({ ...good, ...patch })).toThrow(message);
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
