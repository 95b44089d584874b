/**
 * The console's own translations (en, nl, de; issue 18): one namespace, small enough to bundle
 * whole, so server and browser start from the same resources and the first render matches.
 */
import { CONSOLE_LOCALES, type ConsoleLocale } from '@dating/contract';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import nl from './locales/nl.json';

export const NAMESPACE = 'console';
export const resources = { en: { [NAMESPACE]: en }, nl: { [NAMESPACE]: nl }, de: { [NAMESPACE]: de } };
export { CONSOLE_LOCALES, type ConsoleLocale };

export const isConsoleLocale = (value: unknown): value is ConsoleLocale =>
  typeof value === 'string' && (CONSOLE_LOCALES as readonly string[]).includes(value);

/** The names of the languages in their own language (the switch shows these). */
export const LANGUAGE_NAMES: Record<ConsoleLocale, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
};

export function createI18n(locale: ConsoleLocale): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...CONSOLE_LOCALES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources,
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  return i18n;
}
