/**
 * /complete-signup — the last signup step (spec §4): confirm the e-mail address. Until then
 * messages are held and nobody can reply, so the page says so, names the address, and offers
 * a new link (and the profile page to correct a mistyped address).
 */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { ActivationMailStatus } from '../components/ActivationMailStatus.tsx';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { user } = await requireMember(request, ctx);
  if (user.status !== 'not_confirmed') throw redirect('/members');
  const t = await translatorFor(request, ctx);
  return { meta: { title: t('signup.complete.title') }, email: user.email };
}

export default function CompleteSignupPage() {
  const { t } = useTranslation();
  const { email } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  return (
    <CardPage title={t('signup.complete.title')}>
      <p>{t('signup.complete.text', { email })}</p>
      <p>{t('signup.complete.held')}</p>
      <ActivationMailStatus params={params} />
      <Form method="post" action="/activation-mail">
        <input type="hidden" name="redirectTo" value="/complete-signup" />
        <Button type="submit" variant="ghost" loading={busy}>
          {t('activation.resend')}
        </Button>
      </Form>
      <p>
        {t('signup.complete.wrongAddress')} <a href="/profile#email">{t('signup.complete.changeAddress')}</a>
      </p>
      <Button href="/members">{t('signup.complete.browse')}</Button>
    </CardPage>
  );
}
