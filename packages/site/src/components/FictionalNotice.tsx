/**
 * Spec §1/§6, issue 18: a fictional profile carries the site's fictional warning, clearly and
 * conspicuously, on the profile and in the chat box: the site's mark (the mask of the chat header
 * and the search cards) with the operator's notice (settings fictional_warning.singular, a text
 * per language — ADR 0043).
 */
import { Alert, Icon } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/root-data.ts';

export function FictionalNotice({ fictional }: { fictional: boolean }) {
  const { t } = useTranslation();
  const root = useRootData();
  if (!fictional || !root?.settings.fictional_icon) return null;
  return (
    <Alert tone="warning">
      <Icon name="mask" /> <strong>{t('members.fictional')}: </strong>
      {root.settings.fictional_warning.singular}
    </Alert>
  );
}
