/** The my-account dropdown (spec §2): my profile and logout; settings (notifications) joins with issue 10. */
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
          { kind: 'submit', label: t('nav.logout'), name: 'intent', value: 'logout' },
        ]}
      />
    </Form>
  );
}
