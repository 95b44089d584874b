/**
 * Issue 17: how many API calls the site's loaders and actions make per page and per chat send.
 * Starts the real network in-process (PGlite, the velvet build) and counts every request a
 * loader or action sends through the load context's apiFetch. Each page is opened once to warm
 * the per-site reference cache (company info, ADR 0035) and counted on the second opening, the
 * way a member meets it after the first visitor of the day. Used by `pnpm bench:api-calls`
 * (prints the table) and by api-calls-budget.test.ts (the CI budget).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, createNetwork, readConfig } from '@dating/server';

const ORIGIN = 'http://velvet.localhost';

export interface CallCount {
  subject: string;
  /** What was requested (method and path). */
  request: string;
  status: number;
  /** API calls made by the site's loaders or action while answering it. */
  calls: number;
  /** The API paths called, in order. */
  paths: string[];
}

export interface ApiCallReport {
  pages: CallCount[];
  chatSend: CallCount;
  /** The chat page's explicit "opened, so read" post (its fetcher, single fetch). */
  markRead: CallCount;
}

/** The form the chat page's composer posts (its action), or the page itself when it names none. */
function composerAction(html: string, page: string): string {
  const form = /<form\b[^>]*>(?:(?!<\/form>)[\s\S])*?name="message"/.exec(html)?.[0] ?? '';
  const action = /\saction="([^"]*)"/.exec(form.slice(0, form.indexOf('>') + 1))?.[1];
  return action ? action.replaceAll('&amp;', '&') : page;
}

export async function countApiCalls(): Promise<ApiCallReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-calls-'));
  let seen: string[] = [];
  const network = await createNetwork(
    {
      ...readConfig({}),
      dataDir,
      seedMembersPerBrand: 12,
      databaseUrl: undefined,
      scheduler: false,
      brands: ['velvet'],
    },
    { onSiteApiCall: (request) => seen.push(`${request.method} ${new URL(request.url).pathname}`) },
  );
  try {
    const send = async (path: string, init: { cookie?: string; form?: Record<string, string> } = {}) => {
      const headers = new Headers({ host: new URL(ORIGIN).host, origin: ORIGIN });
      if (init.cookie) headers.set('cookie', init.cookie);
      let body: string | undefined;
      if (init.form) {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        body = new URLSearchParams(init.form).toString();
      }
      return network.app.fetch(
        new Request(`${ORIGIN}${path}`, { method: body ? 'POST' : 'GET', headers, body, redirect: 'manual' }),
      );
    };
    const api = async <T>(path: string, cookie: string, json?: unknown) => {
      const res = await network.app.fetch(
        new Request(`${ORIGIN}/api${path}`, {
          method: json === undefined ? 'GET' : 'POST',
          headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      );
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return { body: (await res.json()) as T, res };
    };
    const login = await api<unknown>('/user.php', '', { email: 'bob@velvet.demo', password: DEMO_PASSWORD });
    const cookie = (login.res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { body: search } = await api<{ members: { id: number }[] }>('/members.php', cookie);
    const [first, second] = search.members;
    if (!first || !second) throw new Error('the seed has too few members');
    const { body: sent } = await api<{ conversation: { id: number } }>('/message.php', cookie, {
      profile: first.id,
      text: 'Hello from the bench',
    });

    /** Opens a page twice (the first warms the caches) and counts the calls of the second. */
    const count = async (
      subject: string,
      path: string,
      init: { cookie?: string; form?: Record<string, string> } = {},
      warm = true,
    ): Promise<CallCount & { text: string }> => {
      if (warm) await (await send(path, init)).arrayBuffer();
      seen = [];
      const res = await send(path, init);
      const text = await res.text();
      const paths = seen;
      seen = [];
      return {
        subject,
        request: `${init.form ? 'POST' : 'GET'} ${path}`,
        status: res.status,
        calls: paths.length,
        paths,
        text,
      };
    };
    const pages = [
      await count('home, visitor', '/'),
      await count('members search', '/members', { cookie }),
      await count('a member profile', `/members/${second.id}`, { cookie }),
      await count('chats', '/chats', { cookie }),
      await count('a chat', `/chats/${sent.conversation.id}`, { cookie }),
      await count('credits', '/credits', { cookie }),
      await count('profile', '/profile', { cookie }),
      // A client-side navigation: single fetch asks for root and route data in one request.
      await count('chats, client navigation', '/chats.data', { cookie }),
    ];
    const chatPage = pages.find((p) => p.subject === 'a chat')!;
    const target = composerAction(chatPage.text, `/chats/${sent.conversation.id}`);
    const chatSend = await count(
      'chat send (the composer form)',
      target,
      { cookie, form: { message: 'Counted message' } },
      false,
    );
    const markRead = await count(
      'chat opened: mark read',
      `/chats/${sent.conversation.id}.data`,
      { cookie, form: { intent: 'chat-read', profile: String(first.id) } },
      false,
    );
    const strip = ({ text: _text, ...row }: CallCount & { text: string }): CallCount => row;
    return { pages: pages.map(strip), chatSend: strip(chatSend), markRead: strip(markRead) };
  } finally {
    await network.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function callTable(report: ApiCallReport): string {
  const lines = ['| subject | request | status | API calls | calls |', '|---|---|---|---|---|'];
  for (const r of [...report.pages, report.chatSend, report.markRead]) {
    lines.push(`| ${r.subject} | ${r.request} | ${r.status} | ${r.calls} | ${r.paths.join(', ')} |`);
  }
  return lines.join('\n');
}
