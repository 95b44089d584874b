/** Loaders of member pages: the signed-in member, or a redirect to the login page (or null on public pages). */
import { redirect } from '@remix-run/node';
import { type SiteLoadContext, apiFor } from '../context.server.ts';

/** The signed-in member, or null for a visitor, on a page both may see. */
export async function optionalMember(request: Request, context: SiteLoadContext) {
  const api = apiFor(request, context);
  return { api, user: await api.user() };
}

export async function requireMember(request: Request, context: SiteLoadContext) {
  const { api, user } = await optionalMember(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { api, user };
}
