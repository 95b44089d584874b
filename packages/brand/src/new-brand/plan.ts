/**
 * Plans a new brand from an operator's answers: validates them against the brand schema and
 * the brands that exist, derives a full palette from one accent colour, and returns every file
 * to write. Pure (no I/O), so it is tested without touching the repository. Nothing has a
 * silent default (ADR 0091): each domain's country and currency, the logo, the trade name and
 * the tagline in every language are answers, and `missingAnswers` names those not given.
 */
import { CURRENCIES, countryCurrency } from '@dating/domain';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { type BrandConfig, LOCALES, type Locale, NICHE_SLUG_PREFIX, brandSchema } from '../schema.ts';

extend([a11yPlugin, mixPlugin]);

export interface NewBrandInput {
  id: string;
  name: string;
  niche: number;
  accent: string;
  /** The tagline in every one of the 11 languages. */
  taglines: Partial<Record<Locale, string>>;
  /** The name the legal pages list among the company's trade names (brands/company.json). */
  tradeName: string;
  /** The logo's SVG text, or `initial` for a generated one (the brand's initial on its accent). */
  logo: string;
  /** `host:language:country:currency`, e.g. `velvetdate.example.de:de:DE:EUR`. */
  domains: string[];
}

export class NewBrandError extends Error {}

/** The company file's fields brand:new touches; the rest is kept as it is. */
export interface CompanyFile {
  tradenames: string[];
  [field: string]: unknown;
}

/** The answers not given, named as the flag that gives them (empty when all are there). */
export function missingAnswers(input: NewBrandInput): string[] {
  const missing: string[] = [];
  for (const key of ['id', 'name'] as const) if (!input[key].trim()) missing.push(`--${key}`);
  if (!Number.isFinite(input.niche) || input.niche === 0) missing.push('--niche');
  if (!input.accent.trim()) missing.push('--accent');
  if (!input.tradeName.trim()) missing.push('--trade-name');
  if (!input.logo.trim()) missing.push('--logo');
  const noTagline = LOCALES.filter((l) => !input.taglines[l]?.trim());
  if (noTagline.length > 0) missing.push(`--tagline for ${noTagline.join(', ')}`);
  if (input.domains.length === 0) missing.push('--domain');
  for (const spec of input.domains) {
    const [host, language, country, currency] = spec.split(':');
    if (!host || !language || !country || !currency)
      missing.push(`--domain ${spec}: write it as host:language:country:currency`);
  }
  return missing;
}

function parseDomain(spec: string) {
  const [host = '', language = '', country = '', currency = ''] = spec.split(':');
  if (!(LOCALES as readonly string[]).includes(language)) {
    throw new NewBrandError(`--domain ${spec}: language must be one of ${LOCALES.join(', ')}`);
  }
  const c = country.toUpperCase();
  const money = currency.toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(money)) {
    throw new NewBrandError(
      `--domain ${spec}: currency must be one the bundles are priced in: ${CURRENCIES.join(', ')}`,
    );
  }
  return {
    host: host.toLowerCase(),
    domainLanguage: language as Locale,
    locales: [...new Set([language, 'en'])] as Locale[],
    entryPopupCountries: [c],
    defaultCountry: c,
    currency: money,
  };
}

/** The currency a country's visitors expect, offered when an operator is asked (never assumed). */
export function suggestedCurrency(country: string): string | null {
  return countryCurrency(country);
}

/** A readable palette from one accent: deeper for hover, a soft tint for backgrounds. */
export function paletteFrom(accent: string): BrandConfig['colours'] {
  const base = colord(accent);
  if (!base.isValid()) throw new NewBrandError(`--accent ${accent}: not a colour (write it as #rrggbb)`);
  if (base.contrast('#ffffff') < 4.5) {
    throw new NewBrandError(
      `--accent ${accent}: white text on it is not readable (contrast ${base.contrast('#ffffff').toFixed(2)}:1, needs 4.5:1); choose a darker colour`,
    );
  }
  return {
    accent: base.toHex(),
    onAccent: '#ffffff',
    accentStrong: base.mix('#000000', 0.25).toHex(),
    accentSoft: base.mix('#ffffff', 0.9).toHex(),
    background: base.mix('#ffffff', 0.97).toHex(),
    surface: '#ffffff',
    text: '#1f1a1c',
    textMuted: '#5a5257',
  };
}

/** WCAG AA for normal text between two colours. */
export function contrastOk(foreground: string, background: string): boolean {
  return colord(foreground).contrast(background) >= 4.5;
}

export interface BrandPlan {
  brand: BrandConfig;
  /** New files: path (relative to the repository root) → contents. */
  files: Record<string, string>;
  /** Files that exist and change: brands/company.json with the new trade name. */
  updates: Record<string, string>;
  /** Where the brand answers in development, one address per domain. */
  urls: string[];
}

