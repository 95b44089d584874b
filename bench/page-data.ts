/**
 * Issue 21 ("Speed"), ADR 0083: how large the HTML documents of the main pages are, and how much
 * of each is loader data (the turbo-stream scripts a page hydrates from).
 * The real network in-process (PGlite, the velvet build, 12 members, bob logged in; see
 * lib/member-network.ts). Sizes are bytes of UTF-8, the same on every machine for one build and
 * one seed, so they are printed without timing. Run with `pnpm bench:page-data` after
 * `pnpm build`; the figures before and after ADR 0083 are in RESULTS.md.
 */
import { openMemberNetwork } from './lib/member-network.ts';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/**
 * The loader data of a document: with single fetch (v3_singleFetch) Remix streams it into the
 * page as turbo-stream chunks, each a `streamController.enqueue(…)` script.
 */
function loaderDataBytes(html: string): number {
  let total = 0;
  for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    if (body!.includes('streamController.enqueue(')) total += bytes(body!);
  return total;
}

const net = await openMemberNetwork({});
try {
  const pages: [string, string][] = [
    ['members search', '/members'],
    ['members search, a country', '/members?country=DE'],
    ['a member profile', `/members/${net.second}`],
    ['chats', '/chats'],
    ['a chat', `/chats/${net.conversationId}`],
    ['credits', '/credits'],
    ['profile', '/profile'],
    ['signup details (location)', '/signup/location'],
  ];
  console.log(`\n${new Date().toISOString().slice(0, 10)} · velvet build · PGlite · 12 members\n`);
  console.log('| page | path | status | document | loader data |');
  console.log('|---|---|---|---|---|');
  for (const [subject, path] of pages) {
    // The first request warms the caches; the second is measured (the document is the same).
    await (await net.page(path, { cookie: net.cookie })).text();
    const res = await net.page(path, { cookie: net.cookie });
    const html = await res.text();
    console.log(
      `| ${subject} | ${path} | ${res.status} | ${kb(bytes(html))} | ${kb(loaderDataBytes(html))} |`,
    );
  }
} finally {
  await net.close();
}
