/**
 * /signup — step 0 (spec §4): name, e-mail (with a "Did you mean" suggestion), password, date
 * of birth, who the visitor is and is looking for, and the terms. The account is created, the
 * member is logged in and continues with the optional steps. Spec §4 signup modes: when the
 * site does not take signups from this visitor, a clear page says so instead of the form.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { SignupForm } from '../components/SignupForm.tsx';
import { signupAllowed } from '@dating/domain';
import { Button, EmptyState } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import type { ActionResult } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { signupAction } from '../lib/signup-action.server.ts';
import { requestTracking } from '../lib/tracking.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { user, settings } = await ctx.page();
  if (user) throw redirect('/members');
  const t = await translatorFor(request, ctx);
  return {
    meta: { title: t('signup.title') },
    open: signupAllowed(settings.signups, requestTracking(request)),
    minAge: settings.min_age,
    supportEmail: settings.support_email,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signupAction(request, context);
}

export default function SignupPage() {
  const { t } = useTranslation();
  const { open, minAge, supportEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  if (!open) {
    return (
      <EmptyState
        headingLevel={1}
        title={t('signup.closedTitle')}
        description={t('signup.closedText', { supportEmail })}
        action={<Button href="/login">{t('nav.login')}</Button>}
      />
    );
  }
  return (
    <CardPage title={t('signup.title')}>
      <p>{t('signup.intro')}</p>
      <SignupForm Form={Form} result={result} busy={busy} minAge={minAge} />
      <p>
        {t('signup.haveAccount')} <a href="/login">{t('nav.login')}</a>
      </p>
    </CardPage>
  );
}
