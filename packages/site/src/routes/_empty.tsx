/**
 * The empty layout (spec §2 Layouts): the page and the signup modal, nothing else — no
 * navigation, footer or entry warning. /members/{id}/landing3 uses it (ADR 0031): the member's
 * photo fills the screen under a signup dialog.
 */
import { Outlet } from '@remix-run/react';
import { SkipLink } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { SignupModal } from '../components/SignupModal.tsx';

export default function EmptyLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SignupModal />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
