/**
 * The site-entry warning about adult content (spec §2), shown once to logged-out visitors per
 * the domain rule. Confirming posts the dismissal (works without JavaScript); in the installed
 * app (standalone window) it never shows: it is server-rendered, so CSS hides it before the
 * first paint there, and after hydration it is not rendered at all.
 */
import { Form, useLocation } from '@remix-run/react';
import { type Layout, shouldShowEntryWarning } from '@dating/domain';
import { Button, Modal, Stack, hiddenInStandalone } from '@dating/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { isStandalone } from '../lib/standalone.ts';

export function EntryWarning({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const [standalone, setStandalone] = useState(false);
  useEffect(() => setStandalone(isStandalone()), []);
  if (!root) return null;
  const show = shouldShowEntryWarning({
    loggedIn: Boolean(root.user),
    standalone,
    dismissedAt: root.entryWarningDismissedAt,
    enableSiteEntryPopup: root.settings.enable_site_entry_popup,
    selectedCountry: root.settings.geoip_selected_country,
    allowedCountries: root.settings.entry_popup_countries,
    layout,
  });
  const minAge = root.settings.min_age;
  return (
    <div className={hiddenInStandalone}>
      <Modal open={show} title={t('entryWarning.title')} dismissible={false}>
        <Stack gap="medium">
          <p>{t('entryWarning.text', { minAge })}</p>
          <Form method="post" action="/entry-warning">
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <Stack gap="small">
              <Button type="submit">{t('entryWarning.enter', { minAge })}</Button>
              <Button href="https://www.google.com/" variant="ghost">
                {t('entryWarning.leave')}
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Modal>
    </div>
  );
}
