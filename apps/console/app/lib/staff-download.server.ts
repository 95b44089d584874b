/**
 * Downloads from the staff API (a list's CSV, a member's data ZIP): the API's streamed answer is
 * handed to the browser as it comes, with its type and file name; without a session, the login.
 */
import type { AppLoadContext } from '@remix-run/node';
import { redirectToLogin } from './staff-api.server.ts';

export async function staffDownload(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<Response> {
  const headers = new Headers({ accept: '*/*' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const answer = await context.staffFetch(
    new Request(`${new URL(request.url).origin}/staff-api${path}`, { method: 'GET', headers }),
  );
  if (answer.status === 401) throw redirectToLogin(request);
  if (!answer.ok) throw new Response(answer.statusText, { status: answer.status });
  const out = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers: out });
}
