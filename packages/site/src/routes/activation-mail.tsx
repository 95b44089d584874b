/** POST /activation-mail — sends a new activation link (the reminder's and complete-signup's button). */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { isApiError } from '@dating/api-client';
import { safeRedirect } from '@dating/domain';
import { readForm } from '../lib/read-form.server.ts';

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = new URL(
    safeRedirect(form.get('redirectTo'), new URL(request.url).origin, '/members'),
    request.url,
  );
  try {
    await context.api.resendActivation();
    back.searchParams.set('activation', 'sent');
  } catch (error) {
    // Without a session the API client has already thrown the redirect to the login page.
    if (!isApiError(error) || error.status >= 500) throw error;
    // Already confirmed (409): nothing to say, the reminder is gone after the redirect.
    if (error.code === 'rate_limited') {
      back.searchParams.set('activation', 'limit');
      back.searchParams.set('wait', String(error.params?.minutes ?? 1));
    }
  }
  throw redirect(`${back.pathname}${back.search}`);
}

export const loader = () => redirect('/');
