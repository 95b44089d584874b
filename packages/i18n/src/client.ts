/**
 * Browser i18n: English is bundled; every other locale's files load lazily as their own chunks
 * (spec §7) — and before hydration, so the first render matches the server's.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { getInitialNamespaces } from 'remix-i18next/client';
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, NAMESPACES } from './config.ts';
import enCommon from '../locales/en/common.json';

const lazy = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
  '!../locales/*/mail.json',
  '!../locales/*/legal.json',
]);

export async function initClientI18n(locale: string) {
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = lazy[`../locales/${lng}/${ns}.json`];
        return load ? (await load()).default : {};
      }),
    )
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: getInitialNamespaces().length ? getInitialNamespaces() : [...NAMESPACES],
      defaultNS: DEFAULT_NS,
      resources: { en: { common: enCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18next;
}
