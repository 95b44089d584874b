/** Spec §4 connectivity: a visible notice while the browser is offline. */
import { Banner } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online.ts';

export function OfflineNotice() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Banner tone="warning" sticky>
      <span role="status">{t('offline.notice')}</span>
    </Banner>
  );
}
