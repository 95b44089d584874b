/**
 * The posted form of an action. A body that is not a form (a script posting JSON, a truncated
 * upload) is the sender's mistake: the error page with 400 and the general error text, never a
 * 500, and the action does nothing.
 */
import { data } from '@remix-run/node';

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ code: 'general_error' }, { status: 400 });
  }
}
