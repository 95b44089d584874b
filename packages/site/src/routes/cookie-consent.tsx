/**
 * POST /cookie-consent — stores the visitor's cookie choice (ADR 0030): accept (and keep this
 * visit's traffic source in the tracking cookie) or reject (and remove the tracking cookie),
 * then back to the page the choice was made on. Works with and without JavaScript.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { TRACKING_COOKIE, newTrackingCookie } from '../lib/tracking.server.ts';
import { consentCookie, expiredCookie } from '../lib/consent.server.ts';
import { isSecure } from '../lib/cookies.ts';
import { pickTracking, safeRedirect } from '@dating/domain';
import { badRequest, readForm } from '../lib/read-form.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const choice = form.get('choice');
  const headers = new Headers();
  if (choice === 'accepted') {
    headers.append('Set-Cookie', consentCookie('accepted', new Date(), isSecure(request)));
    const tracking = newTrackingCookie(request, pickTracking(Object.fromEntries(form)));
    if (tracking) headers.append('Set-Cookie', tracking);
  } else if (choice === 'rejected') {
    headers.append('Set-Cookie', consentCookie('rejected', new Date(), isSecure(request)));
    headers.append('Set-Cookie', expiredCookie(TRACKING_COOKIE));
  } else {
    throw await badRequest(request);
  }
  return redirect(safeRedirect(form.get('redirectTo'), new URL(request.url).origin), { headers });
}

export function loader() {
  return redirect('/');
}
