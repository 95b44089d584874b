/** The chat layout (spec §2 Layouts): bare — the conversation fills the screen; no footer. */
import { Outlet, useNavigation } from '@remix-run/react';
import { LOADING_BAR } from '@dating/domain';
import { LoadingBar, SkipLink } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';

export default function ChatLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <LoadingBar
        active={navigation.state === 'loading'}
        label={t('loading')}
        throttleMs={LOADING_BAR.throttleMs}
        durationMs={LOADING_BAR.durationMs}
      />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Outlet />
      <EntryWarning layout="chat" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
