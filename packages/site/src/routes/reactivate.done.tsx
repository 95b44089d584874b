/** /reactivate/done — welcome back: the account is active again and the member is logged in. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Alert, Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const [{ user, api }, t] = await Promise.all([requireMember(request, ctx), translatorFor(request, ctx)]);
  return {
    meta: { title: t('account.welcomeBack.title') },
    name: user.profile.name,
    privacy: await api.privacy(),
  };
}

export default function WelcomeBackPage() {
  const { t } = useTranslation();
  const { name, privacy } = useLoaderData<typeof loader>();
  return (
    <CardPage title={t('account.welcomeBack.title')}>
      <Alert tone="positive">{t('account.welcomeBack.text', { name })}</Alert>
      {privacy ? <p>{t('account.welcomeBack.privacy')}</p> : null}
      <Button href="/members">{t('account.welcomeBack.members')}</Button>
      <Button href="/profile" variant="ghost">
        {t('account.welcomeBack.profile')}
      </Button>
    </CardPage>
  );
}
