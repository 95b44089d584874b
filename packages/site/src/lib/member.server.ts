/**
 * Loaders of member pages: the signed-in member, or a redirect to the login page (or null on
 * public pages). A loader takes the member from the request's page shell (ADR 0051), the same
 * answer the root loader uses, so asking costs no API call of its own. An action asks the API
 * afresh: what it changes must not be read back from a shell loaded before it.
 */
import { redirect } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';
import { BAN_PAGE } from './session-ended.ts';

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** The signed-in member, or null for a visitor, on a page both may see. */
export async function optionalMember(request: Request, context: SiteLoadContext) {
  const { api } = context;
  return { api, user: isRead(request) ? (await context.page()).user : await api.user() };
}

/** To the login page, and back to this page after it. */
function loginFirst(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export async function requireMember(request: Request, context: SiteLoadContext) {
  const { api, user } = await optionalMember(request, context);
  if (!user) {
    // A session a ban ended (issue 19): the ban page says why, the login page could not.
    if (isRead(request) && (await context.page()).banned) throw redirect(BAN_PAGE);
    throw loginFirst(request);
  }
  return { api, user };
}

/**
 * Runs an action's API calls without asking first who the member is (one call fewer): when
 * the API answers that a session is needed, the visitor goes to the login page as
 * requireMember sends them.
 */
export async function asMember<T>(request: Request, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response && error.headers.get('location')?.startsWith('/login'))
      throw loginFirst(request);
    throw error;
  }
}
