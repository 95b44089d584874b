/** Sign out: the staff session is deleted by the API and its cookie removed. */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { staffApi } from '../lib/staff-api.server.ts';

export async function action({ request, context }: ActionFunctionArgs) {
  const answer = await staffApi(request, context, '/logout', { method: 'POST' });
  return redirect('/login', { headers: answer.cookies });
}

export const loader = () => redirect('/');
