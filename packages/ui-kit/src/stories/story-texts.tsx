/**
 * Texts of the stories (issue 23): a story never spells an English label; it names an i18n key
 * (`t('members.search')`) or the brand's identity (`brandName`, `brandLogo`), and Storybook's
 * preview fills them in for the locale and brand chosen in its toolbar. ui-kit knows no i18next
 * and no brand: the markers are plain strings in the args (also inside JSX args), the preview
 * resolves them (`resolveStoryArgs`) and provides the translator to `<T>` through `StoryTexts`
 * for texts a story's own render writes.
 */
import { cloneElement, createContext, isValidElement, useContext } from 'react';

export interface StoryTextSource {
  t(key: string, options?: Record<string, unknown>): string;
  brand: { id: string; name: string; logo: string };
}

export const StoryTexts = createContext<StoryTextSource>({
  t: (key) => key,
  brand: { id: '', name: '', logo: '' },
});

const OPEN = '⟦';
const CLOSE = '⟧';
const BRAND_MARKER = /⟦brand:(name|logo)⟧/g;
const T_MARKER = /⟦t:([^|⟧]+)(?:\|([^⟧]*))?⟧/g;

/** The translation of `key` (namespace `common` unless `ns:` prefixes it) in the story's locale. */
export function t(key: string, options?: Record<string, unknown>): string {
  return `${OPEN}t:${key}${options ? `|${JSON.stringify(options)}` : ''}${CLOSE}`;
}

/** The chosen brand's name and logo URL (brands/<id>/brand.json and public/logo.svg). */
export const brandName = `${OPEN}brand:name${CLOSE}`;
export const brandLogo = `${OPEN}brand:logo${CLOSE}`;

/** A translated text where a story passes JSX (children, `end`, …). */
export function T({ k, ...options }: { k: string } & Record<string, unknown>) {
  const { t: translate } = useContext(StoryTexts);
  return <>{translate(k, Object.keys(options).length ? options : undefined)}</>;
}

function resolveText(text: string, source: StoryTextSource): string {
  // The brand first: a translation's values may name it (`t('home.heroTitle', { brand: brandName })`).
  return text
    .replace(BRAND_MARKER, (_, key: string) => (key === 'logo' ? source.brand.logo : source.brand.name))
    .replace(T_MARKER, (_, key: string, json?: string) =>
      source.t(key, json ? (JSON.parse(json) as Record<string, unknown>) : undefined),
    );
}

let current: StoryTextSource | undefined;

/** Called by the preview's decorator before each render: the texts a play function reads. */
export function useStoryTexts(source: StoryTextSource): void {
  current = source;
}

/** A marked text as the story shows it now (for play functions: `getByRole('button', { name: shown(t('…')) })`). */
export function shown(text: string): string {
  return current ? resolveText(text, current) : text;
}

/** The args with every marker replaced, through arrays, plain objects and the props of JSX. */
export function resolveStoryArgs<A>(value: A, source: StoryTextSource): A {
  if (typeof value === 'string') return (value.includes(OPEN) ? resolveText(value, source) : value) as A;
  if (isValidElement(value)) {
    return cloneElement(value, resolveStoryArgs(value.props as Record<string, unknown>, source)) as A;
  }
  if (Array.isArray(value)) return value.map((v) => resolveStoryArgs(v, source)) as A;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveStoryArgs(v, source)])) as A;
  }
  return value;
}
