/**
 * The reads a site page's calls share (ADR 0078): the session and the member's own view are read
 * once for all the GET calls of one page (the site's settings are kept longer, ADR 0083), and any other call empties
 * them first, so the loaders Remix runs after an action see what the action did.
 */
import { sessions, users } from '@dating/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Harness, createHarness } from '../test/harness.ts';
import { type PageReads, createPageReads } from './page-reads.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 2 });
});
afterAll(() => h.close());

/** A call of a page: what the server sends with the page's `pageReads`, or without (a browser's). */
async function call(path: string, cookie: string, reads?: PageReads, method = 'GET') {
  const res = await h.api.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    }),
    reads ? { pageReads: reads } : undefined,
  );
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

const endSessionsOf = (id: number) => h.db.delete(sessions).where(eq(sessions.userId, id));

describe('one page, one session lookup', () => {
  it('the page’s GET calls answer with the session the page began with', async () => {
    const alice = await h.member('alice@velvet.demo');
    const page = createPageReads();
    expect((await call('/api/page-shell.php', alice.cookie, page)).body.user.id).toBe(alice.id);
    await endSessionsOf(alice.id);
    expect((await call('/api/user.php', alice.cookie, page)).body.user.id).toBe(alice.id);
    // A browser's own call, and the next page, read the session afresh.
    expect((await call('/api/user.php', alice.cookie)).body.user).toBeNull();
    expect((await call('/api/user.php', alice.cookie, createPageReads())).body.user).toBeNull();
  });

  it('reads the member once for the page shell and the profile', async () => {
    const bob = await h.member('bob@velvet.demo');
    const page = createPageReads();
    const shell = await call('/api/page-shell.php', bob.cookie, page);
    await h.db
      .update(users)
      .set({ credits: sql`${users.credits} + 5` })
      .where(eq(users.id, bob.id));
    expect((await call('/api/user.php', bob.cookie, page)).body.user.credits).toBe(shell.body.user.credits);
    expect((await call('/api/user.php', bob.cookie)).body.user.credits).toBe(shell.body.user.credits + 5);
  });
});

describe('a post empties the page’s reads', () => {
  it('a logout among the page’s calls: the calls after it see a visitor', async () => {
    const alice = await h.member('alice@velvet.demo');
    const page = createPageReads();
    expect((await call('/api/user.php', alice.cookie, page)).body.user.id).toBe(alice.id);
    expect((await call('/api/logout.php', alice.cookie, page, 'POST')).status).toBe(200);
    expect((await call('/api/page-shell.php', alice.cookie, page)).body.user).toBeNull();
  });

  it('the member’s view after any post is read again', async () => {
    const bob = await h.member('bob@velvet.demo');
    const page = createPageReads();
    const before = (await call('/api/user.php', bob.cookie, page)).body.user.credits;
    await h.db
      .update(users)
      .set({ credits: sql`${users.credits} + 5` })
      .where(eq(users.id, bob.id));
    expect((await call('/api/page-hidden.php', bob.cookie, page, 'POST')).status).toBeLessThan(300);
    expect((await call('/api/page-shell.php', bob.cookie, page)).body.user.credits).toBe(before + 5);
  });
});
