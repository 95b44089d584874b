/**
 * Issue 2 benchmark: server rendering of /members, GET /api/user.php and the navigation's
 * counts (badges.php against the two lists it replaced) through the real
 * network app (in-process, no socket), each beside a bare baseline measured the same way in the
 * same run: React renderToString of equivalent markup, and a bare Hono app returning fixed JSON.
 * Prints figures and ratios; run with `pnpm bench:ssr` after `pnpm build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Hono } from 'hono';
import { createNetwork, readConfig } from '@dating/server';
import { measure, table } from './lib/measure.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = 8;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const network = await createNetwork({
  ...readConfig({}),
  dataDir,
  seedMembersPerBrand: 60,
  brands: ['velvet'],
});
const origin = 'http://velvet.localhost';
const call = (path: string, init: RequestInit = {}) =>
  Promise.resolve(network.app.fetch(new Request(`${origin}${path}`, init)));

const login = await call('/api/user.php', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'alice@velvet.demo', password: 'demo-pass-2026' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
const membersJson = (await (await call('/api/members.php', { headers: { cookie } })).json()) as {
  members: {
    id: number;
    name: string;
    age: number;
    city: string | null;
    main_image: { thumb_filename: string } | null;
  }[];
};

// Baseline 1: the same 24 cards as plain React markup, rendered to a string.
const Page = () =>
  h(
    'html',
    null,
    h(
      'body',
      null,
      h(
        'main',
        null,
        h('h1', null, 'Members'),
        h(
          'ul',
          null,
          membersJson.members.map((m) =>
            h(
              'li',
              { key: m.id },
              h(
                'a',
                { href: `/members/${m.id}` },
                m.main_image
                  ? h('img', { src: `/uploads/${m.main_image.thumb_filename}`, alt: m.name })
                  : null,
                h('strong', null, m.name),
                h('span', null, `${m.age} · ${m.city ?? ''}`),
              ),
            ),
          ),
        ),
      ),
    ),
  );
// Baseline 2: Hono answering a fixed JSON of the same size as the user call.
const userBody = await (await call('/api/user.php', { headers: { cookie } })).text();
const bare = new Hono().get('/api/user.php', (c) =>
  c.body(userBody, 200, { 'content-type': 'application/json' }),
);

const drain = async (res: Response | Promise<Response>) => {
  const r = await res;
  if (!r.ok) throw new Error(`status ${r.status}`);
  await r.arrayBuffer();
};
const opts = { requests: REQUESTS, concurrency: CONCURRENCY };
const rows = [
  {
    subject: await measure(
      'SSR /members (logged in)',
      () => drain(call('/members', { headers: { cookie } })),
      opts,
    ),
    baseline: await measure('React renderToString, same cards', async () => renderToString(h(Page)), opts),
  },
  {
    subject: await measure(
      'GET /api/user.php (logged in)',
      () => drain(call('/api/user.php', { headers: { cookie } })),
      opts,
    ),
    baseline: await measure(
      'bare Hono fixed JSON',
      () => drain(bare.fetch(new Request(`${origin}/api/user.php`))),
      opts,
    ),
  },
  {
    // The page shell's counts: what the root loader asked for before badges.php (ADR 0039).
    subject: await measure(
      'GET /api/badges.php (logged in)',
      () => drain(call('/api/badges.php', { headers: { cookie } })),
      opts,
    ),
    baseline: await measure(
      'chats.php + likes.php, as before',
      () =>
        Promise.all([
          drain(call('/api/chats.php', { headers: { cookie } })),
          drain(call('/api/likes.php', { headers: { cookie } })),
        ]).then(() => undefined),
      opts,
    ),
  },
];

console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length} · Node ${process.version} · PGlite · ${REQUESTS} requests, ${CONCURRENCY} in flight\n`,
);
console.log(table(rows));
await network.close();
rmSync(dataDir, { recursive: true, force: true });
