/**
 * A CSV export of the staff API handed on to the browser as it comes (the lists' "Export CSV"
 * links): the staff API writes the file, the console only forwards it with the staff cookie.
 */
import type { AppLoadContext } from '@remix-run/node';
import { redirectToLogin } from './staff-api.server.ts';

export async function staffDownload(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<Response> {
  const origin = new URL(request.url).origin;
  const headers = new Headers({ accept: 'text/csv' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const response = await context.staffFetch(new Request(`${origin}/staff-api${path}`, { headers }));
  if (response.status === 401) throw redirectToLogin(request);
  if (!response.ok) throw new Response(response.statusText, { status: response.status });
  const out = new Headers();
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(response.body, { status: 200, headers: out });
}
