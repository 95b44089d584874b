/**
 * Legal pages in the console (issue 19 point 6): an admin stores a page's text per site and
 * language (the `pages:set` CLI's store and rules), the member API serves it on the next
 * request, a reset brings the built-in text back; each change is audited, bad input writes nothing.
 */
import { auditLog, sitePages } from '@dating/db/schema';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness.ts';
import { staffCaller, staffWithSession } from '../../test/staff.ts';

const HOST = 'velvetdate.example';
let h: Harness;
let admin: { id: number; cookie: string };
let support: { id: number; cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 2 });
  admin = await staffWithSession(h.db, 'admin');
  support = await staffWithSession(h.db, 'support');
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);
const written = async () => ({
  pages: Number((await h.db.select({ n: count() }).from(sitePages))[0]!.n),
  audit: Number(
    (await h.db.select({ n: count() }).from(auditLog).where(like(auditLog.action, 'site.page%')))[0]!.n,
  ),
});
const memberPage = async () => (await h.request('/api/page.php?slug=terms&locale=en')).body.page;

describe('legal pages in the console', () => {
  it('stores a page text that members get at once, and resets it, each audited', async () => {
    const stored = await staff(`/sites/${HOST}/pages/terms/en`, admin.cookie, {
      method: 'PUT',
      body: { markdown: '# Our terms\n\nBe kind.' },
    });
    expect([stored.status, stored.body]).toEqual([200, { title: 'Our terms' }]);
    expect(await memberPage()).toMatchObject({ title: 'Our terms', body: 'Be kind.' });
    const list = await staff(`/sites/${HOST}/pages`, admin.cookie);
    expect(list.body.pages).toEqual([
      expect.objectContaining({ slug: 'terms', locale: 'en', title: 'Our terms' }),
    ]);
    expect(list.body.slugs).toContain('privacy');

    const reset = await staff(`/sites/${HOST}/pages/terms/en`, admin.cookie, { method: 'DELETE' });
    expect([reset.status, reset.body]).toEqual([200, { removed: true }]);
    expect(await memberPage()).toBeNull();
    const rows = await h.db.select().from(auditLog).where(like(auditLog.action, 'site.page%'));
    expect(rows.map((r) => [r.action, r.targetId, r.staffId])).toEqual([
      ['site.page_set', `${HOST}/terms/en`, admin.id],
      ['site.page_reset', `${HOST}/terms/en`, admin.id],
    ]);
    expect(rows[0]!.after).toMatchObject({ title: 'Our terms' });
    expect(rows[1]!.before).toMatchObject({ title: 'Our terms' });
  });

  it.each([
    ['no title line', 'terms', 'en', { markdown: 'just text' }, 400],
    ['a NUL byte', 'terms', 'en', { markdown: '# T\n\nA\u0000B' }, 400],
    ['an unknown page', 'nope', 'en', { markdown: '# T\n\nB' }, 400],
    ['a language the site lacks', 'terms', 'xx', { markdown: '# T\n\nB' }, 400],
  ])('refuses %s, nothing written', async (_name, slug, locale, body, status) => {
    const before = await written();
    const res = await staff(`/sites/${HOST}/pages/${slug}/${locale}`, admin.cookie, { method: 'PUT', body });
    expect(res.status).toBe(status);
    expect(await written()).toEqual(before);
  });

  it('refuses support and a foreign Origin', async () => {
    const before = await written();
    const body = { markdown: '# T\n\nB' };
    expect(
      (await staff(`/sites/${HOST}/pages/terms/en`, support.cookie, { method: 'PUT', body })).status,
    ).toBe(403);
    const foreign = await staff(`/sites/${HOST}/pages/terms/en`, admin.cookie, {
      method: 'PUT',
      body,
      origin: 'http://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(await written()).toEqual(before);
  });
});
