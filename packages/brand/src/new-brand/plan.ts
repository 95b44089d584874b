/**
 * Plans a new brand from an operator's answers: validates them against the brand schema and
 * the brands that exist, derives a full palette from one accent colour, and returns every file
 * to write. Pure (no I/O), so it is tested without touching the repository.
 */
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { type BrandConfig, LOCALES, NICHE_SLUG_PREFIX, brandSchema } from '../schema.ts';
import { countryCurrency } from '@dating/domain';

extend([a11yPlugin, mixPlugin]);

export interface NewBrandInput {
  id: string;
  name: string;
  tagline?: string;
  niche: number;
  accent: string;
  /** `host:language[:country[:currency]]`, e.g. `velvetdate.example.de:de:DE:EUR`. */
  domains: string[];
}

export class NewBrandError extends Error {}

/** The tagline a brand gets when the operator gives none, in every language. */
const DEFAULT_TAGLINE = {
  en: 'Real people, real chemistry, close to you.',
  da: 'Ægte mennesker, ægte kemi, tæt på dig.',
  de: 'Echte Menschen, echte Chemie, ganz in deiner Nähe.',
  es: 'Personas reales, química real, cerca de ti.',
  fi: 'Oikeita ihmisiä, oikeaa kemiaa, lähelläsi.',
  fr: 'Des gens vrais, une vraie alchimie, près de chez vous.',
  it: 'Persone vere, vera intesa, vicino a te.',
  nb: 'Ekte mennesker, ekte kjemi, nær deg.',
  nl: 'Echte mensen, echte klik, dichtbij jou.',
  pl: 'Prawdziwi ludzie, prawdziwa chemia, blisko ciebie.',
  sv: 'Riktiga människor, riktig kemi, nära dig.',
} as const;

const COUNTRY_OF: Record<string, string> = {
  da: 'DK',
  de: 'DE',
  en: 'GB',
  es: 'ES',
  fi: 'FI',
  fr: 'FR',
  it: 'IT',
  nb: 'NO',
  nl: 'NL',
  pl: 'PL',
  sv: 'SE',
};

function parseDomain(spec: string) {
  const [host, language, country, currency] = spec.split(':');
  if (!host || !language)
    throw new NewBrandError(`--domain ${spec}: write it as host:language, e.g. example.com:en`);
  if (!(LOCALES as readonly string[]).includes(language)) {
    throw new NewBrandError(`--domain ${spec}: language must be one of ${LOCALES.join(', ')}`);
  }
  const c = (country ?? COUNTRY_OF[language] ?? 'GB').toUpperCase();
  return {
    host: host.toLowerCase(),
    domainLanguage: language as BrandConfig['domains'][number]['domainLanguage'],
    locales: [...new Set([language, 'en'])] as BrandConfig['domains'][number]['locales'],
    entryPopupCountries: [c],
    defaultCountry: c,
    currency: (currency ?? countryCurrency(c) ?? 'EUR').toUpperCase(),
  };
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
  /** Path (relative to the repository root) → file contents. */
  files: Record<string, string>;
}

export function planBrand(input: NewBrandInput, existing: readonly BrandConfig[]): BrandPlan {
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
    // An operator's own tagline is English until they add `taglines` per language (guide).
    ...(input.tagline
      ? { tagline: input.tagline, taglines: {} }
      : (({ en, ...others }) => ({ tagline: en, taglines: others }))(DEFAULT_TAGLINE)),
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
  const initial = brand.name.trim().charAt(0).toUpperCase();
  return {
    brand,
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
      [`brands/${id}/public/logo.svg`]: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img" aria-label="${escapeXml(brand.name)}"><rect width="48" height="48" rx="14" fill="${brand.colours.accent}"/><text x="24" y="33" text-anchor="middle" font-family="Georgia, serif" font-size="26" font-weight="700" fill="${brand.colours.onAccent}">${escapeXml(initial)}</text></svg>\n`,
      [`apps/${id}/package.json`]: `${JSON.stringify(
        {
          name: `@dating/app-${id}`,
          version: '0.0.0',
          private: true,
          type: 'module',
          scripts: { build: 'remix vite:build', dev: 'remix vite:dev', typecheck: 'tsc -p tsconfig.json' },
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
