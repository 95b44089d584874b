/**
 * The member's control over the account in one place (issue 10): privacy mode, downloading
 * their data and deleting the account. Shown at the bottom of /profile and on the settings page.
 */
import { Button, Card, Heading, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { PrivacySwitch } from './PrivacySwitch.tsx';

export function AccountActions({ privacy }: { privacy: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <section aria-labelledby="account-actions-title" id="account">
        <Stack gap="medium">
          <Heading level={2} id="account-actions-title">
            {t('account.actions.title')}
          </Heading>
          <PrivacySwitch privacy={privacy} />
          <Stack gap="small">
            <p>{t('account.actions.dataText')}</p>
            <Button href="/account/data" variant="ghost">
              {t('account.actions.data')}
            </Button>
          </Stack>
          <Stack gap="small">
            <p>{t('account.actions.deleteText')}</p>
            <Button href="/account/delete" variant="ghost">
              {t('account.actions.delete')}
            </Button>
          </Stack>
        </Stack>
      </section>
    </Card>
  );
}
