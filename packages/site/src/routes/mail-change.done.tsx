/**
 * /mail-change/done — after the link of an e-mail change worked (spec §2): names the account's
 * address as it is now. The page is loaded fresh after the change, so the layout's banners agree.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Alert, Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const [user, t] = await Promise.all([ctx.page().then((page) => page.user), translatorFor(request, ctx)]);
  // The link works without a session too: then the page cannot name the address.
  return { meta: { title: t('mailChange.title') }, email: user?.email ?? null };
}

export default function MailChangeDonePage() {
  const { t } = useTranslation();
  const { email } = useLoaderData<typeof loader>();
  return (
    <CardPage title={t('mailChange.title')}>
      <Alert tone="positive" role="status">
        {email ? t('mailChange.done', { email }) : t('mailChange.doneSignedOut')}
      </Alert>
      <Button href="/profile">{t('mailChange.toProfile')}</Button>
    </CardPage>
  );
}
