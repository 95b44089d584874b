/** GET /icons/{size}.png — the brand's app icon (manifest, home screens), made on first request. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { appIconPng, isIconSize } from '../lib/app-icon.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const size = Number(/^(\d+)\.png$/.exec(params.file ?? '')?.[1]);
  if (!isIconSize(size)) throw new Response('Not Found', { status: 404 });
  const png = await appIconPng(context.site, size);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}
