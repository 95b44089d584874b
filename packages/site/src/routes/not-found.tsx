/** Any unknown path: the 404 page (spec §8), inside the default layout, with its own <title>. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.server.ts';

export const meta = pageMeta;

export function loader({ request, context }: LoaderFunctionArgs) {
  return notFound(request, context);
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
