/** Typed access to the root loader's data (site settings, member, locale) from any route. */
import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '../root.server.ts';

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root') as RootData | undefined;
}
