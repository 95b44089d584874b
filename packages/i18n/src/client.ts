/**
 * Browser i18n: every locale's files, English too, load lazily as their own chunks (spec §7) —
 * and before hydration, so the first render matches the server's. English is a chunk like the
 * others rather than part of the entry every page preloads (its common.json is about 15 kB
 * gzipped; ADR 0080); i18next loads it as the fallback next to the page's own locale.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { getInitialNamespaces } from 'remix-i18next/client';
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, NAMESPACES } from './config.ts';

const lazy = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
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
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18next;
}
