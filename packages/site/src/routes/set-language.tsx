/**
 * POST /set-language — the language menu: stores the locale in the cookie (365 days) and,
 * for a signed-in member, on the account (PUT /api/user.php; errors ignored, spec §7).
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { isLocale, localeChosenCookie, localeCookie } from '@dating/i18n';
import { safeRedirect } from '@dating/domain';
import { readForm } from '../lib/read-form.server.ts';

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const form = await readForm(request);
  const language = form.get('language');
  const back = safeRedirect(form.get('redirectTo'), new URL(request.url).origin);
  if (!isLocale(language) || !ctx.site.domain.locales.includes(language)) return redirect(back);
  const api = ctx.api;
  if (await api.user().catch(() => null)) await api.setLanguage(language).catch(() => undefined);
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers();
  headers.append('Set-Cookie', localeCookie(language, secure));
  headers.append('Set-Cookie', localeChosenCookie(secure));
  return redirect(back, { headers });
}

export function loader() {
  return redirect('/');
}
