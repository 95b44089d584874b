/** Any unknown path: the 404 page (spec §8), inside the default layout. */
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';

export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
