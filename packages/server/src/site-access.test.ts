/**
 * Who may open which site page with an id in its address (issue 16): the owner gets the page;
 * another member, a session of another brand sent to this brand's host, a blocked member and a
 * visitor are refused the way the site refuses (the 404 page, the spec §6 403 page for a blocked
 * member, or the login page for someone not signed in here) — and the refused answer never
 * carries the owner's data. Posts to the forms of those pages write nothing. The API side is
 * apps/api/src/routes/access.test.ts; this drives the real network server in-process, so the
 * site's loaders and actions are what decide. Every route of packages/site/src/routes.ts with a
 * `:param` has a row below or is listed as public by design with the reason.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profiles } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';

const VELVET = 'http://velvet.localhost';
const HERFLAME = 'http://herflame.localhost';
const SITE = fileURLToPath(new URL('../../site/src/', import.meta.url));

const dataDir = mkdtempSync(join(tmpdir(), 'site-access-'));
let network: Network;

interface Session {
  cookie: string;
  id: number;
}

/** A request to a brand's host the way a browser sends it (Host and Origin set, cookie if any). */
async function send(
  origin: string,
  path: string,
  init: { cookie?: string; method?: string; json?: unknown; form?: Record<string, string> } = {},
) {
  const headers = new Headers({ origin, host: new URL(origin).host });
  if (init.cookie) headers.set('cookie', init.cookie);
  let body: string | undefined;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(init.form).toString();
  }
  const res = await network.app.fetch(
    new Request(`${origin}${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    }),
  );
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

async function api<T>(origin: string, session: Session, path: string, method = 'GET', json?: unknown) {
  const res = await send(origin, path, { cookie: session.cookie, method, json });
  expect(res.status, `${method} ${path} → ${res.text.slice(0, 300)}`).toBeLessThan(300);
  return JSON.parse(res.text) as T;
}

async function logIn(origin: string, email: string): Promise<Session> {
  const headers = new Headers({ origin, 'content-type': 'application/json' });
  const res = await network.app.fetch(
    new Request(`${origin}/api/user.php`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    }),
  );
  expect(res.status, email).toBe(200);
  const me = (await res.json()) as { user: { id: number } };
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, id: me.user.id };
}

/** The owner's data for the pages below, made through the real API in beforeAll. */
let owner: Session; // bob@velvet.demo: premium, has credits — writes a message and starts a payment
let other: Session; // alice@velvet.demo: another member of the same brand
let stranger: Session; // bob@herflame.demo: a member of another brand
let blocked: Session; // alice again, once the owner has blocked her (last step of beforeAll)
let profile: number; // a seeded velvet profile the owner writes to
let chatId: number;
let paymentId: number;
let checkoutToken: string;
let debitRequest: { id: number; iban: string; mobile: string };
const SECRET = `owner-secret-${Date.now()}`;

beforeAll(async () => {
  network = await createNetwork({
    ...readConfig({}),
    dataDir,
    seedMembersPerBrand: 4,
    databaseUrl: undefined,
    scheduler: false,
    brands: ['velvet', 'herflame'],
  });
  owner = await logIn(VELVET, 'bob@velvet.demo');
  other = await logIn(VELVET, 'alice@velvet.demo');
  stranger = await logIn(HERFLAME, 'bob@herflame.demo');
  blocked = other;

  const listed = await api<{ members: { id: number }[] }>(VELVET, owner, '/api/members.php');
  profile = listed.members.find((m) => m.id !== owner.id && m.id !== other.id)!.id;
  const sent = await api<{ conversation: { id: number } }>(VELVET, owner, '/api/message.php', 'POST', {
    profile,
    text: SECRET,
  });
  chatId = sent.conversation.id;

  const offer = await api<{ methods: { id: string }[] }>(VELVET, owner, '/api/bundles.php');
  const started = await api<{ payment: { id: number }; redirect_url: string }>(
    VELVET,
    owner,
    '/api/payment.php',
    'POST',
    { tier: 'p1', method: offer.methods[0]!.id, disclosure_confirmed: true },
  );
  paymentId = started.payment.id;
  checkoutToken = decodeURIComponent(new URL(started.redirect_url, VELVET).pathname.split('/').pop()!);

  // Direct debit is offered to members in SEPA countries: the owner and alice live in the Netherlands.
  for (const who of [owner, other])
    await network.database.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, who.id));
  const debit = await api<{ request: typeof debitRequest }>(VELVET, owner, '/api/directdebit.php', 'POST', {
    tier: 'p1',
    holder: 'Bob Owner',
    iban: 'NL91ABNA0417164300',
    street: 'Keizersgracht 1',
    postcode: '1015 CJ',
    city: 'Amsterdam',
    mobile: '06 12345678',
  });
  debitRequest = debit.request;

  // The owner blocks alice: from now on she is the blocked member on the owner's pages.
  await api(VELVET, owner, '/api/block.php', 'POST', { id: blocked.id });
}, 180_000);

afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Caller = 'owner' | 'other' | 'stranger' | 'blocked' | 'visitor';
const cookieOf = (caller: Caller) =>
  ({
    owner: owner.cookie,
    other: other.cookie,
    stranger: stranger.cookie,
    blocked: blocked.cookie,
    visitor: undefined,
  })[caller];

/** How the site refuses: its 404 page, the spec §6 blocked page, or the login page. */
type Refusal = 404 | 403 | 'login' | 'page without it';

interface Row {
  /** The route path as in routes.ts. */
  route: string;
  /** The address to open (evaluated after setup). */
  path: () => string;
  /** What each caller gets; 200 is the page. */
  expect: Partial<Record<Caller, 200 | Refusal>>;
  /** Text of the owner's that a refused answer must not carry. */
  secret: () => string[];
}

const rows: Row[] = [
  {
    route: 'chats/:id',
    path: () => `/chats/${chatId}`,
    expect: { owner: 200, other: 404, stranger: 'login', visitor: 'login' },
    secret: () => [SECRET],
  },
  {
    route: 'transactions/:id?',
    path: () => `/transactions/${paymentId}`,
    expect: { owner: 200, other: 404, stranger: 'login', visitor: 'login' },
    // The payment's line in the list links to it; the 404 page only echoes the address asked for.
    secret: () => [`href="/transactions/${paymentId}"`],
  },
  {
    route: 'sandbox-pay/:token',
    path: () => `/sandbox-pay/${encodeURIComponent(checkoutToken)}`,
    expect: { owner: 200, other: 404, stranger: 'login', visitor: 'login' },
    secret: () => [`/transactions/${paymentId}`],
  },
  {
    // The direct debit's code step takes its request in the query (`/directdebit?request=`):
    // a request of someone else's shows the page as for an ended request, without its numbers.
    route: 'directdebit?request=',
    path: () => `/directdebit?request=${debitRequest.id}`,
    expect: { owner: 200, other: 'page without it', stranger: 'login', visitor: 'login' },
    secret: () => [debitRequest.iban, debitRequest.mobile],
  },
  {
    // The owner's own profile page, seen by the member the owner blocked.
    route: 'members/:id',
    path: () => `/members/${owner.id}`,
    expect: { owner: 200, blocked: 403 },
    secret: () => ['Bob'],
  },
  {
    route: 'members/:id/chat',
    path: () => `/members/${owner.id}`.concat('/chat'),
    expect: { blocked: 403, visitor: 'login' },
    secret: () => ['Bob'],
  },
  {
    route: 'likes/m/:id',
    path: () => `/likes/m/${owner.id}`,
    expect: { blocked: 403, visitor: 'login' },
    secret: () => ['Bob'],
  },
];

/** Another brand's member id on this brand's host: no page of theirs here. */
const foreignIdRoutes = [
  'members/:id',
  'members/:id/chat',
  'likes/m/:id',
  'members/:id/signup',
  'members/:id/landing',
  'members/:id/landing2/:slug?',
  'members/:id/landing3/:slug?',
];

/** Routes with a `:param` that names nothing of a member's: why no owner row is needed. */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  'likes/:type': 'a filter of the signed-in member’s own likes (received, sent, mutual), not an id',
  'credits/:id/:paymentmethod?': 'a bundle tier and payment method of the brand’s public price list',
  'signup/:group': 'a step of the signed-in member’s own signup form',
  'activate/:result': 'the outcome word of an activation link, shows no member data',
  'pages/:slug': 'a legal page of the brand, public',
  ':token': 'a legal page’s short name, public',
  'sandbox-age/:token':
    'the sandbox age check of the demo network: its signed token names no member (ADR 0088), the page needs a session',
  'landers/:kind/:slug?': 'a marketing lander of the brand, public',
  'icons/:file': 'the brand’s app icon, public',
  'members/:id/signup':
    'public profile teaser for visitors; another brand’s id and a blocked viewer covered by the rows below',
  'members/:id/landing':
    'public landing for ads; another brand’s id and a blocked viewer covered by the rows below',
  'members/:id/landing2/:slug?':
    'public landing for ads; another brand’s id and a blocked viewer covered by the rows below',
  'members/:id/landing3/:slug?':
    'public landing for ads; another brand’s id and a blocked viewer covered by the rows below',
};

async function expectRefused(caller: Caller, path: string, refusal: Refusal, secrets: string[]) {
  const res = await send(VELVET, path, { cookie: cookieOf(caller) });
  const what = `${caller} GET ${path}`;
  if (refusal === 'page without it') {
    expect(res.status, what).toBe(200);
  } else if (refusal === 'login') {
    expect(res.status, what).toBe(302);
    expect(res.location, what).toMatch(/^\/login\?redirectTo=/);
  } else {
    expect(res.status, what).toBe(refusal);
  }
  for (const secret of secrets) expect(res.text, what).not.toContain(secret);
}

describe('site pages with an id', () => {
  it('every route with a :param has a row or a reason', () => {
    const table = readFileSync(join(SITE, 'routes.ts'), 'utf8');
    const withParam = [...table.matchAll(/route\('([^']*:[^']+)'/g)].map((m) => m[1]!);
    const covered = new Set([...rows.map((r) => r.route), ...Object.keys(PUBLIC_BY_DESIGN)]);
    expect(withParam.filter((p) => !covered.has(p))).toEqual([]);
  });

  for (const row of rows) {
    for (const [caller, expected] of Object.entries(row.expect) as [Caller, 200 | Refusal][]) {
      it(`${row.route}: ${caller} → ${expected}`, async () => {
        if (expected === 200) {
          const res = await send(VELVET, row.path(), { cookie: cookieOf(caller) });
          expect(res.status, `${caller} GET ${row.path()} → ${res.location}`).toBe(200);
          for (const secret of row.secret()) expect(res.text).toContain(secret);
        } else {
          await expectRefused(caller, row.path(), expected, row.secret());
        }
      });
    }
  }

  /** Where a caller ends on a member page: signed-in members are sent on from the signup teaser
   * and the landings (to the chat or the profile), and that page is the answer. */
  async function landing(caller: Caller, path: string, member: number) {
    const cookie = cookieOf(caller);
    const res = await send(VELVET, path, { cookie });
    if (res.status === 302 && res.location?.startsWith(`/members/${member}`))
      return send(VELVET, res.location, { cookie });
    return res;
  }
  const address = (route: string, member: number) =>
    `/${route.replace(':id', String(member)).replace(/\/:\w+\?/, '')}`;

  for (const route of foreignIdRoutes) {
    it(`${route}: another brand's member id → 404`, async () => {
      const path = address(route, stranger.id);
      for (const caller of ['other', 'visitor'] as const) {
        const res = await landing(caller, path, stranger.id);
        if (caller === 'visitor' && res.status === 302 && res.location?.startsWith('/login?')) continue;
        expect(res.status, `${caller} GET ${path} → ${res.location}`).toBe(404);
      }
    });

    it(`${route}: the member who blocked the caller → 403, without their profile`, async () => {
      const path = address(route, owner.id);
      const res = await landing('blocked', path, owner.id);
      expect(res.status, `blocked GET ${path} → ${res.location}`).toBe(403);
      expect(res.text).not.toContain('Bob');
    });
  }
});

