/**
 * /pages/{slug} and the short `{token}` form (/terms, /2257 …; spec §2, ADR 0030): a legal or
 * help page, rendered on the server from the operator's text or the built-in one, with a table
 * of contents for long pages. Any other token is the normal 404 page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { legalPageForToken, dateFormatter } from '@dating/domain';
import { Alert, Prose, Stack, TableOfContents } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/PageHeading.tsx';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { CookieChoiceForm } from '../components/CookieConsent.tsx';
import { legalPage } from '../lib/legal-pages.server.ts';
import { requestLocale } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.server.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  const slug = legalPageForToken(params.slug ?? params.token ?? '');
  if (!slug) return notFound(request, ctx);
  const api = ctx.api;
  const locale = requestLocale(request, ctx);
  // Settings and company info from the request's page shell: read per request, so an operator's
  // edit of either shows on the next page (ADR 0064, 0069).
  const [{ settings, company }, override] = await Promise.all([ctx.page(), api.sitePage(slug, locale)]);
  const page = await legalPage({ slug, locale, settings, company, override });
  return {
    meta: { title: page.title, description: page.description, canonicalPath: `/pages/${slug}` },
    page,
    locale,
  };
}

export default function LegalPageRoute() {
  const { t } = useTranslation();
  const { page, locale } = useLoaderData<typeof loader>();
  const consent = useRootData()?.consent;
  return (
    <article>
      <Stack gap="large">
        <PageHeading>{page.title}</PageHeading>
        {page.version ? (
          <p>
            {t('pages.version', {
              date: dateFormatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
                new Date(page.version),
              ),
            })}
          </p>
        ) : null}
        {page.toc.length > 0 ? <TableOfContents title={t('pages.contents')} entries={page.toc} /> : null}
        <Prose html={page.html} />
        {page.slug === 'cookies' ? (
          <section id="cookie-settings" aria-labelledby="cookie-settings-title">
            <Stack gap="medium">
              <h2 id="cookie-settings-title">{t('consent.settingsTitle')}</h2>
              <Alert tone="info" role="status">
                {consent
                  ? t(`consent.current.${consent.choice}`, {
                      date: dateFormatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
                        new Date(`${consent.date}T12:00:00Z`),
                      ),
                    })
                  : t('consent.current.none')}
              </Alert>
              <CookieChoiceForm />
            </Stack>
          </section>
        ) : null}
      </Stack>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
