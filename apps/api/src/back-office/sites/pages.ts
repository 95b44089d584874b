/**
 * A site's legal and help pages in the console (issue 19 point 6): the same store and rules as
 * the `pages:set` / `pages:reset` CLI (packages/db site-pages.ts), each change with its audit row
 * in the same transaction. The site shows the operator's text on the next request.
 */
import type { SitePageView } from '@dating/contract';
import type { Db } from '@dating/db';
import { sitePages } from '@dating/db/schema';
import { parsePageMarkdown, resetSitePage, setSitePage } from '@dating/db/site-pages';
import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import { recordAudit } from '../../staff/audit.ts';
import type { SettingsActor } from './commands.ts';

export interface PageKey {
  host: string;
  slug: string;
  locale: string;
}

/** The operator's own page texts of a site. */
export async function sitePageTexts(db: Db, host: string): Promise<SitePageView[]> {
  const rows = await db
    .select()
    .from(sitePages)
    .where(eq(sitePages.siteHost, host))
    .orderBy(asc(sitePages.slug), asc(sitePages.locale));
  return rows.map((r) => ({
    slug: r.slug,
    locale: r.locale,
    title: r.title,
    body: r.body,
    updated_at: r.updatedAt.toISOString(),
  }));
}

async function pageRow(db: Db, key: PageKey) {
  const [row] = await db
    .select({ title: sitePages.title, body: sitePages.body })
    .from(sitePages)
    .where(
      and(eq(sitePages.siteHost, key.host), eq(sitePages.slug, key.slug), eq(sitePages.locale, key.locale)),
    );
  return row ?? null;
}

/** Stores the operator's text of one page; a text without a `# Title` line or body is refused. */
export async function setPageText(
  db: Db,
  input: { actor: SettingsActor; key: PageKey; markdown: string; locales: readonly string[] },
  clock: Clock,
): Promise<Result<{ title: string }>> {
  if (!input.locales.includes(input.key.locale))
    return refuse('validation_failed', { fields: { locale: 'invalid' } });
  try {
    parsePageMarkdown(input.markdown);
  } catch {
    return refuse('validation_failed', { fields: { markdown: 'page_title_required' } });
  }
  const now = clock();
  return db.transaction(async (tx) => {
    const before = await pageRow(tx, input.key);
    const { title } = await setSitePage(tx, input.key, input.markdown, now);
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'site.page_set',
        targetType: 'site',
        targetId: `${input.key.host}/${input.key.slug}/${input.key.locale}`,
        before,
        after: await pageRow(tx, input.key),
        ip: input.actor.ip,
      },
      now,
    );
    return done({ title });
  });
}

/** Removes the operator's text, so the built-in one shows again; audited only when there was one. */
export async function resetPageText(
  db: Db,
  input: { actor: SettingsActor; key: PageKey },
  clock: Clock,
): Promise<Result<{ removed: boolean }>> {
  const now = clock();
  return db.transaction(async (tx) => {
    const before = await pageRow(tx, input.key);
    const removed = await resetSitePage(tx, input.key);
    if (removed) {
      await recordAudit(
        tx,
        {
          staffId: input.actor.staffId,
          action: 'site.page_reset',
          targetType: 'site',
          targetId: `${input.key.host}/${input.key.slug}/${input.key.locale}`,
          before,
          after: null,
          ip: input.actor.ip,
        },
        now,
      );
    }
    return done({ removed });
  });
}
