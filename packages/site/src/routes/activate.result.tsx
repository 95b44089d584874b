/**
 * /activate/done and /activate/error — the result of following the activation link (spec §2,
 * §8). One module: the two pages differ only in their words and next step.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Alert, Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx, params }: LoaderFunctionArgs) {
  if (params.result !== 'done' && params.result !== 'error') throw new Response(null, { status: 404 });
  const [{ user, settings }, t] = await Promise.all([ctx.page(), translatorFor(request, ctx)]);
  const ok = params.result === 'done';
  return {
    meta: { title: t(ok ? 'activation.doneTitle' : 'errors.activation_failed') },
    ok,
    loggedIn: Boolean(user),
    stillUnconfirmed: user?.status === 'not_confirmed',
    supportEmail: settings.support_email,
  };
}

export default function ActivationResultPage() {
  const { t } = useTranslation();
  const { ok, loggedIn, stillUnconfirmed, supportEmail } = useLoaderData<typeof loader>();
  return (
    <CardPage title={ok ? t('activation.doneTitle') : t('errors.activation_failed')}>
      {ok ? (
        <Alert tone="positive">{t('activation.doneText')}</Alert>
      ) : (
        <Alert tone="critical" role="alert">
          {t('errors.activation_contact_support')} {supportEmail}
        </Alert>
      )}
      {!ok && stillUnconfirmed ? (
        <form method="post" action="/activation-mail">
          <input type="hidden" name="redirectTo" value="/complete-signup" />
          <Button type="submit">{t('activation.resend')}</Button>
        </form>
      ) : null}
      <Button href={loggedIn ? '/members' : '/login'} variant={ok ? 'solid' : 'ghost'}>
        {loggedIn ? t('activation.toMembers') : t('nav.login')}
      </Button>
    </CardPage>
  );
}
