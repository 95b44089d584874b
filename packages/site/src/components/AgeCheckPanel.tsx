/**
 * The /age-check page's view (ADR 0088): what the law of the member's country asks for before
 * explicit photos and chat photos are shown, whether they passed, the latest check's outcome,
 * and the button that starts the provider's next check (or the way back once done). Apart from
 * the route so Storybook shows each state.
 */
import type { AgeCheckStatus } from '@dating/contract';
import { countryName } from '@dating/i18n';
import { Alert, Button, Stack } from '@dating/ui-kit';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CardPage } from './CardPage.tsx';

export function AgeCheckPanel({ status, returnTo }: { status: AgeCheckStatus; returnTo: string }) {
  const { t, i18n } = useTranslation();
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
