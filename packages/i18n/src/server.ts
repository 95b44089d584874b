/**
 * Server-side i18n: one i18next instance per locale, made once and shared by every request
 * (its language never changes, so sharing is safe), for rendering and for loaders' `t`.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, DEFAULT_NS, SERVER_NAMESPACES, type Locale } from './config.ts';
import { resources } from './resources.ts';

const instances = new Map<Locale, Promise<I18n>>();

export function createServerI18n(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: Object.keys(resources),
        ns: [...SERVER_NAMESPACES],
        defaultNS: DEFAULT_NS,
        resources,
        interpolation: { escapeValue: false },
      })
      .then(() => i18n);
    instances.set(locale, instance);
  }
  return instance;
}

export async function getFixedT(locale: Locale, ns: string = DEFAULT_NS) {
  return (await createServerI18n(locale)).getFixedT(locale, ns);
}
