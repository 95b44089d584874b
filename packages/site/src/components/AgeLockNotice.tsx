/**
 * The locked state of explicit media (ADR 0088): what is hidden and why, and the one action
 * that unlocks it. The media itself never reached the page.
 */
import { Alert, Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { ageCheckHref } from '../lib/age-check.ts';

export function AgeLockNotice({ message, returnTo }: { message: string; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      <Stack gap="small">
        <span>{message}</span>
        <Button href={ageCheckHref(returnTo)} size="small">
          {t('ageAssurance.verify')}
        </Button>
      </Stack>
    </Alert>
  );
}
