/**
 * The console's document: its theme class and the language on <html>, the CSP nonce on scripts.
 * The root loader asks the staff API who is signed in (once per request) and picks the language.
 */
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from 'remix-i18next/react';
import './context.ts';
import './theme.css.ts';
import { CONSOLE_THEME_CLASS } from './theme.css.ts';
import { requestLocale } from './lib/locale.server.ts';
import { pageTitle } from './lib/meta.ts';
import { useNonce } from './lib/nonce.tsx';
import { staffMe } from './lib/staff-api.server.ts';
import * as styles from './styles.css.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await staffMe(request, context);
  return { me, locale: await requestLocale(request, me) };
}

export type RootData = Awaited<ReturnType<typeof loader>>;
export const useRootData = () => useRouteLoaderData<typeof loader>('root');

export const meta = pageTitle('product');

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const { i18n } = useTranslation();
  return (
    <html lang={root?.locale ?? i18n.language ?? 'en'} className={CONSOLE_THEME_CLASS}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // After a language switch the loaders answer in the new language; the browser's i18next follows.
  useChangeLanguage(useRootData()?.locale ?? 'en');
  return <Outlet />;
}

/** A page that failed outside the signed-in layout (the login pages): a plain translated notice. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className={styles.loginPage}>
      <div className={styles.loginCard}>
        <h1>{t(status === 404 ? 'errorPage.notFoundTitle' : 'errorPage.genericTitle')}</h1>
        <p>{t(status === 404 ? 'errorPage.notFound' : 'errorPage.generic')}</p>
        <a href="/">{t('errorPage.home')}</a>
      </div>
    </main>
  );
}
