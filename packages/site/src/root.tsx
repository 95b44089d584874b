/**
 * The document of every brand site: the brand's theme class and the locale on <html>, the CSP
 * nonce on scripts. Its data comes from root.server.ts (a brand app re-exports both).
 */
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
} from '@remix-run/react';
import { LinkProvider } from '@dating/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from 'remix-i18next/react';
import { LiveUpdates } from './components/LiveUpdates.tsx';
import { OfflineNotice } from './components/OfflineNotice.tsx';
import { CookieConsent } from './components/CookieConsent.tsx';
import { RouteErrorBoundary } from './components/RouteErrorBoundary.tsx';
import { useNonce } from './lib/nonce.tsx';
import { useRootData } from './lib/root-data.ts';
import { MODAL_DIALOG_SCRIPT, SCRIPTLESS_ROUTES } from './lib/scriptless.ts';
import { STANDALONE_SCRIPT } from './lib/standalone.ts';

export const handle = { i18n: ['common'] };

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const locale = root?.locale ?? i18n.language ?? 'en';
  // Landers, landings and the refused-request page go out without scripts (ADR 0097).
  const hydrate = !useMatches().some((m) => SCRIPTLESS_ROUTES.has(m.id));
  return (
    // The standalone script may mark <html> before hydration (iOS home-screen app).
    <html lang={locale} className={root ? `theme-${root.brand.id}` : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/logo.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/180.png" />
        {/* Before the body paints, so the entry warning never flashes in the installed iOS app. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: STANDALONE_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? <ScrollRestoration nonce={nonce} /> : null}
        {hydrate ? (
          <Scripts nonce={nonce} />
        ) : (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MODAL_DIALOG_SCRIPT }} />
        )}
      </body>
    </html>
  );
}

/** Kit links navigate client-side through Remix's Link (full page loads only without JavaScript). */
const RouterLink = ({ href, ...props }: { href: string }) => <Link to={href} {...props} />;

export default function App() {
  // After a language switch the loaders answer in the new locale; the browser's i18next follows.
  useChangeLanguage(useRootData()?.locale ?? 'en');
  return (
    <LinkProvider value={RouterLink}>
      <OfflineNotice />
      <Outlet />
      <LiveUpdates />
      {/* Every layout: necessary cookies only until the visitor chooses (ADR 0030). */}
      <CookieConsent />
    </LinkProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

/**
 * An opened chat marking itself read (the chat route's `intent=chat-read` fetcher, ADR 0051) changes
 * nothing the page shows now: no page reload follows it, so opening a chat costs no second
 * round trip (which, cut off by the network, would show the error page).
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'chat-read' ? false : defaultShouldRevalidate;
}
