/** Spec §1/§6: a fictional profile carries the site's fictional warning, clearly and conspicuously. */
import { Alert } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';

export function FictionalNotice({ fictional }: { fictional: boolean }) {
  const { t } = useTranslation();
  const root = useRootData();
  if (!fictional || !root?.settings.fictional_icon) return null;
  return (
    <Alert tone="warning">
      <strong>{t('members.fictional')}: </strong>
      {root.settings.fictional_warning.singular}
    </Alert>
  );
}
