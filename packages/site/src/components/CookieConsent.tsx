/**
 * Cookie consent (ADR 0030): the bar every layout shows until the visitor chooses, and the same
 * two choices on /pages/cookies to change it later. Accept and reject are one click each, side
 * by side in the same size.
 */
import { Form, useLocation } from '@remix-run/react';
import { Button, ChoiceRow, ConsentBar } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';

export function CookieChoiceForm() {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const tracking = root?.tracking ?? {};
  return (
    <Form method="post" action="/cookie-consent" preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {Object.entries(tracking).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <ChoiceRow>
        <Button type="submit" name="choice" value="accepted">
          {t('consent.accept')}
        </Button>
        <Button type="submit" name="choice" value="rejected">
          {t('consent.reject')}
        </Button>
      </ChoiceRow>
    </Form>
  );
}

export function CookieConsent() {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root || root.consent) return null;
  return (
    <ConsentBar title={t('consent.title')} actions={<CookieChoiceForm />}>
      <p>
        {t('consent.text')} <a href="/pages/cookies">{t('consent.more')}</a>
      </p>
    </ConsentBar>
  );
}
