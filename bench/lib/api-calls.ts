/**
 * Issue 17: how many API calls the site's loaders and actions make per page and per chat send.
 * Starts the real network in-process (PGlite, the velvet build) and counts every request a
 * loader or action sends through the load context's apiFetch. Each page is opened once to warm
 * the per-site reference cache (company info, ADR 0035) and counted on the second opening, the
 * way a member meets it after the first visitor of the day. Used by `pnpm bench:api-calls`
 * (prints the table) and by api-calls-budget.test.ts (the CI budget).
 */
import { openMemberNetwork, type PageInit } from './member-network.ts';

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
  let seen: string[] = [];
  const net = await openMemberNetwork({
    onSiteApiCall: (request) => seen.push(`${request.method} ${new URL(request.url).pathname}`),
  });
  try {
    const { cookie } = net;
    /** Opens a page twice (the first warms the caches) and counts the calls of the second. */
    const count = async (
      subject: string,
      path: string,
      init: PageInit = {},
      warm = true,
    ): Promise<CallCount & { text: string }> => {
      if (warm) await (await net.page(path, init)).arrayBuffer();
      seen = [];
      const res = await net.page(path, init);
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
      await count('a member profile', `/members/${net.second}`, { cookie }),
      await count('chats', '/chats', { cookie }),
      await count('a chat', `/chats/${net.conversationId}`, { cookie }),
      await count('credits', '/credits', { cookie }),
      await count('profile', '/profile', { cookie }),
      // A client-side navigation: single fetch asks for root and route data in one request.
      await count('chats, client navigation', '/chats.data', { cookie }),
    ];
    const chatPage = pages.find((p) => p.subject === 'a chat')!;
    const target = composerAction(chatPage.text, `/chats/${net.conversationId}`);
    const chatSend = await count(
      'chat send (the composer form)',
      target,
      { cookie, form: { message: 'Counted message' } },
      false,
    );
    const markRead = await count(
      'chat opened: mark read',
      `/chats/${net.conversationId}.data`,
      { cookie, form: { intent: 'chat-read', profile: String(net.first) } },
      false,
    );
    const strip = ({ text: _text, ...row }: CallCount & { text: string }): CallCount => row;
    return { pages: pages.map(strip), chatSend: strip(chatSend), markRead: strip(markRead) };
  } finally {
    await net.close();
  }
}

export function callTable(report: ApiCallReport): string {
  const lines = ['| subject | request | status | API calls | calls |', '|---|---|---|---|---|'];
  for (const r of [...report.pages, report.chatSend, report.markRead]) {
    lines.push(`| ${r.subject} | ${r.request} | ${r.status} | ${r.calls} | ${r.paths.join(', ')} |`);
  }
  return lines.join('\n');
}
