import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@dating/brand/load.server';
import { type Database, createTestDatabase, syncSites } from './index.ts';
import { sitePages } from './schema/index.ts';
import { parsePageMarkdown, resetSitePage, setSitePage } from './site-pages.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await syncSites(database.db, loadBrands());
});
afterAll(() => database.close());

const key = { host: 'velvetdate.example', slug: 'terms', locale: 'en' };

describe('operator page texts', () => {
  it('reads the title from the first heading', () => {
    expect(parsePageMarkdown('\uFEFF# Terms\r\n\r\n## One\r\nText')).toEqual({
      title: 'Terms',
      body: '## One\nText',
    });
    expect(() => parsePageMarkdown('No title')).toThrow(/Title/);
    expect(() => parsePageMarkdown('# Only a title\n')).toThrow(/no text/);
  });

  it('stores, replaces and removes a page text', async () => {
    await setSitePage(database.db, key, '# Terms\n\nFirst.');
    await setSitePage(database.db, key, '# Terms v2\n\nSecond.');
    const rows = await database.db.select().from(sitePages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Terms v2', body: 'Second.' });
    expect(await resetSitePage(database.db, key)).toBe(true);
    expect(await resetSitePage(database.db, key)).toBe(false);
  });

  it('refuses unknown pages, locales and hosts', async () => {
    await expect(setSitePage(database.db, { ...key, slug: 'x' }, '# T\n\nB')).rejects.toThrow(/Unknown page/);
    await expect(setSitePage(database.db, { ...key, locale: 'eng' }, '# T\n\nB')).rejects.toThrow(/locale/);
    await expect(setSitePage(database.db, { ...key, host: 'nope.example' }, '# T\n\nB')).rejects.toThrow(
      /No site/,
    );
  });
});
