/**
 * The disclaimer of the default layout (spec §2): adults only, and — when the site marks
 * fictional profiles (settings fictional_icon) — the site-wide notice that some profiles are
 * fictional, with the mark that shows which. The notice is the operator's own text
 * (settings fictional_warning.plural), so it is shown as set; the lines around it are ours.
 */
import { Icon } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { RootData } from '../lib/root-data.ts';

export function Disclaimer({ settings }: { settings: RootData['settings'] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('footer.adults', { minAge: settings.min_age })}</p>
      {settings.fictional_icon && settings.fictional_warning.plural ? (
        <p>
          <Icon name="mask" label={t('members.fictional')} /> {t('disclaimer.fictionalIcon')}{' '}
          {settings.fictional_warning.plural}
        </p>
      ) : null}
    </>
  );
}
