/**
 * Spec §2/§4 disabled-notifications alert: tells a logged-in member that e-mail notifications
 * are off (bounce, spam complaint or unsubscribe) and links to /notifications, where they are
 * turned back on. Dismissible; not on /notifications itself, which says the same at the top.
 */
import { useLocation } from '@remix-run/react';
import { disabledNotificationsAlert, isAlertDismissed } from '@dating/domain';
import { Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';
import { MemberAlert } from './MemberAlert.tsx';

export function NotificationsDisabledAlert() {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname } = useLocation();
  const user = root?.user;
  if (!user || pathname === '/notifications') return null;
  const reason = disabledNotificationsAlert(user.notifications_disabled);
  if (!reason) return null;
  if (
    isAlertDismissed(
      'notifications_disabled',
      root.alertsDismissedAt.notifications_disabled ?? null,
      Date.now(),
    )
  )
    return null;
  return (
    <MemberAlert id="notifications_disabled" tone="warning" dismissLabel={t('alerts.dismiss')}>
      <Stack gap="small">
        <p>{t(`alerts.notificationsDisabled.${reason}`, { email: user.email })}</p>
        <Button href="/notifications" size="small">
          {t('alerts.notificationsDisabled.action')}
        </Button>
      </Stack>
    </MemberAlert>
  );
}
