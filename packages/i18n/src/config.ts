/**
 * The i18n set-up shared by server and browser: 11 locales (spec §1), default en, the
 * namespaces, and the locale cookie `i18n_redirected` — a plain locale code such as `de`
 * (not Remix's base64 JSON cookie format), kept 365 days (spec §9).
 */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const NAMESPACES = ['common'] as const;
/** Namespaces only the server loads (e-mail and legal texts never reach a browser bundle; a legal page's loader sends its text as data). */
export const SERVER_NAMESPACES = ['common', 'mail', 'legal'] as const;
export const DEFAULT_NS = 'common';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each locale's own name, for the language menu (shown in that language, never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads the plain locale code from a Cookie header; null when absent or unsupported. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** A Set-Cookie value holding the plain locale code for 365 days. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Spec §7: the cookie wins; without one, the site's domain_language when it is supported
 * (and the caller then sets the cookie); otherwise the default.
 */
export function resolveLocale(input: {
  cookie: Locale | null;
  domainLanguage: string;
  allowed: readonly string[];
}): { locale: Locale; setCookie: boolean } {
  if (input.cookie && input.allowed.includes(input.cookie)) return { locale: input.cookie, setCookie: false };
  if (isLocale(input.domainLanguage)) return { locale: input.domainLanguage, setCookie: true };
  return { locale: DEFAULT_LOCALE, setCookie: true };
}

/**
 * Marks a locale the visitor chose on this device (language menu), as opposed to one set
 * automatically from the domain's language. At login a chosen locale wins and is stored on the
 * account; otherwise the account's language applies (docs/decisions/0013).
 */
export const LOCALE_CHOSEN_COOKIE = 'i18n_chosen';

export function localeChosenCookie(secure: boolean): string {
  return `${LOCALE_CHOSEN_COOKIE}=1; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function hasChosenLocale(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)i18n_chosen=1(?:;|$)/.test(cookieHeader ?? '');
}
