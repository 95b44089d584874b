/**
 * The root loader of every brand site: loads the site's settings, the member and the company
 * once per request and decides the locale (cookie, else the domain's language — spec §7).
 */
import { type LoaderFunctionArgs, data } from '@remix-run/node';
import { localeCookie, readLocaleCookie, resolveLocale } from '@dating/i18n';
import { totalNewLikes } from '@dating/domain';
import { type SiteLoadContext, apiFor } from './context.server.ts';
import { readEntryWarningDismissal } from './lib/entry-warning-cookie.ts';
import { readAlertDismissals } from './lib/alert-dismissal.ts';
import { requestTracking, trackingCookie } from './lib/tracking.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  const api = apiFor(request, ctx);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const [settings, user, company] = await Promise.all([
    api.settings(ctx.site.host, query),
    api.user(),
    api.companyInfo(),
  ]);
  // Spec §2 top navigation: the likes entry carries the number of new likes.
  const newLikes = user ? totalNewLikes((await api.likes()).liked_by) : 0;
  const { locale, setCookie } = resolveLocale({
    cookie: readLocaleCookie(request.headers.get('cookie')),
    domainLanguage: settings.domain_language,
    allowed: settings.locales,
  });
  const headers = new Headers();
  if (setCookie)
    headers.append('Set-Cookie', localeCookie(locale, new URL(request.url).protocol === 'https:'));
  const tracking = trackingCookie(request);
  if (tracking) headers.append('Set-Cookie', tracking);
  return data(
    {
      locale,
      settings,
      user,
      newLikes,
      company,
      entryWarningDismissedAt: readEntryWarningDismissal(request.headers.get('cookie')),
      alertsDismissedAt: readAlertDismissals(request.headers.get('cookie')),
      tracking: requestTracking(request),
      brand: { id: ctx.site.brand.id, name: ctx.site.brand.name, tagline: ctx.site.brand.tagline },
    },
    { headers },
  );
}
