/** GET /manifest.webmanifest — the brand's web app manifest (installable, standalone). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { brandTagline } from '@dating/brand';
import { requestLocale } from '../lib/i18n.server.ts';
import { shortName, webManifest } from '../lib/seo.ts';

export function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { brand } = ctx.site;
  const lang = requestLocale(request, ctx);
  const manifest = webManifest({
    name: brand.name,
    shortName: shortName(brand.name),
    description: brandTagline(brand, lang),
    lang,
    themeColour: brand.colours.accent,
    backgroundColour: brand.colours.background,
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
}
