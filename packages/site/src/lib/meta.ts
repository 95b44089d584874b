/**
 * Page <title>, description, canonical URL and Open Graph tags from a loader's translated `meta`
 * field and the site settings (`index_title` for a page without a title of its own,
 * `description`); the title starts with "(n) " for unread messages plus new likes (spec §4).
 */
import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { appBadgeCount, titleWithCount } from '@dating/domain';

export interface PageMeta {
  title: string;
  description?: string;
  /** The path search engines should credit (e.g. /pages/terms for /terms); default: this path. */
  canonicalPath?: string;
}

interface RootMeta {
  settings?: { name: string; index_title: string; description: string };
  unreadMessages?: number;
  newLikes?: number;
  origin?: string;
  locale?: string;
  brand?: { id: string };
}

export function metaTags(input: {
  page: PageMeta | undefined;
  root: RootMeta | undefined;
  pathname: string;
}): MetaDescriptor[] {
  const { page, root } = input;
  const site = root?.settings?.name ?? '';
  const count = appBadgeCount(root?.unreadMessages ?? 0, root?.newLikes ?? 0);
  const plainTitle = page ? `${page.title} | ${site}` : (root?.settings?.index_title ?? site);
  const description = page?.description ?? root?.settings?.description ?? '';
  const tags: MetaDescriptor[] = [
    { title: titleWithCount(plainTitle, count) },
    { name: 'description', content: description },
    { property: 'og:title', content: plainTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site },
  ];
  if (root?.locale) tags.push({ property: 'og:locale', content: root.locale });
  if (root?.origin) {
    const url = `${root.origin}${page?.canonicalPath ?? input.pathname}`;
    tags.push({ tagName: 'link', rel: 'canonical', href: url });
    tags.push({ property: 'og:url', content: url });
    tags.push({ property: 'og:image', content: `${root.origin}/icons/512.png` });
  }
  return tags;
}

/**
 * A loader that throws (a 404) may carry its page's `meta` in the thrown response's data, so the
 * error page has a title too.
 */
export const pageMeta: MetaFunction = ({ data, error, matches, location }) =>
  metaTags({
    page: ((data ?? (error as { data?: unknown } | undefined)?.data) as { meta?: PageMeta } | undefined)
      ?.meta,
    root: matches.find((m) => m.id === 'root')?.data as RootMeta | undefined,
    pathname: location.pathname,
  });
