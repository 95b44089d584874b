// Toolbar: brand theme (the class on <html>), locale (lang + i18next), viewport. a11y runs on every story.
import type { Decorator, Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LOCALES, LOCALE_NAMES } from '../packages/i18n/src/config.ts';
import { resources } from '../packages/i18n/src/resources.gen.ts';

// Every brand's theme (each brand app ships only its own; designers see them all).
const themes = import.meta.glob('../brands/*/theme.css.ts', { eager: true });
const BRANDS = Object.keys(themes).map((path) => path.split('/')[2]!);

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

const withBrandAndLocale: Decorator = (Story, context) => {
  const { brand, locale } = context.globals as { brand: string; locale: string };
  useEffect(() => {
    document.documentElement.className = `theme-${brand}`;
    document.documentElement.lang = locale;
    void i18next.changeLanguage(locale);
  }, [brand, locale]);
  return (
    <I18nextProvider i18n={i18next}>
      <Story />
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withBrandAndLocale],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: BRANDS, dynamicTitle: true },
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
  initialGlobals: { brand: BRANDS[0] ?? 'velvet', locale: 'en' },
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
