/** The default layout (spec §2 Layouts): top navigation, the page, the footer. */
import { Outlet, useNavigation } from '@remix-run/react';
import { LOADING_BAR } from '@dating/domain';
import { Container, LoadingBar, SkipLink, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../layouts/SiteFooter.tsx';
import { SiteHeader } from '../layouts/SiteHeader.tsx';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { ActivationReminder } from '../components/ActivationReminder.tsx';
import { ProfilePhotoAlert } from '../components/ProfilePhotoAlert.tsx';
import { PushAlert } from '../components/PushAlert.tsx';
import { LikeModal } from '../components/LikeModal.tsx';
import { BackButton } from '../components/BackButton.tsx';
import { MatchBanner } from '../components/MatchBanner.tsx';
import { TimeBonusBanner, TimeBonusModal } from '../components/TimeBonus.tsx';
import { SignupModal } from '../components/SignupModal.tsx';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';

export default function DefaultLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <LoadingBar
        active={navigation.state !== 'idle'}
        label={t('loading')}
        throttleMs={LOADING_BAR.throttleMs}
        durationMs={LOADING_BAR.durationMs}
      />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <SiteHeader />
      <MatchBanner />
      <TimeBonusBanner />
      <main id="main" tabIndex={-1}>
        <Container>
          <Stack gap="large">
            <BackButton />
            <ActivationReminder />
            <ProfilePhotoAlert />
            <PushAlert />
            <Outlet />
          </Stack>
        </Container>
      </main>
      <SiteFooter />
      <SignupModal />
      <LikeModal />
      <TimeBonusModal />
      <EntryWarning layout="default" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
