/**
 * What every layout starts with: the loading bar on navigation (spec §9: throttle 200 ms,
 * duration 5000 ms) and the skip link to the main content. The chat layout passes
 * `onSubmit={false}`: sending a message is not a page change and must not flash the bar.
 */
import { useNavigation } from '@remix-run/react';
import { LOADING_BAR } from '@dating/domain';
import { LoadingBar, SkipLink } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function PageTop({ onSubmit = true }: { onSubmit?: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <LoadingBar
        active={onSubmit ? navigation.state !== 'idle' : navigation.state === 'loading'}
        label={t('loading')}
        throttleMs={LOADING_BAR.throttleMs}
        durationMs={LOADING_BAR.durationMs}
      />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
    </>
  );
}
