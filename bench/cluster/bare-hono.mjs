/**
 * The load test's baseline upstream: bare Hono on @hono/node-server answering every request with
 * a fixed 1 KB JSON (a GET's answer of the size of a search page's data is larger; a POST's
 * answer is smaller) and /healthz with 200 — no database, no session, no rendering. The CPU it
 * spends per request behind the same nginx is the floor the network server is compared with.
 * Plain JavaScript, so it starts like the built server does: `node bare-hono.mjs PORT`.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2]);
const body = JSON.stringify({
  ok: true,
  items: Array.from({ length: 16 }, (_, i) => ({ id: i, name: 'x'.repeat(40) })),
});
const app = new Hono()
  .get('/healthz', (c) => c.text('ok'))
  .all('*', async (c) => {
    if (c.req.method !== 'GET') await c.req.arrayBuffer();
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.once('SIGTERM', () => server.close(() => process.exit(0)));
