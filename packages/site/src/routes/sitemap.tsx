/**
 * GET /sitemap.xml — per site: home, pricing, complaints, the legal pages, the landers and (when
 * the operator lets search engines index them) the first pages of public member profiles.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiWithCookie } from '../context.server.ts';
import { sitemapPaths, sitemapXml } from '../lib/seo.ts';

/** Search pages of members listed at most (a sitemap for discovery, not a full index). */
const MEMBER_PAGES = 5;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  // The visitor's cookies play no part: a crawler sees what a logged-out visitor sees.
  const api = apiWithCookie(request, ctx, null);
  const settings = await api.settings(ctx.site.host);
  const memberIds: number[] = [];
  if (settings.indexing.members && settings.logged_out_search) {
    let after: number | undefined;
    for (let page = 1; page <= MEMBER_PAGES; page++) {
      const result = await api.members(after ? { after } : {});
      memberIds.push(...result.members.map((m) => m.id));
      after = result.members.at(-1)?.id;
      if (!after || result.members.length === 0) break;
    }
  }
  const paths = sitemapPaths({
    siteCountry: ctx.site.domain.defaultCountry,
    indexing: settings.indexing,
    memberIds,
  });
  return new Response(sitemapXml(new URL(request.url).origin, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
