/** The my-account dropdown (spec §2): for now logout; profile and settings join as they ship. */
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
        items={[{ kind: 'submit', label: t('nav.logout'), name: 'intent', value: 'logout' }]}
      />
    </Form>
  );
}
