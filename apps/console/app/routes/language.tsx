/**
 * The language switch: stored in staff.language when signed in (and in a cookie for the login
 * pages), then back to the page it was chosen on.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { isConsoleLocale } from '../i18n.ts';
import { languageCookie } from '../lib/locale.server.ts';
import { safeRedirect, staffApi, staffMe } from '../lib/staff-api.server.ts';

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get('language');
  const back = safeRedirect(String(form.get('redirectTo') ?? ''));
  if (!isConsoleLocale(language)) return redirect(back);
  if (await staffMe(request, context)) {
    await staffApi(request, context, '/me/language', { method: 'PUT', body: { language } });
  }
  return redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(language) } });
}

export const loader = () => redirect('/');
