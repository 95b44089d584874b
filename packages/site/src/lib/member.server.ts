/**
 * Loaders of member pages: the signed-in member, or a redirect to the login page (or null on
 * public pages). A loader takes the member from the request's page shell (ADR 0051), the same
 * answer the root loader uses, so asking costs no API call of its own. An action asks the API
 * afresh: what it changes must not be read back from a shell loaded before it.
 */
import { redirect } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** The signed-in member, or null for a visitor, on a page both may see. */
export async function optionalMember(request: Request, context: SiteLoadContext) {
  const { api } = context;
  return { api, user: isRead(request) ? (await context.page()).user : await api.user() };
}

export async function requireMember(request: Request, context: SiteLoadContext) {
  const { api, user } = await optionalMember(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { api, user };
}
