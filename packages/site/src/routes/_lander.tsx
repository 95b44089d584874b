/**
 * The lander layout (spec §2 Layouts): minimal navigation with the logo, the page, the footer;
 * the entry warning shows only for NL and DE (spec §9). Marketing landers and the per-member
 * landings use it (ADR 0031).
 */
import { Outlet } from '@remix-run/react';
import { PageTop } from '../layouts/PageTop.tsx';
import { Container } from '@dating/ui-kit';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { LanderHeader } from '../layouts/LanderHeader.tsx';
import { SiteFooter } from '../layouts/SiteFooter.tsx';

export default function LanderLayout() {
  return (
    <>
      <PageTop />
      <LanderHeader />
      <main id="main" tabIndex={-1}>
        <Container>
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      <EntryWarning layout="lander" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
