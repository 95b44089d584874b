/** POST /dismiss-alert — stores the dismissal time of one member alert (spec §2), works without JS. */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { alertDismissalCookie, isAlertId } from '../lib/alert-dismissal.ts';
import { isSecure } from '../lib/cookies.ts';
import { safeRedirect } from '@dating/domain';
import { readForm } from '../lib/read-form.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const id = form.get('alert');
  const back = safeRedirect(form.get('redirectTo'), new URL(request.url).origin);
  if (!isAlertId(id)) throw redirect(back);
  throw redirect(back, {
    headers: { 'Set-Cookie': alertDismissalCookie(id, Date.now(), isSecure(request)) },
  });
}

export const loader = () => redirect('/');
