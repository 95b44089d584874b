/** The chat layout (spec §2 Layouts): bare — the conversation fills the screen; no footer. */
import { Outlet } from '@remix-run/react';
import { PageTop } from '../layouts/PageTop.tsx';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';

export default function ChatLayout() {
  return (
    <>
      <PageTop onSubmit={false} />
      <Outlet />
      <EntryWarning layout="chat" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
