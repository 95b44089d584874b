/** Loaders of member-only pages: the signed-in member, or a redirect to the login page. */
import { redirect } from '@remix-run/node';
import { type SiteLoadContext, apiFor } from '../context.server.ts';

export async function requireMember(request: Request, context: SiteLoadContext) {
  const api = apiFor(request, context);
  const user = await api.user();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { api, user };
}
