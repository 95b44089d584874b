/**
 * /mail-change/do?token=… — the link sent to a new address: makes it the account's e-mail (spec
 * §2), then shows the result on /mail-change/done. The redirect matters: the layout's banners
 * (the activation reminder names the address) come from the root loader, which runs alongside
 * this one and would still show the old state until the next page load.
 */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { isApiError } from '@dating/api-client';
import { Alert, Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const t = await translatorFor(request, ctx);
  const meta = { title: t('mailChange.title') };
  try {
    await ctx.api.confirmMailChange(token);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { meta, error: error.code };
  }
  throw redirect('/mail-change/done');
}

/** Only a link that did not work stays here; a confirmed one went on to /mail-change/done. */
export default function MailChangeFailedPage() {
  const { t } = useTranslation();
  const { error } = useLoaderData<typeof loader>();
  return (
    <CardPage title={t('mailChange.title')}>
      <Alert tone="critical" role="alert">
        {t(`errors.${error}`, { defaultValue: t('errors.error_occurred') })}
      </Alert>
      <Button href="/profile">{t('mailChange.toProfile')}</Button>
    </CardPage>
  );
}
