/**
 * A staff API answer handed to the browser as it is (a CSV export): the cookie goes along, the
 * body streams through, and a refusal becomes the console's error page like any loader's.
 */
import type { AppLoadContext } from '@remix-run/node';
import { redirectToLogin } from './staff-api.server.ts';

export async function staffFile(request: Request, context: AppLoadContext, path: string): Promise<Response> {
  const headers = new Headers();
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const response = await context.staffFetch(
    new Request(`${new URL(request.url).origin}/staff-api${path}`, { headers }),
  );
  if (response.status === 401) throw redirectToLogin(request);
  if (!response.ok) throw new Response(response.statusText, { status: response.status });
  const out = new Headers();
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(response.body, { status: 200, headers: out });
}
