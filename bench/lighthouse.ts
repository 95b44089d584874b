/**
 * Issue 9 benchmark: Lighthouse 12 (mobile: its default Moto G Power emulation and slow-4G
 * throttling) on the home page and two landers of two brands, and (issue 21, ADR 0080) the
 * members' area of velvet as a logged-in demo member — /members, a profile, /chats, a chat,
 * /credits — served by the real network over HTTP on loopback from the brand builds. Chromium is Debian's /usr/bin/chromium, launched by
 * chrome-launcher (never a downloaded browser). Prints performance, accessibility, best
 * practices and SEO scores and the JavaScript bytes each page loads; `--append` adds the table
 * to bench/RESULTS.md. Not a test: scores move with the machine's load.
 *
 * Run after `pnpm -F @dating/app-velvet -F @dating/app-herflame build`:
 * `NODE_ENV=production pnpm bench:lighthouse`. NODE_ENV=production makes the server render with
 * React's production build (the figures a real visitor gets); the network's config still comes
 * from `readConfig({})`, the demo settings, whatever the environment says.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, createNetwork, readConfig } from '@dating/server';
import { serve } from '@hono/node-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const VISITOR_PAGES = [
  ['velvet', '/'],
  ['velvet', '/landers/gallery'],
  ['velvet', '/landers/video'],
  ['herflame', '/'],
  ['herflame', '/landers/gallery'],
  ['herflame', '/landers/video'],
] as const;

if (process.env.NODE_ENV !== 'production') {
  console.warn(
    'NODE_ENV is not production: the pages render with React development build, slower than real.',
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const network = await createNetwork({
  ...readConfig({}),
  dataDir,
  seedMembersPerBrand: 40,
  brands: ['velvet', 'herflame'],
});
const server = serve({ fetch: network.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;

/** A demo member's session (bob has credits) and a chat of his, for the members' pages. */
async function memberPages(): Promise<{ cookie: string; pages: [string, string][] }> {
  // In-process (Node does not resolve *.localhost); the Host names the brand, as for the browser.
  const origin = `http://velvet.localhost:${port}`;
  const call = async (path: string, cookie: string, json?: unknown) => {
    const res = await network.app.fetch(
      new Request(`${origin}/api${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    );
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const login = await call('/user.php', '', { email: 'bob@velvet.demo', password: DEMO_PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { members } = (await (await call('/members.php', cookie)).json()) as { members: { id: number }[] };
  const [first, second] = members;
  if (!first || !second) throw new Error('the seed has too few members');
  const sent = (await (
    await call('/message.php', cookie, { profile: first.id, text: 'Hello from the Lighthouse bench' })
  ).json()) as { conversation: { id: number } };
  const pages: [string, string][] = [
    ['velvet', '/members'],
    ['velvet', `/members/${second.id}`],
    ['velvet', '/chats'],
    ['velvet', `/chats/${sent.conversation.id}`],
    ['velvet', '/credits'],
  ];
  return { cookie, pages };
}
const member = await memberPages();
/** `--only=<text>`: just the pages whose label holds the text (e.g. `--only=member`). */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const PAGES: { brand: string; path: string; cookie?: string }[] = [
  ...VISITOR_PAGES.map(([brand, path]) => ({ brand, path })),
  ...member.pages.map(([brand, path]) => ({ brand, path, cookie: member.cookie })),
].filter((p) => !only || `${p.brand} ${p.path}${p.cookie ? ' (member)' : ''}`.includes(only));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsBytes: number;
  /** The metrics behind the performance score, so a low one can be told from noise. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
const rows: Row[] = [];
try {
  for (const { brand, path, cookie } of PAGES) {
    const url = `http://${brand}.localhost:${port}${path}`;
    // A returning visitor in English: the adult-content warning was dismissed before; on the
    // members' pages, logged in as bob.
    const cookies = [
      `entry_warning_dismissed=${Date.now()}`,
      'i18n_redirected=en',
      ...(cookie ? [cookie] : []),
    ];
    const audit = async () => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        extraHeaders: { Cookie: cookies.join('; ') },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    };
    let lhr = await audit();
    // A failed audit (a trace not recorded, a page that did not paint in time on a busy machine)
    // scores 0: say why, and run it again as Lighthouse asks (twice at most).
    for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
      console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} — again`);
      lhr = await audit();
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
    const jsBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
    const row = {
      page: `${brand} ${path}${cookie ? ' (member)' : ''}`,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      jsBytes,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
    rows.push(row);
    console.log(row);
    // What moved, so a CLS above zero names its cause (Lighthouse's own list of shifts).
    const shifts =
      (lhr.audits['layout-shifts']?.details as { items?: { score?: number; node?: { selector?: string } }[] })
        ?.items ?? [];
    for (const shift of shifts)
      console.log(`  shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? '?'}`);
    // `--details`: where the main thread's time went, so a high TBT names its cause.
    if (process.argv.includes('--details')) {
      const items = (id: string) =>
        ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] })?.items ?? []).slice(0, 8);
      for (const i of items('mainthread-work-breakdown'))
        console.log(`  main thread ${Math.round(Number(i.duration))} ms: ${i.groupLabel}`);
      for (const i of items('bootup-time'))
        console.log(
          `  script ${Math.round(Number(i.total))} ms (evaluation ${Math.round(Number(i.scripting))}, parse ${Math.round(Number(i.scriptParseCompile))}): ${i.url}`,
        );
      for (const i of items('long-tasks'))
        console.log(
          `  long task ${Math.round(Number(i.duration))} ms at ${Math.round(Number(i.startTime))}: ${i.url}`,
        );
    }
  }
} finally {
  chrome.kill();
  server.close();
  await network.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
const machine = `${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`;
const table = [
  `### ${new Date().toISOString().slice(0, 10)} — ${machine}`,
  '',
  '| page | performance | accessibility | best practices | SEO | first-load JS (bytes, transferred) | LCP ms | TBT ms | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.jsBytes.toLocaleString('en')} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  ),
  '',
].join('\n');
console.log(`\n${table}`);
if (process.argv.includes('--append')) appendFileSync(new URL('./RESULTS.md', import.meta.url), `\n${table}`);
