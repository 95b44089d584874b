/**
 * Issue 21: how many SQL statements the database client runs to answer one page or one API call.
 * Starts the real network in-process (member-network.ts: PGlite, the velvet build) with the
 * database's `onQuery` hook (ADR 0078). Each request is sent twice, the first warming the
 * per-site caches, and its second sending counted, like the API calls (api-calls.ts). Used by
 * `pnpm bench:sql` (prints the table) and by sql-statements-budget.test.ts (the CI budget).
 *
 * A statement belongs to the request whose async context sent it (AsyncLocalStorage): the event
 * bus's poll and the presence heartbeat, timers of the network's own, land in no count, whenever
 * they fire. Work a request leaves running after its answer (a chat message's push) is counted
 * too: the count ends when a round trip through the database's one PGlite connection, which
 * queues behind anything already sent, brings no new statement of the request.
 * PGlite's transactions begin and commit inside the client, so BEGIN and COMMIT are not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { openMemberNetwork, type PageInit } from './member-network.ts';

export interface StatementCount {
  subject: string;
  /** What was requested (method and path). */
  request: string;
  status: number;
  /** The statements run while answering it, in order, as drizzle sent them (parameters apart). */
  statements: string[];
}

/** Every page and API call measured, pages first. */
export async function countSqlStatements(): Promise<StatementCount[]> {
  const ofRequest = new AsyncLocalStorage<string[]>();
  const net = await openMemberNetwork({ onQuery: (query) => ofRequest.getStore()?.push(query) });
  /** Sent from outside every request: counted nowhere. */
  const roundTrip = () => net.network.database.db.execute(sql`select 1`);
  try {
    const { cookie } = net;
    /** The request's statements, its status, once what it left running has settled. */
    const measure = async (send: () => Promise<Response>) => {
      const statements: string[] = [];
      const status = await ofRequest.run(statements, async () => {
        const res = await send();
        await res.arrayBuffer();
        return res.status;
      });
      for (let seen = -1; seen !== statements.length; ) {
        seen = statements.length;
        await roundTrip();
      }
      return { status, statements };
    };
    const row = async (subject: string, request: string, send: () => Promise<Response>) => {
      await measure(send);
      return { subject, request, ...(await measure(send)) };
    };
    const page = (subject: string, path: string, init: PageInit = {}) =>
      row(subject, `GET ${path}`, () => net.page(path, init));
    const api = (subject: string, path: string, json?: unknown) =>
      row(subject, `${json === undefined ? 'GET' : 'POST'} /api${path}`, () => net.api(path, cookie, json));
    return [
      await page('home, visitor', '/'),
      await page('a lander, visitor', '/landers/tinderswipe'),
      await page('members search', '/members', { cookie }),
      await page('a member profile', `/members/${net.second}`, { cookie }),
      await page('chats', '/chats', { cookie }),
      await page('a chat', `/chats/${net.conversationId}`, { cookie }),
      await page('likes', '/likes', { cookie }),
      await page('credits', '/credits', { cookie }),
      await page('profile', '/profile', { cookie }),
      // A client-side navigation and the minute's refresh: single fetch, root and route data.
      await page('chats, client navigation', '/chats.data', { cookie }),
      await api('the member (GET user.php)', '/user.php'),
      await api('the page shell (GET page-shell.php)', '/page-shell.php'),
      await api('the search (GET members.php)', '/members.php'),
      await api('a chat message (POST message.php)', '/message.php', {
        profile: net.first,
        text: 'Counted message',
      }),
      await api('a chat opened (POST chat-read.php)', '/chat-read.php', { profile: net.first }),
    ];
  } finally {
    await net.close();
  }
}

/** The statements that ran more than once for one subject, with how often. */
export function repeated(row: StatementCount): { statement: string; times: number }[] {
  const times = new Map<string, number>();
  for (const s of row.statements) times.set(s, (times.get(s) ?? 0) + 1);
  return [...times].filter(([, n]) => n > 1).map(([statement, n]) => ({ statement, times: n }));
}

export function statementTable(rows: StatementCount[]): string {
  const lines = [
    '| subject | request | status | statements | of them repeated |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.subject} | ${r.request} | ${r.status} | ${r.statements.length} | ${repeated(r).reduce((n, s) => n + s.times - 1, 0)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Each subject's statements, numbered, for reading what a page runs. */
export function statementListing(rows: StatementCount[]): string {
  return rows
    .map((r) => [`${r.subject} (${r.request})`, ...r.statements.map((s, i) => `  ${i + 1}. ${s}`)].join('\n'))
    .join('\n\n');
}
