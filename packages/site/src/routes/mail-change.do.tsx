/** /mail-change/do?token=… — the link sent to a new address: makes it the account's e-mail (spec §2). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { isApiError } from '@dating/api-client';
import { Alert, Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { type SiteLoadContext, apiFor } from '../context.server.ts';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const t = await translatorFor(request, ctx);
  const meta = { title: t('mailChange.title') };
  try {
    const { email } = await apiFor(request, ctx).confirmMailChange(token);
    return { meta, email, error: null };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { meta, email: null, error: error.code };
  }
}

export default function MailChangeDonePage() {
  const { t } = useTranslation();
  const { email, error } = useLoaderData<typeof loader>();
  return (
    <CardPage title={t('mailChange.title')}>
      {error ? (
        <Alert tone="critical" role="alert">
          {t(`errors.${error}`, { defaultValue: t('errors.error_occurred') })}
        </Alert>
      ) : (
        <Alert tone="positive">{t('mailChange.done', { email })}</Alert>
      )}
      <Button href="/profile">{t('mailChange.toProfile')}</Button>
    </CardPage>
  );
}
