/**
 * Spec §4 activation reminder: an alert for a member whose e-mail is not confirmed (with a
 * button for a new link, and dismissible — spec §2), or a modal on a smartphone right after a
 * signup made through the API (query flag `api_signup=1`). Not on /complete-signup, which
 * says the same thing as its whole page.
 */
import { Form, useLocation, useSearchParams } from '@remix-run/react';
import { activationReminder, isAlertDismissed } from '@dating/domain';
import { Button, Modal, Stack, mediaQuery } from '@dating/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { MemberAlert } from './MemberAlert.tsx';
import { ActivationMailStatus } from './ActivationMailStatus.tsx';

export const API_SIGNUP_FLAG = 'api_signup';

export function ActivationReminder() {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [smartphone, setSmartphone] = useState(false);
  const [modalOpen, setModalOpen] = useState(true);
  useEffect(() => setSmartphone(!window.matchMedia(mediaQuery.small).matches), []);
  const user = root?.user;
  if (!user || pathname === '/complete-signup') return null;
  const kind = activationReminder({
    userStatus: user.status,
    profileStatus: user.profile.status,
    notificationsDisabled: user.notifications_disabled,
    apiSignupFlag: params.get(API_SIGNUP_FLAG) === '1',
    smartphone,
  });
  if (!kind || isAlertDismissed('activation', root.alertsDismissedAt.activation ?? null, Date.now()))
    return null;
  const body = (
    <Stack gap="small">
      <p>{t('activation.reminder', { email: user.email })}</p>
      <ActivationMailStatus params={params} />
      <Form method="post" action="/activation-mail">
        <input type="hidden" name="redirectTo" value={pathname} />
        <Button type="submit" size="small">
          {t('activation.resend')}
        </Button>
      </Form>
    </Stack>
  );
  if (kind === 'modal') {
    return (
      <Modal
        open={modalOpen}
        title={t('activation.reminderTitle')}
        onClose={() => setModalOpen(false)}
        closeLabel={t('activation.close')}
      >
        {body}
      </Modal>
    );
  }
  return (
    <MemberAlert id="activation" tone="warning" dismissLabel={t('activation.dismiss')}>
      {body}
    </MemberAlert>
  );
}
