/**
 * The routes every brand app mounts (spec §2). Each brand's `app/routes.ts` calls
 * `siteRoutes(appDir)`; paths are made relative to that app folder, as Remix expects.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { index, layout, route, type RouteConfig } from '@remix-run/route-config';

const ROUTES_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), 'routes');

export function siteRoutes(appDir: string): RouteConfig {
  const file = (name: string) => relative(appDir, resolve(ROUTES_DIR, name));
  return [
    layout(file('_default.tsx'), { id: 'layout-default' }, [
      index(file('home.tsx'), { id: 'home' }),
      route('login', file('login.tsx'), { id: 'login' }),
      route('members', file('members.tsx'), { id: 'members' }),
      route('members/:id', file('member.tsx'), { id: 'members-id' }),
      route('members/:id/signup', file('member.signup.tsx'), { id: 'members-id-signup' }),
      route('swipe-game', file('swipe-game.tsx'), { id: 'swipe-game' }),
      route('match-finder', file('match-finder.tsx'), { id: 'match-finder' }),
      route('likes', file('likes.tsx'), { id: 'likes' }),
      route('likes/:type', file('likes.tsx'), { id: 'likes-type' }),
      route('likes/m/:id', file('likes.m.tsx'), { id: 'likes-m-id' }),
      route('chats', file('chats.tsx'), { id: 'chats' }),
      route('credits', file('credits.tsx'), { id: 'credits' }),
      route('premium', file('credits.tsx'), { id: 'premium' }),
      route('pricing', file('credits.tsx'), { id: 'pricing' }),
      route('credits/repeat-order', file('credits.repeat-order.tsx'), { id: 'credits-repeat-order' }),
      route('credits/:id/:paymentmethod?', file('credits.pay.tsx'), { id: 'credits-id-paymentmethod' }),
      route('directdebit', file('directdebit.tsx'), { id: 'directdebit' }),
      route('sandbox-pay/:token', file('sandbox-pay.tsx'), { id: 'sandbox-pay' }),
      route('age-check', file('age-check.tsx'), { id: 'age-check' }),
      route('sandbox-age/:token', file('sandbox-age.tsx'), { id: 'sandbox-age' }),
      route('transactions/:id?', file('transactions.tsx'), { id: 'transactions' }),
      route('signup', file('signup.tsx'), { id: 'signup' }),
      route('signup/photo', file('signup.photo.tsx'), { id: 'signup-photo' }),
      route('signup/:group', file('signup.details.tsx'), { id: 'signup-details' }),
      route('signup-matches', file('signup-matches.tsx'), { id: 'signup-matches' }),
      route('complete-signup', file('complete-signup.tsx'), { id: 'complete-signup' }),
      route('activate/:result', file('activate.result.tsx'), { id: 'activate-result' }),
      route('reset-password', file('reset-password.tsx'), { id: 'reset-password' }),
      route('reset-password/do', file('reset-password.do.tsx'), { id: 'reset-password-do' }),
      route('mail-change/do', file('mail-change.do.tsx'), { id: 'mail-change-do' }),
      route('mail-change/done', file('mail-change.done.tsx'), { id: 'mail-change-done' }),
      route('profile', file('profile.tsx'), { id: 'profile' }),
      route('lang-config', file('lang-config.tsx'), { id: 'lang-config' }),
      route('account/delete', file('account.delete.tsx'), { id: 'account-delete' }),
      route('account/data', file('account.data.tsx'), { id: 'account-data' }),
      route('account-deleted', file('account-deleted.tsx'), { id: 'account-deleted' }),
      route('reactivate', file('reactivate.tsx'), { id: 'reactivate' }),
      route('reactivate/done', file('reactivate.done.tsx'), { id: 'reactivate-done' }),
      route('notifications', file('notifications.tsx'), { id: 'notifications' }),
      route('unsubscribe', file('unsubscribe.tsx'), { id: 'unsubscribe' }),
      route('pages/:slug', file('legal-page.tsx'), { id: 'pages-slug' }),
      route('complaints', file('complaints.tsx'), { id: 'complaints' }),
      route('request-refused', file('request-refused.tsx'), { id: 'request-refused' }),
      // Spec §2 {token}: a short name of a legal page (/terms, /2257); anything else is a 404.
      route(':token', file('legal-page.tsx'), { id: 'token' }),
      route('*', file('not-found.tsx'), { id: 'not-found' }),
    ]),
    layout(file('_chat.tsx'), { id: 'layout-chat' }, [
      route('chats/:id', file('chat.tsx'), { id: 'chats-id' }),
      route('members/:id/chat', file('chat.tsx'), { id: 'members-id-chat' }),
    ]),
    // Marketing landers and per-member landings (spec §2 lander and empty layouts; ADR 0031).
    layout(file('_lander.tsx'), { id: 'layout-lander' }, [
      route('landers/tinderswipe', file('landers.tinderswipe.tsx'), { id: 'landers-tinderswipe' }),
      route('landers/:kind/:slug?', file('landers.tsx'), { id: 'landers-kind-slug' }),
      route('members/:id/landing', file('member.landing.tsx'), { id: 'members-id-landing' }),
      route('members/:id/landing2/:slug?', file('member.landing2.tsx'), { id: 'members-id-landing2' }),
    ]),
    layout(file('_empty.tsx'), { id: 'layout-empty' }, [
      route('members/:id/landing3/:slug?', file('member.landing3.tsx'), { id: 'members-id-landing3' }),
    ]),
    route('logout', file('logout.tsx'), { id: 'logout' }),
    route('set-language', file('set-language.tsx'), { id: 'set-language' }),
    route('entry-warning', file('entry-warning.tsx'), { id: 'entry-warning' }),
    route('activate', file('activate.tsx'), { id: 'activate' }),
    route('activation-mail', file('activation-mail.tsx'), { id: 'activation-mail' }),
    route('dismiss-alert', file('dismiss-alert.tsx'), { id: 'dismiss-alert' }),
    route('account/privacy', file('account.privacy.tsx'), { id: 'account-privacy' }),
    route('cookie-consent', file('cookie-consent.tsx'), { id: 'cookie-consent' }),
    route('robots.txt', file('robots.tsx'), { id: 'robots' }),
    route('sitemap.xml', file('sitemap.tsx'), { id: 'sitemap' }),
    route('manifest.webmanifest', file('manifest.tsx'), { id: 'manifest' }),
    route('icons/:file', file('app-icon.tsx'), { id: 'app-icon' }),
  ];
}
