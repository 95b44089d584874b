/**
 * The real network in-process for the per-request budgets: API calls per page (issue 17,
 * ADR 0051) and SQL statements per page and API call (issue 21, ADR 0078). PGlite in a temporary
 * folder, the velvet build, 12 demo members, no scheduler (nothing runs between two requests but
 * the requests); bob is logged in and has written to the first member of his search. A visitor's
 * pages are not kept (ADR 0098): the budgets count what rendering a page costs, which a visitor
 * on a new address pays.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, type Network, type NetworkOptions, createNetwork, readConfig } from '@dating/server';

export const ORIGIN = 'http://velvet.localhost';

export interface PageInit {
  cookie?: string;
  /** Posted as a form (an action); without it the page is read with GET. */
  form?: Record<string, string>;
}

export interface MemberNetwork {
  network: Network;
  /** bob's session cookie (`sid=…`). */
  cookie: string;
  /** The first member of bob's search, whom bob has written to, and the second, a stranger. */
  first: number;
  second: number;
  /** The conversation of bob and `first`. */
  conversationId: number;
  /** A page of the velvet site, as a browser asks for it (Host, Origin, no redirect followed). */
  page(path: string, init?: PageInit): Promise<Response>;
  /** An API call with a JSON body (POST) or without (GET), as the site's client code sends it. */
  api(path: string, cookie: string, json?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function openMemberNetwork(options: NetworkOptions): Promise<MemberNetwork> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-member-network-'));
  const network = await createNetwork(
    {
      ...readConfig({}),
      dataDir,
      seedMembersPerBrand: 12,
      databaseUrl: undefined,
      scheduler: false,
      brands: ['velvet'],
      visitorPageMs: 0,
    },
    options,
  );
  const close = async () => {
    await network.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const page = async (path: string, init: PageInit = {}) => {
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
  const api = async (path: string, cookie: string, json?: unknown) =>
    network.app.fetch(
      new Request(`${ORIGIN}/api${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    );
  const apiJson = async <T>(path: string, cookie: string, json?: unknown) => {
    const res = await api(path, cookie, json);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return { body: (await res.json()) as T, res };
  };
  try {
    const login = await apiJson<unknown>('/user.php', '', {
      email: 'bob@velvet.demo',
      password: DEMO_PASSWORD,
    });
    const cookie = (login.res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { body: search } = await apiJson<{ members: { id: number }[] }>('/members.php', cookie);
    const [first, second] = search.members;
    if (!first || !second) throw new Error('the seed has too few members');
    const { body: sent } = await apiJson<{ conversation: { id: number } }>('/message.php', cookie, {
      profile: first.id,
      text: 'Hello from the bench',
    });
    return {
      network,
      cookie,
      first: first.id,
      second: second.id,
      conversationId: sent.conversation.id,
      page,
      api,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
