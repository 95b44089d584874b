/** Page <title> and description from a loader's translated `meta` field and the site name. */
import type { MetaFunction } from '@remix-run/node';

export interface PageMeta {
  title: string;
  description?: string;
}

export const pageMeta: MetaFunction = ({ data, matches }) => {
  const page = (data as { meta?: PageMeta } | undefined)?.meta;
  const root = matches.find((m) => m.id === 'root')?.data as
    | { settings?: { name: string; description: string } }
    | undefined;
  const site = root?.settings?.name ?? '';
  const title = page ? `${page.title} | ${site}` : site;
  return [
    { title },
    { name: 'description', content: page?.description ?? root?.settings?.description ?? '' },
  ];
};