export function planBrand(
  input: NewBrandInput,
  existing: readonly BrandConfig[],
  company: CompanyFile,
): BrandPlan {
  const missing = missingAnswers(input);
  if (missing.length > 0) throw new NewBrandError(`Missing answers: ${missing.join('; ')}`);
  if (input.logo !== 'initial' && !/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(input.logo))
    throw new NewBrandError('--logo: give an SVG file (square, readable at 36 px) or the word initial');
  if (existing.some((b) => b.id === input.id))
    throw new NewBrandError(`--id ${input.id}: a brand with this id already exists`);
  const taken = new Map(existing.flatMap((b) => b.domains.map((d) => [d.host, b.id] as const)));
  const domains = input.domains.map(parseDomain);
  for (const d of domains) {
    const owner = taken.get(d.host);
    if (owner) throw new NewBrandError(`--domain ${d.host}: already used by brand ${owner}`);
  }
  if (domains.length === 0)
    throw new NewBrandError('--domain: give at least one domain, e.g. --domain example.com:en');
  const niche = input.niche as keyof typeof NICHE_SLUG_PREFIX;
  const candidate = {
    id: input.id,
    name: input.name,
    tagline: input.taglines.en,
    taglines: Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, input.taglines[l]])),
    niche: input.niche,
    slugPrefix: NICHE_SLUG_PREFIX[niche] ?? null,
    colours: paletteFrom(input.accent),
    typography: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    },
    domains,
  };
  const parsed = brandSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const flag =
      issue.path[0] === 'id'
        ? '--id'
        : issue.path[0] === 'niche'
          ? '--niche'
          : issue.path[0] === 'name'
            ? '--name'
            : `(${issue.path.join('.')})`;
    throw new NewBrandError(`${flag}: ${issue.message}`);
  }
  const brand = parsed.data;
  const id = brand.id;
  const tradeName = input.tradeName.trim();
  const initial = brand.name.trim().charAt(0).toUpperCase();
  const logo =
    input.logo === 'initial'
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img" aria-label="${escapeXml(brand.name)}"><rect width="48" height="48" rx="14" fill="${brand.colours.accent}"/><text x="24" y="33" text-anchor="middle" font-family="Georgia, serif" font-size="26" font-weight="700" fill="${brand.colours.onAccent}">${escapeXml(initial)}</text></svg>\n`
      : `${input.logo.trim()}\n`;
  const tradenames = company.tradenames.includes(tradeName)
    ? company.tradenames
    : [...company.tradenames, tradeName];
  return {
    brand,
    urls: brand.domains.map((d, i) =>
      i === 0
        ? `http://${id}.localhost:3000  (${d.host})`
        : `http://${d.defaultCountry.toLowerCase()}.${id}.localhost:3000  (${d.host})`,
    ),
    updates: { 'brands/company.json': `${JSON.stringify({ ...company, tradenames }, null, 2)}\n` },
    files: {
      [`brands/${id}/brand.json`]: `${JSON.stringify(brand, null, 2)}\n`,
      [`brands/${id}/package.json`]: `${JSON.stringify(
        {
          name: `@dating/brand-${id}`,
          version: '0.0.0',
          private: true,
          type: 'module',
          sideEffects: ['./theme.css.ts'],
          exports: {
            './brand.json': './brand.json',
            './theme': './theme.css.ts',
            './public/*': './public/*',
          },
          dependencies: { '@dating/ui-kit': 'workspace:*', '@vanilla-extract/css': 'catalog:' },
        },
        null,
        2,
      )}\n`,
      [`brands/${id}/theme.css.ts`]: `// ${brand.name}'s theme: the shared contract filled from this brand's brand.json colours.
import { vars } from '@dating/ui-kit/contract';
import { makeTheme } from '@dating/ui-kit/make-theme';
import '@dating/ui-kit/reset';
import { createGlobalTheme } from '@vanilla-extract/css';
import brand from './brand.json' with { type: 'json' };

createGlobalTheme(\`.theme-\${brand.id}\`, vars, makeTheme(brand.colours, brand.typography));
`,
      [`brands/${id}/public/logo.svg`]: logo,
      [`apps/${id}/package.json`]: `${JSON.stringify(
        {
          name: `@dating/app-${id}`,
          version: '0.0.0',
          private: true,
          type: 'module',
          scripts: {
            build: 'remix vite:build',
            // The network's dev server: a bare Remix dev server has no load context (ADR 0091).
            dev: `pnpm --workspace-root run dev --brand ${id}`,
            typecheck: 'tsc -p tsconfig.json',
          },
          dependencies: {
            [`@dating/brand-${id}`]: 'workspace:*',
            '@dating/site': 'workspace:*',
            '@dating/ui-kit': 'workspace:*',
            '@remix-run/node': 'catalog:',
            '@remix-run/react': 'catalog:',
            '@remix-run/route-config': 'catalog:',
            react: 'catalog:',
            'react-dom': 'catalog:',
          },
          devDependencies: {
            '@dating/config-typescript': 'workspace:*',
            '@remix-run/dev': 'catalog:',
            '@types/react': 'catalog:',
            '@types/react-dom': 'catalog:',
            '@vanilla-extract/vite-plugin': 'catalog:',
            typescript: 'catalog:',
            vite: 'catalog:',
          },
        },
        null,
        2,
      )}\n`,
      [`apps/${id}/vite.config.ts`]: `import { brandViteConfig } from '@dating/site/vite';\n\nexport default brandViteConfig({ brandId: '${id}' });\n`,
      [`apps/${id}/tsconfig.json`]: `${JSON.stringify({ extends: '@dating/config-typescript/react.json', include: ['app', 'vite.config.ts'] }, null, 2)}\n`,
      [`apps/${id}/app/routes.ts`]: `import { fileURLToPath } from 'node:url';\nimport { siteRoutes } from '@dating/site/routes';\n\nexport default siteRoutes(fileURLToPath(new URL('.', import.meta.url)));\n`,
      [`apps/${id}/app/root.tsx`]: `// ${brand.name}: the shared site with this brand's theme (only its own CSS ships).\nimport '@dating/brand-${id}/theme';\n\nexport { default, ErrorBoundary, Layout, handle, shouldRevalidate } from '@dating/site/root';\nexport { loader } from '@dating/site/root.server';\n`,
      [`apps/${id}/app/entry.server.tsx`]: `export { default, streamTimeout } from '@dating/site/entry.server';\n`,
      [`apps/${id}/app/entry.client.tsx`]: `import '@dating/site/entry.client';\n`,
    },
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
