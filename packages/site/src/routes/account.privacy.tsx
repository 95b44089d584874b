/** POST /account/privacy — privacy mode on or off (the switch in AccountActions and on /account/delete). */
import { type ActionFunctionArgs, data, redirect } from '@remix-run/node';
import { isApiError } from '@dating/api-client';
import { requireMember } from '../lib/member.server.ts';
import { readForm } from '../lib/read-form.server.ts';

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireMember(request, context);
  const value = (await readForm(request)).get('privacy');
  if (value !== 'on' && value !== 'off') return data({ error: 'validation_failed' }, 400);
  try {
    return { privacy: await api.setPrivacy(value === 'on') };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data({ error: error.code }, error.status);
  }
}

export function loader() {
  return redirect('/profile#account');
}
