/**
 * Issue 21's speed figures: CPU milliseconds per request of the network server (and of its
 * PostgreSQL backends), each subject beside a bare baseline measured the same way in the same
 * run — production React rendering the same cards, the same page as static bytes, bare Hono
 * answering the same JSON. Both sides are separate processes on loopback driven over HTTP with
 * BENCH_CONNECTIONS keep-alive connections (10, as wrk -c10). Prints one table and whether each
 * goal holds; `--append` adds it to bench/RESULTS.md. Not a test: it has no pass or fail.
 *
 * Needs the built server and velvet (`pnpm build`). `pnpm bench:cpu`; BENCH_TARGETS=postgres,pglite
 * picks the databases, BENCH_DATABASE_URL the PostgreSQL server (a fresh database is made there
 * and dropped), BENCH_REQUESTS the timed requests per subject.
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { request } from 'undici';
import { type Call, type Driven, drive } from './cpu/drive.ts';
import { type Subject, startBaselines, startSubject } from './cpu/subject.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = 40;
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'demo-pass-2026';
const SUBJECT_PORT = Number(process.env.BENCH_PORT ?? 3480);

type Baseline = 'react' | 'static' | 'json' | 'post';
const BASELINE_NAMES: Record<Baseline, string> = {
  react: 'production React renderToString, same cards',
  static: 'static bytes of the same page',
  json: 'bare Hono, same JSON',
  post: 'bare Hono POST, same answer',
};

interface Row {
  target: string;
  subject: string;
  driven: Driven;
  baseline: Baseline;
  /** The issue's goal in CPU-ms per request, or a factor of the PostgreSQL figure (embedded). */
  goal: number | null;
}

/** A member's session: logs in through the API as the site's client code does. */
async function logIn(subject: Subject, email: string): Promise<string> {
  const res = await send(subject, '/api/user.php', '', { email, password: PASSWORD });
  const cookie = res.headers['set-cookie'];
  return String(Array.isArray(cookie) ? cookie[0] : cookie).split(';')[0]!;
}

/** One request to the site with its Host header (fetch would send 127.0.0.1's). */
async function send(subject: Subject, path: string, cookie: string, json?: unknown) {
  const res = await request(`${subject.origin}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      host: subject.host,
      origin: `http://${subject.host}`,
      cookie,
      'content-type': 'application/json',
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await res.body.text();
  if (res.statusCode < 200 || res.statusCode > 299)
    throw new Error(`${path}: ${res.statusCode} ${body.slice(0, 300)}`);
  return { headers: res.headers, body };
}

const api = async <T>(subject: Subject, path: string, cookie: string, json?: unknown): Promise<T> =>
  JSON.parse((await send(subject, `/api${path}`, cookie, json)).body) as T;

const page = async (subject: Subject, path: string, cookie = '') => (await send(subject, path, cookie)).body;

interface SearchCard {
  id: number;
  name: string;
  age: number;
  city: string | null;
  main_image: { thumb_filename: string } | null;
}

async function measureTarget(target: 'postgres' | 'pglite', rows: Row[]) {
  const subject = await startSubject({ target, port: SUBJECT_PORT, serverUrl: SERVER_URL, members: 60 });
  const fixturesDir = mkdtempSync(join(tmpdir(), 'bench-cpu-fixtures-'));
  try {
    const bob = await logIn(subject, 'bob@velvet.demo');
    const search = await api<{ members: SearchCard[] }>(subject, '/members.php', bob);
    const first = search.members[0]!;
    const sent = await api<{ conversation: { id: number } }>(subject, '/message.php', bob, {
      profile: first.id,
      text: 'Hello from the CPU bench',
    });
    const fixtures = {
      members: search.members.map((m) => ({
        id: m.id,
        name: m.name,
        age: m.age,
        city: m.city,
        photo: m.main_image ? `/uploads/${m.main_image.thumb_filename}` : null,
      })),
      loaderData: search,
      homeHtml: await page(subject, '/'),
      userJson: JSON.stringify(await api(subject, '/user.php', bob)),
      messageJson: JSON.stringify(sent),
    };
    const fixturesFile = join(fixturesDir, 'fixtures.json');
    writeFileSync(fixturesFile, JSON.stringify(fixtures));
    const baselines = await startBaselines(SUBJECT_PORT + 1, fixturesFile);
    const baselineCalls: Record<Baseline, Call> = {
      react: { path: '/react' },
      static: { path: '/static' },
      json: { path: '/json' },
      post: {
        path: '/post',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ profile: first.id, text: 'Hello' }),
      },
    };
    const asPage = (path: string, cookie = ''): Call => ({ path, headers: { host: subject.host, cookie } });
    const subjects: [string, (i: number) => Call, Baseline, number | null][] = [
      ['/members logged in', () => asPage('/members', bob), 'react', 4],
      ['/members/{id} logged in', () => asPage(`/members/${first.id}`, bob), 'react', 4],
      ['/chats logged in', () => asPage('/chats', bob), 'react', 4],
      ['/chats/{id} logged in', () => asPage(`/chats/${sent.conversation.id}`, bob), 'react', null],
      // A visitor's entry pages are kept a few seconds (ADR 0098): the burst of one address…
      ['/ visitor', () => asPage('/'), 'static', 2],
      ['/landers/gallery visitor', () => asPage('/landers/gallery'), 'static', 2],
      // …and each visitor on an address of its own (a tracking value each), rendered every time.
      ['/ visitor, a new address each (rendered)', (i) => asPage(`/?sub1=cpu${i}`), 'static', null],
      [
        '/landers/gallery visitor, a new address each (rendered)',
        (i) => asPage(`/landers/gallery?sub1=cpu${i}`),
        'static',
        null,
      ],
      [
        'GET /api/user.php',
        () => ({ path: '/api/user.php', headers: { host: subject.host, cookie: bob } }),
        'json',
        0.3,
      ],
    ];
    try {
      if (subject.databaseUrl) subjects.push(await messageSubject(subject));
      for (const [name, call, baseline, goal] of subjects) {
        const driven = await drive(subject.origin, subject.cpu, call, {
          requests: REQUESTS,
          connections: CONNECTIONS,
          warmup: WARMUP,
        });
        rows.push({ target, subject: name, driven, baseline, goal });
        console.error(`${target} ${name}: ${driven.totalMs.toFixed(2)} CPU-ms/request`);
      }
      for (const baseline of ['react', 'static', 'json', 'post'] as const) {
        // Ten times the requests: a baseline's CPU per request is a few clock ticks per hundred.
        const driven = await drive(baselines.origin, baselines.cpu, () => baselineCalls[baseline], {
          requests: REQUESTS * 10,
          connections: CONNECTIONS,
          warmup: WARMUP,
        });
        rows.push({ target, subject: `baseline: ${BASELINE_NAMES[baseline]}`, driven, baseline, goal: null });
      }
    } finally {
      await baselines.stop();
    }
  } finally {
    await subject.stop();
    rmSync(fixturesDir, { recursive: true, force: true });
  }
}

