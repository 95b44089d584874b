/** POST /entry-warning — the visitor confirms their age; the dismissal time is stored (spec §2). */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { entryWarningCookie } from '../lib/entry-warning-cookie.ts';
import { safeRedirect } from '@dating/domain';
import { readForm } from '../lib/read-form.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(safeRedirect(form.get('redirectTo'), new URL(request.url).origin), {
    headers: { 'Set-Cookie': entryWarningCookie(Date.now(), secure) },
  });
}

export function loader() {
  return redirect('/');
}
