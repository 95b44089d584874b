/**
 * The root loader of every brand site: takes the site's settings, the member and the company
 * from the request's page shell, and decides the locale (cookie, else
 * the domain's language — spec §7).
 */
import { type LoaderFunctionArgs, data } from '@remix-run/node';
import { localeCookie, readLocaleCookie, resolveLocale } from '@dating/i18n';
import { readEntryWarningDismissal } from './lib/entry-warning-cookie.ts';
import { readAlertDismissals } from './lib/alert-dismissal.ts';
import { requestTracking, trackingCookie } from './lib/tracking.server.ts';
import { readConsent } from './lib/consent.server.ts';

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  // Settings, member and badges come in the request's one page-shell call (ADR 0051), which the
  // route loaders share. Spec §2 top navigation: the messages entry carries the unread count,
  // the likes entry the number of new likes; a like that made a match the member has not seen
  // yet brings the match banner — counted by the API, not worked out from the full lists.
  // The company info comes in the same call, read per request (ADR 0069): an operator's edit
  // shows in the footer and on receipts from the next page.
  const { settings, company, user, badges } = await ctx.page();
  const unreadMessages = badges?.unread_messages ?? 0;
  const newLikes = badges?.new_likes ?? 0;
  const newMatch = badges?.new_match ?? null;
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
      unreadMessages,
      newMatch,
      company,
      entryWarningDismissedAt: readEntryWarningDismissal(request.headers.get('cookie')),
      alertsDismissedAt: readAlertDismissals(request.headers.get('cookie')),
      tracking: requestTracking(request),
      /** The cookie-consent choice; null shows the consent bar (ADR 0030). */
      consent: readConsent(request),
      /** Scheme and host the visitor reached, for canonical and Open Graph URLs. */
      origin: new URL(request.url).origin,
      /** The site's country: 'US' shows the US legal footer. */
      siteCountry: ctx.site.domain.defaultCountry,
      brand: { id: ctx.site.brand.id, name: ctx.site.brand.name },
    },
    { headers },
  );
}
