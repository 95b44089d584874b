/**
 * The site's loaders and actions against the real network (issue 17 point 6, ADR 0053): the
 * brand site, the API and the database on PGlite run in-process, and each test asks what a
 * browser asks — the single-fetch data address of a page (`/members.data`, `/chats/1.data`…) or
 * the post of its form — as a logged-in member, then checks what the member gets and what
 * changed. No fake of our own API: the loaders call the real one. Only HTTP is used, so these
 * tests hold whatever the loaders do inside.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCompany } from '@dating/brand/load.server';
import { companyInfo, liveEvents, messages, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';

const VELVET = 'http://velvet.localhost';
const dataDir = mkdtempSync(join(tmpdir(), 'site-routes-'));
let network: Network;
let cookie: string;
let me: number;

/** A request to the velvet site the way a browser sends it (Host, Origin and the member's cookie). */
async function send(
  path: string,
  init: { form?: Record<string, string>; json?: unknown; cookie?: string } = {},
) {
  const headers = new Headers({ origin: VELVET, host: new URL(VELVET).host });
  const session = init.cookie ?? cookie;
  if (session) headers.set('cookie', session);
  let body: string | undefined;
  if (init.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return network.app.fetch(
    new Request(`${VELVET}${path}`, { method: body ? 'POST' : 'GET', headers, body, redirect: 'manual' }),
  );
}

/** A single-fetch answer (turbo-stream), decoded the way the browser's Remix runtime reads it. */
async function singleFetch(path: string, form?: Record<string, string>) {
  const res = await send(path, form ? { form } : {});
  expect(res.headers.get('content-type'), path).toMatch(/text\/x-script/);
  const decoded = await decode(res.body!);
  await decoded.done;
  return { status: res.status, value: decoded.value as Record<string | symbol, unknown> };
}

beforeAll(async () => {
  network = await createNetwork({
    ...readConfig({}),
    dataDir,
    seedMembersPerBrand: 4,
    databaseUrl: undefined,
    scheduler: false,
    brands: ['velvet'],
  });
  const res = await send('/api/user.php', { json: { email: 'bob@velvet.demo', password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  me = ((await res.json()) as { user: { id: number } }).user.id;
}, 180_000);

afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: decoded page data, whose shape the assertions check
type Json = Record<string, any>;

/** The data a route's loader (or the action) gave, by route id (packages/site/src/routes.ts). */
async function page(path: string, routeId: string) {
  const { status, value } = await singleFetch(path);
  expect(status, `${path}: ${JSON.stringify(value).slice(0, 300)}`).toBe(200);
  return (value[routeId] as { data: Json }).data;
}

/** A form posted the way Remix's <Form> does with JavaScript on (single fetch): what the action answers. */
async function post(path: string, form: Record<string, string>) {
  const { status, value } = await singleFetch(path, form);
  // A redirect arrives as 202 with where to go; data arrives with the action's status.
  return status === 202
    ? { status, redirect: (value as { redirect: string; status: number }).redirect, data: undefined }
    : { status, redirect: undefined, data: (value as { data: Json }).data };
}

/** Another member of the site, from the members page (beforeAll of the describes below). */
let other: { id: number; name: string };

describe('members: /members and /members/:id', () => {
  it('/members.data lists the other members of the site, never the caller', async () => {
    const data = await page('/members.data', 'members');
    const members = data.result.members as { id: number; name: string }[];
    expect(members.length).toBeGreaterThan(0);
    expect(members.map((m) => m.id)).not.toContain(me);
    expect(data.result.total).toBe(members.length);
    expect(data.fields).toEqual({});
    other = members[0]!;
  });

  it('/members/:id.data shows that member’s profile, not yet liked', async () => {
    const data = await page(`/members/${other.id}.data`, 'members-id');
    expect(data.member).toMatchObject({ id: other.id, name: other.name, liked: false, blocked: false });
    expect(data.meta.title).toBe(other.name);
  });

  it('liking from the profile answers the like; the profile then shows it liked', async () => {
    const liked = await post(`/members/${other.id}.data`, { intent: 'like' });
    expect(liked).toMatchObject({ status: 200, data: { intent: 'like', match: false } });
    const data = await page(`/members/${other.id}.data`, 'members-id');
    expect(data.member.liked).toBe(true);
  });

  it('a member id that does not exist answers 404', async () => {
    const res = await send('/members/999999.data');
    expect(res.status).toBe(404);
  });

  it('a visitor asking for a member-only page is sent to the login page', async () => {
    const res = await send('/profile.data', { cookie: '' });
    // A loader's redirect in single fetch: 202 and the redirect in the stream (keyed by Remix's
    // SingleFetchRedirect symbol, which turbo-stream alone does not decode).
    expect(res.status).toBe(202);
    const text = await res.text();
    expect(text).toContain('"SingleFetchRedirect"');
    expect(text).toContain('"/login?redirectTo=%2Fprofile"');
  });
});

describe('chat: /members/:id/chat and /chats/:id', () => {
  let chat: string;
  const text = `Hello from the network test ${Date.now()}`;

  it('sending the first message goes to the new conversation, which shows it', async () => {
    const before = (await page('/credits.data', 'credits')).credits as number;
    const sent = await post(`/members/${other.id}/chat.data`, { message: text });
    expect(sent.status).toBe(202);
    expect(sent.redirect).toMatch(/^\/chats\/\d+$/);
    chat = sent.redirect!;
    const data = await page(`${chat}.data`, 'chats-id');
    expect(data.conversation.profile.id).toBe(other.id);
    expect(data.conversation.conversation.messages).toEqual([
      expect.objectContaining({ kind: 'message', text, mine: true }),
    ]);
    const after = (await page('/credits.data', 'credits')).credits as number;
    expect(after).toBeLessThanOrEqual(before);
  });

  it('a reply in the conversation is added after the first', async () => {
    const sent = await post(`${chat}.data`, { message: 'And a second one' });
    expect(sent).toMatchObject({ status: 202, redirect: chat });
    const data = await page(`${chat}.data`, 'chats-id');
    expect(data.conversation.conversation.messages.map((m: Json) => m.text)).toEqual([
      text,
      'And a second one',
    ]);
  });

  it('an empty message is refused with the reason and nothing is sent', async () => {
    const sent = await post(`${chat}.data`, { message: '' });
    expect(sent.status).toBeGreaterThanOrEqual(400);
    expect(sent.status).toBeLessThan(500);
    expect(sent.data?.error.code).toBeTruthy();
    const data = await page(`${chat}.data`, 'chats-id');
    expect(data.conversation.conversation.messages).toHaveLength(2);
  });

  it('another member’s conversation answers 404', async () => {
    const res = await send('/chats/999999.data');
    expect(res.status).toBe(404);
  });
});

describe('credits: /credits and /credits/:id/:paymentmethod', () => {
  it('/credits.data shows the member’s credits and the offer', async () => {
    const data = await page('/credits.data', 'credits');
    expect(data).toMatchObject({ visitor: false, premiumPage: false, paid: true });
    expect(data.credits).toEqual(expect.any(Number));
    expect(data.offer.bundles.length).toBeGreaterThan(0);
    expect(data.offer.methods.length).toBeGreaterThan(0);
  });

  it('choosing a bundle starts a payment: off to the checkout, a pending payment in the transactions', async () => {
    const { offer } = await page('/credits.data', 'credits');
    const tier = offer.bundles[0].tier as string;
    const method = (offer.methods as { id: string }[]).find((m) => m.id !== 'sepa_direct_debit')!.id;
    const checkout = await page(`/credits/${tier}/${method}.data`, 'credits-id-paymentmethod');
    expect(checkout).toMatchObject({ bundle: { tier }, method });
    const started = await post(`/credits/${tier}/${method}.data`, { method, disclosure_confirmed: 'on' });
    expect(started.status).toBe(202);
    expect(started.redirect).toMatch(/^\/sandbox-pay\//);
    const { payments } = await page('/transactions.data', 'transactions');
    expect(payments).toContainEqual(
      expect.objectContaining({ tier, method, status: 'pending', checkout_url: started.redirect }),
    );
  });

  it('an unknown bundle answers 404', async () => {
    const res = await send('/credits/p99/wire_transfer.data');
    expect(res.status).toBe(404);
  });
});

describe('profile: /profile', () => {
  let profile: Json;

  it('/profile.data shows the member’s own profile and e-mail address', async () => {
    const data = await page('/profile.data', 'profile');
    expect(data.email).toBe('bob@velvet.demo');
    expect(data.profile).toMatchObject({ name: 'Bob', gender: 'male' });
    profile = data.profile;
  });

  /** The details form as the page fills it in from the profile. */
  const details = (changes: Record<string, string>) => ({
    intent: 'details',
    country: profile.country ?? '',
    region: profile.region ?? '',
    city: profile.city ?? '',
    hair_color: profile.hair_color ?? '',
    eye_color: profile.eye_color ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
    tattoos: profile.tattoos === true ? 'yes' : profile.tattoos === false ? 'no' : '',
    about_me: profile.about_me ?? '',
    signup_reason: profile.signup_reason ?? '',
    ...changes,
  });

  it('saving the details answers done, and the profile shows the new text', async () => {
    const aboutMe = 'Changed by the network test: I like long walks and short queues.';
    const saved = await post('/profile.data', details({ about_me: aboutMe, city: 'Leeds' }));
    expect(saved).toMatchObject({ status: 200, data: { intent: 'details', done: true } });
    const data = await page('/profile.data', 'profile');
    expect(data.profile).toMatchObject({ about_me: aboutMe, city: 'Leeds', name: 'Bob' });
    profile = data.profile;
  });

  it('details that do not validate come back with the field and what was typed; nothing changes', async () => {
    const refused = await post('/profile.data', details({ country: '', about_me: 'Not saved' }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      intent: 'details',
      error: { code: 'validation_failed' },
      fields: { country: 'invalid' },
      values: { about_me: 'Not saved' },
    });
    const data = await page('/profile.data', 'profile');
    expect(data.profile.about_me).toBe(profile.about_me);
  });
});

describe('signup form (spec §3, ADR 0031): the tracking it stores', () => {
  const signupForm = (email: string, fields: Record<string, string> = {}) => ({
    gender: 'male',
    looking_for: 'female',
    name: 'Lander',
    date_of_birth: '1988-05-17',
    email,
    password: 'my-secret-pass-2026',
    terms: 'on',
    ...fields,
  });

  async function stored(email: string) {
    const [row] = await network.database.db
      .select({ id: users.id, tracking: users.tracking })
      .from(users)
      .where(eq(users.email, email));
    return row!;
  }

  it('keeps the form’s hidden tracking fields when no cookie kept them', async () => {
    const email = `tracked-form-${Date.now()}@example.org`;
    const form = signupForm(email, { network: 'adnet', ref: 'r7', sub1: 's1', sub3: 's3' });
    const res = await send('/signup', { form, cookie: '' });
    expect(res.status).toBeLessThan(400);
    expect((await stored(email)).tracking).toEqual({ network: 'adnet', ref: 'r7', sub1: 's1', sub3: 's3' });
  });

  it('keeps the first touch of the tracking cookie over the form', async () => {
    const email = `tracked-cookie-${Date.now()}@example.org`;
    const first = `tracking=${encodeURIComponent(JSON.stringify({ network: 'first' }))}`;
    const res = await send('/signup', { form: signupForm(email, { network: 'later' }), cookie: first });
    expect(res.status).toBeLessThan(400);
    expect((await stored(email)).tracking).toEqual({ network: 'first' });
  });

  it('from a member’s landing, sends the first message to that member with the tracking', async () => {
    const email = `tracked-landing-${Date.now()}@example.org`;
    const fields = { signup_message: 'Hi there, from a landing', network: 'adnet' };
    const res = await send(`/members/${me}/signup`, { form: signupForm(email, fields), cookie: '' });
    expect(res.status).toBeLessThan(400);
    const member = await stored(email);
    expect(member.tracking).toEqual({ network: 'adnet' });
    const sent = await network.database.db
      .select({ text: messages.body, held: messages.held })
      .from(messages)
      .where(eq(messages.senderId, member.id));
    expect(sent).toEqual([{ text: 'Hi there, from a landing', held: true }]);
  });
});

describe('landers and landings go out without scripts (issue 21, ADR 0097)', () => {
  const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

  it.each([
    ['a marketing lander', '/landers/gallery'],
    ['a marketing lander with a campaign', '/landers/maplanding/summer'],
    ['a member’s landing', () => `/members/${other.id}/landing`],
    ['a member’s second landing', () => `/members/${other.id}/landing2`],
  ])('%s: the page and its way into signup, no script file and no preload', async (_name, path) => {
    const res = await send(typeof path === 'string' ? path : path(), { cookie: '' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/href="\/(signup|login)|action="\/members\/\d+\/signup"/);
    expect(html).not.toMatch(/modulepreload|type="module"|<script[^>]+src=/);
    // Only the inline scripts with the response's nonce: the standalone mark and the modal dialog.
    expect(scripts(html)).toHaveLength(2);
    expect(scripts(html).every((tag) => /nonce="[^"]+"/.test(tag))).toBe(true);
  });

  it('the swipe lander, the full-screen landing and the home page keep theirs', async () => {
    for (const path of ['/landers/tinderswipe', `/members/${other.id}/landing3`, '/']) {
      const html = await (await send(path, { cookie: '' })).text();
      expect(html, path).toMatch(/type="module"/);
    }
  });
});

describe('a visitor’s entry pages kept a few seconds (ADR 0098)', () => {
  const nonceOf = (res: Response) =>
    /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  it('the second visitor gets the same page with a nonce of its own', async () => {
    const first = await send('/landers/collagelanding', { cookie: '' });
    const second = await send('/landers/collagelanding', { cookie: '' });
    const [a, b] = [await first.text(), await second.text()];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(b).toContain(`nonce="${nonceOf(second)}"`);
    expect(b).not.toContain(nonceOf(first));
    expect(b.replaceAll(nonceOf(second)!, 'N')).toBe(a.replaceAll(nonceOf(first)!, 'N'));
    expect(second.headers.getSetCookie()).toEqual(first.headers.getSetCookie());
  });

  it('a member’s home page is never another’s', async () => {
    const visitor = await (await send('/', { cookie: '' })).text();
    const member = await (await send('/')).text();
    expect(member).not.toBe(visitor);
    expect(member).toContain('/chats');
  });

  it('the company’s new name is on the next visitor page (the change event forgets the kept ones)', async () => {
    const before = await (await send('/', { cookie: '' })).text();
    const name = `Renamed Ltd ${Date.now()}`;
    expect(before).toContain(loadCompany().name);
    // As the console's company editor stores it (the row holds the whole info once edited).
    await network.database.db.insert(companyInfo).values({ id: 1, info: { ...loadCompany(), name } });
    await network.database.db
      .insert(liveEvents)
      .values({ memberId: null, type: 'changed', payload: { type: 'changed', what: 'company' } });
    await expect
      .poll(async () => (await send('/', { cookie: '' })).text(), { timeout: 8_000 })
      .toContain(name);
  });
});
