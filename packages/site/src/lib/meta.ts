/**
 * Page <title> and description from a loader's translated `meta` field and the site name; the
 * title starts with "(n) " for unread messages plus new likes (spec §4 badges and title).
 */
import type { MetaFunction } from '@remix-run/node';
import { appBadgeCount, titleWithCount } from '@dating/domain';

export interface PageMeta {
  title: string;
  description?: string;
}

export const pageMeta: MetaFunction = ({ data, matches }) => {
  const page = (data as { meta?: PageMeta } | undefined)?.meta;
  const root = matches.find((m) => m.id === 'root')?.data as
    | { settings?: { name: string; description: string }; unreadMessages?: number; newLikes?: number }
    | undefined;
  const site = root?.settings?.name ?? '';
  const count = appBadgeCount(root?.unreadMessages ?? 0, root?.newLikes ?? 0);
  const title = titleWithCount(page ? `${page.title} | ${site}` : site, count);
  return [
    { title },
    { name: 'description', content: page?.description ?? root?.settings?.description ?? '' },
  ];
};
