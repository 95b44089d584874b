/**
 * The page a refused cross-site request gets (ADR 0044): packages/server answers such a post
 * with this route's 403, "refused for your security", in the visitor's language. The loader
 * answers 403 itself (rather than throwing) so the page keeps its translated <title>: it goes
 * out without scripts (lib/scriptless.ts), and nothing would set the title later.
 */
import { type LoaderFunctionArgs, data } from '@remix-run/node';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translatorFor(request, context);
  return data({ meta: { title: t('errors.forbidden_origin') } }, { status: 403 });
}

export default function RequestRefused() {
  return <ErrorPage status={403} code="forbidden_origin" />;
}
