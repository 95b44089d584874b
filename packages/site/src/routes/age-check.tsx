/**
 * /age-check — age assurance of the member's country (ADR 0088): what the law where they are
 * asks for before explicit photos and chat photos are shown, whether they passed, and the
 * button that starts the provider's check. Back from the provider, the page shows the outcome
 * the provider reported (the only thing that counts) and the way back to where they were.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import type { AgeCheckMethod } from '@dating/domain';
import { countryName } from '@dating/i18n';
import { Alert, Button, Stack } from '@dating/ui-kit';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { SiteLoadContext } from '../context.server.ts';
import { CardPage } from '../components/CardPage.tsx';
import { safeReturnPath } from '../lib/age-check.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  const [status, t] = await Promise.all([api.ageCheck(), translatorFor(request, ctx)]);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get('return_to'));
  return { meta: { title: t('ageAssurance.title') }, status, returnTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireMember(request, context as SiteLoadContext);
  const form = await readForm(request);
  const returnTo = safeReturnPath(String(form.get('return_to') ?? ''));
  const method = String(form.get('method') ?? '');
  const status = await api.ageCheck();
  // The page only offers the missing methods; anything else is nothing to start.
  if (!status.missing.includes(method as AgeCheckMethod)) return redirect(`/age-check`);
  const back = `/age-check?return_to=${encodeURIComponent(returnTo)}`;
  const { redirect_url } = await api.startAgeCheck({ method: method as AgeCheckMethod, return_to: back });
  return redirect(redirect_url);
}

export default function AgeCheckPage() {
  const { t, i18n } = useTranslation();
  const { status, returnTo } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  const country = status.country ? countryName(status.country, i18n.language) : '';
  const next = status.missing[0];
  const latest = status.checks[0];
  const failed = latest?.result === 'failed' && next === latest.method;
  return (
    <CardPage title={t('ageAssurance.title')}>
      {status.required.length === 0 ? (
        <Alert tone="positive">{t('ageAssurance.notRequired', { country })}</Alert>
      ) : !status.locked ? (
        <Alert tone="positive">{t('ageAssurance.passed')}</Alert>
      ) : (
        <>
          <p>{t('ageAssurance.intro', { country })}</p>
          {failed ? <Alert tone="critical">{t('ageAssurance.failed')}</Alert> : null}
          {latest?.result === 'pending' ? <Alert tone="info">{t('ageAssurance.pending')}</Alert> : null}
          <ul>
            {status.required.map((m) => (
              <li key={m}>
                {t(`ageAssurance.methods.${m}`)} —{' '}
                {status.missing.includes(m) ? t('ageAssurance.notDone') : t('ageAssurance.done')}
              </li>
            ))}
          </ul>
        </>
      )}
      {status.locked && next ? (
        <Form method="post">
          <input type="hidden" name="method" value={next} />
          <input type="hidden" name="return_to" value={returnTo} />
          <Stack gap="small">
            <Button type="submit" loading={busy}>
              {t('ageAssurance.start', { method: t(`ageAssurance.methods.${next}`) })}
            </Button>
            <span>{t('ageAssurance.privacy')}</span>
          </Stack>
        </Form>
      ) : returnTo !== '/age-check' ? (
        <Button href={returnTo}>{t('ageAssurance.back')}</Button>
      ) : null}
    </CardPage>
  );
}
