/** GET /robots.txt — per site: private areas closed, landers and members per the indexing setting. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxt } from '../lib/seo.ts';

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const settings = await ctx.api.settings(ctx.site.host);
  return new Response(robotsTxt(new URL(request.url).origin, settings.indexing), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
