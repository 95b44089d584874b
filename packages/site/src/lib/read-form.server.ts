/**
 * The posted form of an action. A body that is not a form (a script posting JSON, a truncated
 * upload) is the sender's mistake: 400 with the general error, never a 500, and the action does
 * nothing.
 *
 * The refusal is a thrown Response, not Remix's `data()`: a page route turns either into its
 * translated error page, but a resource route (no page of its own: /cookie-consent,
 * /set-language …) hands a thrown `data()` to Remix's last-resort handler, which answered
 * `{"message":"Unexpected Server Error"}`. A Response goes out as it is, so those routes answer
 * the same code with its text in the visitor's language.
 */
import { DEFAULT_LOCALE, readLocaleCookie } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw await badRequest(request);
  }
}

/** 400 with the general error: `{ code, message }`, the message in the visitor's language. */
export async function badRequest(request: Request): Promise<Response> {
  const locale = readLocaleCookie(request.headers.get('cookie')) ?? DEFAULT_LOCALE;
  const t = await getFixedT(locale);
  return Response.json(
    { code: 'general_error', message: t('errors.general_error') },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}
