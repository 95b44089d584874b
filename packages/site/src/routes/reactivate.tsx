/**
 * /reactivate?token=… — the link of the reactivation e-mail (spec §4, §9). The page asks for
 * one click before the token is used, so a mail scanner opening the link cannot spend it (and
 * log itself in); then the member is logged in on /reactivate/done. An expired or used link
 * says so, with the support address.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { isApiError } from '@dating/api-client';
import { Alert, Button } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { forwardCookies } from '../context.server.ts';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const api = ctx.api;
  const [valid, user, settings, t] = await Promise.all([
    api.reactivationLinkValid(token),
    ctx.page().then((page) => page.user),
    ctx.page().then((page) => page.settings),
    translatorFor(request, ctx),
  ]);
  return {
    meta: { title: t(valid ? 'account.reactivate.title' : 'account.reactivate.invalidTitle') },
    token,
    valid,
    loggedIn: Boolean(user),
    supportEmail: settings.support_email,
  };
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const token = String((await readForm(request)).get('token') ?? '');
  try {
    const { response } = await ctx.api.raw.reactivate(token);
    return redirect('/reactivate/done', { headers: forwardCookies(response) });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { failed: true };
  }
}

export default function ReactivatePage() {
  const { t } = useTranslation();
  const { token, valid, loggedIn, supportEmail } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>()?.failed;
  const busy = useNavigation().state === 'submitting';
  if (!valid || failed) {
    return (
      <CardPage title={t('account.reactivate.invalidTitle')}>
        <Alert tone="critical" role="alert">
          {t('account.reactivate.invalid')}
        </Alert>
        <p>{t('account.reactivate.support', { supportEmail })}</p>
        <Button href={`mailto:${supportEmail}`} variant="soft">
          {t('account.reactivate.contact')}
        </Button>
        {loggedIn ? (
          <Button href="/members" variant="ghost">
            {t('account.welcomeBack.members')}
          </Button>
        ) : (
          <Button href="/login" variant="ghost">
            {t('nav.login')}
          </Button>
        )}
      </CardPage>
    );
  }
  return (
    <CardPage title={t('account.reactivate.title')}>
      <p>{t('account.reactivate.intro')}</p>
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" loading={busy}>
          {t('account.reactivate.submit')}
        </Button>
      </Form>
    </CardPage>
  );
}
