/** POST /logout — ends the session on the server and in the browser. */
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { forwardCookies } from '../context.server.ts';

export async function action({ context }: ActionFunctionArgs) {
  const { response } = await context.api.raw.logout();
  return redirect('/', { headers: forwardCookies(response) });
}

export function loader() {
  return redirect('/');
}
