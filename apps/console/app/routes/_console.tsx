/** The signed-in console: the top bar and the page. Without a full staff session: the login. */
import { Alert, Heading, SkipLink } from '@dating/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../components/TopBar.tsx';
import { requireStaffMe } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { pageTitle } from '../lib/meta.ts';

/** Shown when a page of the console fails (its own title is not rendered then). */
export const meta = pageTitle('product');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { me: await requireStaffMe(request, context) };
}

export default function ConsoleLayout() {
  const { me } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('nav.skip')}</SkipLink>
      <TopBar me={me} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}

/** A page of the console that failed or is not for this role: the bar stays, the reason shows. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('routes/_console');
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'generic';
  return (
    <>
      {data ? <TopBar me={data.me} /> : null}
      <main id="main" className={styles.main}>
        <Heading level={1}>{t(`errorPage.${key}Title`)}</Heading>
        <Alert tone={status === 403 ? 'warning' : 'critical'}>{t(`errorPage.${key}`)}</Alert>
      </main>
    </>
  );
}
