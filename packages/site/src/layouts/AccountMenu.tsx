/** The my-account dropdown (spec §2): my profile, settings (the notification settings) and logout. */
import { Form } from '@remix-run/react';
import { DropdownMenu } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function AccountMenu() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout">
      <DropdownMenu
        label={t('nav.account')}
        icon="user"
        compact
        items={[
          { kind: 'link', label: t('nav.profile'), href: '/profile' },
          { kind: 'link', label: t('notifications.menu'), href: '/notifications' },
          { kind: 'submit', label: t('nav.logout'), name: 'intent', value: 'logout' },
        ]}
      />
    </Form>
  );
}
