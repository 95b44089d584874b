/**
 * The 404 a loader throws for an unknown address: its data carries the page's `meta`, so the
 * error page has a translated <title> ("This page could not be found | Site"), not none.
 */
import { data } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';
import { translatorFor } from './i18n.server.ts';

export async function notFound(request: Request, context: SiteLoadContext): Promise<never> {
  const t = await translatorFor(request, context);
  throw data({ meta: { title: t('errorPage.notFound') } }, { status: 404 });
}
