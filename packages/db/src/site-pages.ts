/**
 * The operator's own texts of legal and help pages (`site_pages`): a Markdown file whose first
 * `# ` line is the title replaces the built-in text of one page of one site in one locale.
 */
import { isLegalPageSlug } from '@dating/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { sitePages, sites } from './schema/index.ts';

export interface SitePageKey {
  host: string;
  slug: string;
  locale: string;
}

/** Splits "# Title\n\nbody" into title and body; a file without a title line is refused. */
export function parsePageMarkdown(markdown: string): { title: string; body: string } {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^\s*#\s+(.+)\n?/.exec(text);
  if (!match) throw new Error('The file must start with a "# Title" line.');
  const body = text.slice(match[0].length).trim();
  if (!body) throw new Error('The file has a title but no text.');
  return { title: match[1]!.trim(), body };
}

async function checkKey(db: Db, key: SitePageKey): Promise<void> {
  if (!isLegalPageSlug(key.slug)) throw new Error(`Unknown page "${key.slug}".`);
  if (!/^[a-z]{2}$/.test(key.locale)) throw new Error(`"${key.locale}" is not a locale code such as en.`);
  const [site] = await db.select({ host: sites.host }).from(sites).where(eq(sites.host, key.host)).limit(1);
  if (!site) throw new Error(`No site has the host "${key.host}".`);
}

/** Stores (or replaces) the operator's text of one page. */
export async function setSitePage(db: Db, key: SitePageKey, markdown: string, now = new Date()) {
  await checkKey(db, key);
  const { title, body } = parsePageMarkdown(markdown);
  await db
    .insert(sitePages)
    .values({ siteHost: key.host, slug: key.slug, locale: key.locale, title, body, updatedAt: now })
    .onConflictDoUpdate({
      target: [sitePages.siteHost, sitePages.slug, sitePages.locale],
      set: { title, body, updatedAt: now },
    });
  return { title };
}

/** Removes the operator's text, so the built-in text shows again; true when there was one. */
export async function resetSitePage(db: Db, key: SitePageKey): Promise<boolean> {
  await checkKey(db, key);
  const deleted = await db
    .delete(sitePages)
    .where(
      and(eq(sitePages.siteHost, key.host), eq(sitePages.slug, key.slug), eq(sitePages.locale, key.locale)),
    )
    .returning({ slug: sitePages.slug });
  return deleted.length > 0;
}
