// Toolbar: brand (its theme class on <html>, its name and logo), locale (lang + i18next), viewport.
// a11y runs on every story. Stories name i18n keys and the brand's identity, never English
// literals or one brand's name (issue 23, ADR 0090): the decorators below fill them in.
import type { Decorator, Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { useEffect, useMemo } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LOCALES, LOCALE_NAMES } from '../packages/i18n/src/config.ts';
import { resources } from '../packages/i18n/src/resources.gen.ts';
import {
  StoryTexts,
  type StoryTextSource,
  resolveStoryArgs,
  useStoryTexts,
} from '../packages/ui-kit/src/stories/story-texts.tsx';

// Every brand's theme (each brand app ships only its own; designers see them all).
const themes = import.meta.glob('../brands/*/theme.css.ts', { eager: true });
const brandFiles = import.meta.glob<{ id: string; name: string }>('../brands/*/brand.json', {
  eager: true,
  import: 'default',
});
const logos = import.meta.glob<string>('../brands/*/public/logo.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const BRANDS = Object.values(brandFiles)
  .filter((b) => `../brands/${b.id}/theme.css.ts` in themes)
  .map((b) => ({ id: b.id, name: b.name, logo: logos[`../brands/${b.id}/public/logo.svg`] ?? '' }));
/** The brand a site without a brand in its Host shows (DEFAULT_BRAND of packages/server). */
const DEFAULT_BRAND = 'velvet';

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

/** The locale switched before the story renders, so its first render is already translated. */
const withBrandAndLocale: Decorator = (Story, context) => {
  const { brand, locale } = context.globals as { brand: string; locale: string };
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.className = `theme-${brand}`;
    document.documentElement.lang = locale;
  }, [brand, locale]);
  const source = useMemo<StoryTextSource>(
    () => ({
      t: (key, options) => i18next.t(key, { lng: locale, ...options }),
      brand: BRANDS.find((b) => b.id === brand) ?? BRANDS[0]!,
    }),
    [brand, locale],
  );
  useStoryTexts(source);
  return (
    <I18nextProvider i18n={i18next}>
      <StoryTexts.Provider value={source}>
        <Story args={resolveStoryArgs(context.args, source)} />
      </StoryTexts.Provider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withBrandAndLocale],
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRANDS.map((b) => ({ value: b.id, title: b.name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((l) => ({ value: l, title: LOCALE_NAMES[l] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND, locale: 'en' },
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '780px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};
export default preview;
