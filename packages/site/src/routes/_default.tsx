/** The default layout (spec §2 Layouts): top navigation, the page, the footer. */
import { Outlet } from '@remix-run/react';
import { PageTop } from '../layouts/PageTop.tsx';
import { Container, Stack, fillsViewport } from '@dating/ui-kit';
import { SiteFooter } from '../layouts/SiteFooter.tsx';
import { SiteHeader } from '../layouts/SiteHeader.tsx';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { ActivationReminder } from '../components/ActivationReminder.tsx';
import { ProfilePhotoAlert } from '../components/ProfilePhotoAlert.tsx';
import { PushAlert } from '../components/PushAlert.tsx';
import { NotificationsDisabledAlert } from '../components/NotificationsDisabledAlert.tsx';
import { LikeModal } from '../components/LikeModal.tsx';
import { BackButton } from '../components/BackButton.tsx';
import { MatchBanner } from '../components/MatchBanner.tsx';
import { TimeBonusBanner, TimeBonusModal } from '../components/TimeBonus.tsx';
import { SignupModal } from '../components/SignupModal.tsx';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { pageMeta } from '../lib/meta.ts';

export default function DefaultLayout() {
  return (
    <>
      <PageTop />
      <SiteHeader />
      <MatchBanner />
      <TimeBonusBanner />
      <main id="main" tabIndex={-1} className={fillsViewport}>
        <Container>
          <Stack gap="large">
            <BackButton />
            <ActivationReminder />
            <NotificationsDisabledAlert />
            <ProfilePhotoAlert />
            <Outlet />
            {/*
              Below the page, not above it: only the browser knows whether it can take push
              notifications, so this alert appears after hydration, and above the page it moved
              everything down (CLS 0.2 on every members' page; ADR 0080).
            */}
            <PushAlert />
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

// An error that reaches this layout (a profile that is gone) still gives the page a <title>.
export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
