/**
 * The CPU bench's bare baselines, one process on @hono/node-server with production React
 * (NODE_ENV=production): `node bare-server.mjs PORT FIXTURES.json`. The fixtures come from the
 * subject server in the same run, so each baseline answers with the same bytes or markup:
 * - GET /react: React renderToString of the member's search page as plain markup (the same cards);
 * - GET /static: the visitor home page's HTML as fixed bytes;
 * - GET /json: the logged-in member's user.php JSON as fixed bytes;
 * - POST /post: reads the JSON body and answers message.php's answer as fixed bytes.
 * No database, no session, no routing beyond Hono's.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const [port, fixturesFile] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8'));

const card = (m) =>
  h(
    'li',
    { key: m.id },
    h(
      'a',
      { href: `/members/${m.id}` },
      m.photo ? h('img', { src: m.photo, alt: m.name, width: 300, height: 300, loading: 'lazy' }) : null,
      h('strong', null, m.name),
      h('span', null, `${m.age} · ${m.city ?? ''}`),
    ),
  );
const SearchPage = ({ members }) =>
  h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Members')),
    h(
      'body',
      null,
      h(
        'header',
        null,
        h(
          'nav',
          null,
          ['Members', 'Likes', 'Chats', 'Credits'].map((l) =>
            h('a', { key: l, href: `/${l.toLowerCase()}` }, l),
          ),
        ),
      ),
      h('main', null, h('h1', null, 'Members'), h('ul', null, members.map(card))),
      h('script', {
        dangerouslySetInnerHTML: { __html: `window.__data=${JSON.stringify(fixtures.loaderData)}` },
      }),
    ),
  );

const app = new Hono()
  .get('/react', (c) =>
    c.html(`<!DOCTYPE html>${renderToString(h(SearchPage, { members: fixtures.members }))}`),
  )
  .get('/static', (c) => c.html(fixtures.homeHtml))
  .get('/json', (c) => c.body(fixtures.userJson, 200, { 'content-type': 'application/json' }))
  .post('/post', async (c) => {
    await c.req.json();
    return c.body(fixtures.messageJson, 200, { 'content-type': 'application/json' });
  });
const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' });
process.once('SIGTERM', () => server.close(() => process.exit(0)));
