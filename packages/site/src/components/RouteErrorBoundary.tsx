/** The error boundary routes export: shows the error page inside the surrounding layout. */
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { ErrorPage } from './ErrorPage.tsx';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const code = typeof error.data?.code === 'string' ? error.data.code : undefined;
    const params = typeof error.data?.params === 'object' ? error.data.params : undefined;
    // Not `statusText`: it is the framework's English ("Method Not Allowed"), never translated.
    return <ErrorPage status={error.status} code={code} params={params} />;
  }
  return <ErrorPage status={500} />;
}
