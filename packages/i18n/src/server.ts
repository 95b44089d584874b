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
      .then(() => rememberPlainTexts(i18n));
    instances.set(locale, instance);
  }
  return instance;
}

export async function getFixedT(locale: Locale, ns: string = DEFAULT_NS) {
  return (await createServerI18n(locale)).getFixedT(locale, ns);
}

/** The options a call without values carries (those `getFixedT` and `useTranslation` add). */
const PLAIN_OPTIONS = new Set(['lng', 'ns', 'keyPrefix']);

const isPlainCall = (key: unknown, options: unknown, more: number): key is string =>
  typeof key === 'string' &&
  more === 0 &&
  (options === undefined ||
    (typeof options === 'object' &&
      options !== null &&
      Object.entries(options).every(([name, value]) => PLAIN_OPTIONS.has(name) || value === undefined)));

/**
 * A text without values is the same for every request of a locale — the resources never change
 * while the server runs — so it is looked up once. i18next resolves each call anew (key and
 * namespace splitting, the fallback chain, interpolation and nesting), about 7 µs a call; a page
 * makes 110–160 calls, half to two thirds of them without values (ADR 0096's profile). Calls
 * with values, counts, contexts or defaults go to i18next as before.
 */
export function rememberPlainTexts(i18n: I18n): I18n {
  const lookUp = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const t = (key: unknown, options?: unknown, ...more: unknown[]) => {
    if (!isPlainCall(key, options, more.length)) return lookUp(key, options, ...more);
    const o = (options ?? {}) as { lng?: string; ns?: string | readonly string[]; keyPrefix?: string };
    const id = `${o.lng ?? ''}\u0000${String(o.ns ?? '')}\u0000${o.keyPrefix ?? ''}\u0000${key}`;
    if (texts.has(id)) return texts.get(id);
    const text = lookUp(key, options);
    texts.set(id, text);
    return text;
  };
  i18n.t = t as unknown as I18n['t'];
  return i18n;
}
