/** The request's locale (same rule as the root loader) and a translator for loaders and meta. */
import { type Locale, readLocaleCookie, resolveLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import type { SiteLoadContext } from '../context.server.ts';

export function requestLocale(request: Request, context: SiteLoadContext): Locale {
  return resolveLocale({
    cookie: readLocaleCookie(request.headers.get('cookie')),
    domainLanguage: context.site.domain.domainLanguage,
    allowed: context.site.domain.locales,
  }).locale;
}

export function translatorFor(request: Request, context: SiteLoadContext) {
  return getFixedT(requestLocale(request, context));
}
