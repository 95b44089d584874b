/** The operator's own text of a legal or help page (a `site_pages` row), or null for the built-in one. */
import type { Db } from '@dating/db';
import { sitePages } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';

export async function sitePage(
  db: Db,
  input: { siteHost: string; slug: string; locale: string },
): Promise<{ title: string; body: string; updated_at: string } | null> {
  const [row] = await db
    .select({ title: sitePages.title, body: sitePages.body, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(
      and(
        eq(sitePages.siteHost, input.siteHost),
        eq(sitePages.slug, input.slug),
        eq(sitePages.locale, input.locale),
      ),
    )
    .limit(1);
  return row ? { title: row.title, body: row.body, updated_at: row.updatedAt.toISOString() } : null;
}