describe('site forms with an id', () => {
  const messages = async () =>
    (await api<{ conversation: { messages: unknown[] } }>(VELVET, owner, `/api/chat.php?id=${chatId}`))
      .conversation.messages.length;

  it('another member posting to the owner’s chat is refused and nothing is written', async () => {
    const before = await messages();
    const res = await send(VELVET, `/chats/${chatId}`, {
      cookie: other.cookie,
      form: { message: 'intruder' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain(SECRET);
    expect(await messages()).toBe(before);
  });

  it('another brand’s session and a visitor posting to the chat go to the login page, nothing written', async () => {
    const before = await messages();
    for (const cookie of [stranger.cookie, undefined]) {
      const res = await send(VELVET, `/chats/${chatId}`, { cookie, form: { message: 'intruder' } });
      expect(res.status).toBe(302);
      expect(res.location).toMatch(/^\/login\?redirectTo=/);
    }
    expect(await messages()).toBe(before);
  });

  it('a blocked member writing to the owner is refused and nothing is written', async () => {
    const res = await send(VELVET, `/members/${owner.id}/chat`, {
      cookie: blocked.cookie,
      form: { message: 'intruder' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const chats = await api<{ chats: { profile: { id: number } }[] }>(VELVET, owner, '/api/chats.php');
    expect(JSON.stringify(chats)).not.toContain('intruder');
  });

  it('another member asking for a new code of the owner’s direct debit is refused', async () => {
    const res = await send(VELVET, `/directdebit?request=${debitRequest.id}`, {
      cookie: other.cookie,
      form: { intent: 'resend' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain(debitRequest.mobile);
  });

  it('another member cannot settle the owner’s sandbox checkout', async () => {
    const res = await send(VELVET, `/sandbox-pay/${encodeURIComponent(checkoutToken)}`, {
      cookie: other.cookie,
      form: { outcome: 'paid' },
    });
    expect(res.status).toBe(404);
    const payments = await api<{ payments: { id: number; status: string }[] }>(
      VELVET,
      owner,
      '/api/transactions.php',
    );
    expect(payments.payments.find((p) => p.id === paymentId)?.status).not.toBe('completed');
  });
});