/**
 * POST /api/message.php as members send them: senders enough that none reaches the per-member
 * limit of 20 a minute (ADR 0045), each with credits and writing to the first member of its own
 * search. Set up on PostgreSQL only, where the bench can give the senders credits directly.
 */
async function messageSubject(subject: Subject): Promise<[string, (i: number) => Call, Baseline, number]> {
  const client = new pg.Client({ connectionString: subject.databaseUrl! });
  await client.connect();
  await client.query(`update users set credits = 1000000, status = 'confirmed'`);
  const perSender = 12;
  // Generated members who are not the site's fictional profiles (those cannot log in).
  const { rows } = await client.query<{ email: string }>(
    `select email from users where email like 'member%' and not fictional order by id limit $1`,
    [Math.ceil((REQUESTS + WARMUP) / perSender)],
  );
  await client.end();
  const senders: { cookie: string; to: number }[] = [];
  for (const { email } of rows) {
    const cookie = await logIn(subject, email);
    const search = await api<{ members: SearchCard[] }>(subject, '/members.php', cookie);
    if (search.members[0]) senders.push({ cookie, to: search.members[0].id });
  }
  if (senders.length * perSender < REQUESTS + WARMUP) throw new Error('too few members to send the messages');
  const origin = `http://${subject.host}`;
  return [
    'POST /api/message.php',
    (i) => {
      const sender = senders[i % senders.length]!;
      return {
        path: '/api/message.php',
        method: 'POST',
        headers: { host: subject.host, origin, cookie: sender.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ profile: sender.to, text: `Bench message ${i}` }),
      };
    },
    'post',
    2,
  ];
}

function report(rows: Row[]): string {
  const f = (n: number) => n.toFixed(2);
  const lines = [
    '| database | subject | req/s | p50 ms | p99 ms | server CPU-ms | PostgreSQL CPU-ms | CPU-ms per request | baseline CPU-ms | ratio | goal | met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const baselineOf = (target: string, b: Baseline) =>
    rows.find((r) => r.target === target && r.subject === `baseline: ${BASELINE_NAMES[b]}`)!.driven;
  for (const r of rows) {
    const d = r.driven;
    const isBaseline = r.subject.startsWith('baseline: ');
    const base = isBaseline ? null : baselineOf(r.target, r.baseline);
    // The embedded default's goal: at most twice PostgreSQL's figure for the same subject.
    const pgRow = rows.find((o) => o.target === 'postgres' && o.subject === r.subject);
    const goal =
      r.target === 'pglite' && !isBaseline && pgRow
        ? 2 * pgRow.driven.totalMs
        : r.target === 'pglite'
          ? null
          : r.goal;
    const goalText =
      goal === null ? '—' : r.target === 'pglite' ? `≤ 2× PostgreSQL (${f(goal)})` : `≤ ${goal}`;
    lines.push(
      `| ${r.target} | ${r.subject} | ${d.rps.toFixed(0)} | ${f(d.p50)} | ${f(d.p99)} | ${f(d.serverMs)} | ${r.target === 'postgres' && !isBaseline ? f(d.databaseMs) : '—'} | ${f(d.totalMs)} | ${base ? f(base.totalMs) : '—'} | ${base ? `${(d.totalMs / base.totalMs).toFixed(1)}×` : '—'} | ${goalText} | ${goal === null ? '—' : d.totalMs <= goal ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

const rows: Row[] = [];
for (const target of TARGETS) await measureTarget(target, rows);
const heading = `### ${new Date().toISOString().slice(0, 10)} — ${cpus()[0]?.model.trim()}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${REQUESTS} requests per subject over ${CONNECTIONS} connections`;
const output = `${heading}\n\n${report(rows)}\n`;
console.log(output);
if (process.argv.includes('--append')) appendFileSync(new URL('RESULTS.md', import.meta.url), `\n${output}`);
