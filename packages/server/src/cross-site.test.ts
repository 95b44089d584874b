/**
 * The sites' form actions call the API in-process with only the cookie, so the network guards
 * them itself (issue 16 points 1 and 7, ADR 0044): a post from another site's page gets the
 * translated 403 page and changes nothing; the site's own forms go through. In production the
 * session cookie is __Host- prefixed and HSTS is sent.
 */
import webpush from 'web-push';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';

const ORIGIN = 'http://velvet.localhost';
const dirs: string[] = [];
const configFor = (production: boolean) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cross-site-test-'));
  dirs.push(dataDir);
  const base = readConfig({});
  return {
    ...base,
    // Production names every secret (ADR 0054, ADR 0075); it never makes one.
    secrets: production
      ? {
          paymentSandboxSecret: 'cross-site-test-sandbox',
          mailEventsSecret: 'cross-site-test-mail-events',
          unsubscribeSecret: 'cross-site-test-unsubscribe',
          staffSecretKey: 'cross-site-test-staff-key',
          vapidKeys: webpush.generateVAPIDKeys(),
        }
      : base.secrets,
    dataDir,
    seedMembersPerBrand: 2,
    databaseUrl: undefined,
    scheduler: false,
    production,
  };
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const send = (network: Network, path: string, init: RequestInit = {}) =>
  Promise.resolve(network.app.fetch(new Request(`${ORIGIN}${path}`, init)));

async function login(network: Network, email: string) {
  const res = await send(network, '/api/user.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** A form post as a browser sends it, with the given Origin / Sec-Fetch-Site. */
const postForm = (
  network: Network,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  headers = {},
) =>
  send(network, path, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const privacyOf = async (network: Network, cookie: string) =>
  ((await (await send(network, '/api/privacy.php', { headers: { cookie } })).json()) as { privacy: boolean })
    .privacy;
const signedIn = async (network: Network, cookie: string) =>
  ((await (await send(network, '/api/user.php', { headers: { cookie } })).json()) as { user: unknown })
    .user !== null;

describe('site form actions from another site', () => {
  let network: Network;
  let cookie: string;
  beforeAll(async () => {
    network = await createNetwork(configFor(false));
    cookie = await login(network, 'alice@velvet.demo');
  }, 300_000);
  afterAll(() => network.close());

  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    [
      'a sibling subdomain (same-site)',
      { origin: 'http://nl.velvet.localhost', 'sec-fetch-site': 'same-site' },
    ],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('%s: /account/privacy answers the 403 page and changes nothing', async (_name, headers) => {
    const res = await postForm(network, '/account/privacy', cookie, { privacy: 'on' }, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('This request was refused for your security.');
    // Rendered for /request-refused while the browser shows the posted URL: no hydration.
    expect(html).not.toMatch(/type="module"/);
    expect(await privacyOf(network, cookie)).toBe(false);
  });

  it('the 403 page speaks the visitor’s language', async () => {
    const res = await postForm(
      network,
      '/account/privacy',
      `${cookie}; i18n_redirected=de`,
      { privacy: 'on' },
      { origin: 'http://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Diese Anfrage wurde zu deiner Sicherheit abgelehnt.');
  });

  it('/logout from another site leaves the member logged in', async () => {
    const res = await postForm(network, '/logout', cookie, {}, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(await signedIn(network, cookie)).toBe(true);
  });

  it.each([
    ['/chats/1', { text: 'hi' }],
    ['/credits/repeat-order', { tier: 'small' }],
    ['/account/delete', { password: DEMO_PASSWORD }],
  ])('%s (money or the account) refuses a foreign Origin before its action runs', async (path, fields) => {
    const res = await postForm(network, path, cookie, fields, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(await signedIn(network, cookie)).toBe(true);
  });

  it('the site’s own form (Origin of this site, as Chromium sends without JavaScript) goes through', async () => {
    const res = await postForm(
      network,
      '/account/privacy',
      cookie,
      { privacy: 'on' },
      { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    );
    expect(res.status).toBe(200);
    expect(await privacyOf(network, cookie)).toBe(true);
    const out = await postForm(
      network,
      '/logout',
      cookie,
      {},
      { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    );
    expect(out.status).toBe(302);
    expect(await signedIn(network, cookie)).toBe(false);
  });

  it('a page fetched as another site’s subresource is refused; a link from there opens it', async () => {
    const img = await send(network, '/members', {
      headers: {
        cookie,
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'image',
      },
    });
    expect(img.status).toBe(403);
    const link = await send(network, '/login', {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(link.status).toBe(200);
    const photoOrAsset = await send(network, '/logo.svg', {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
    });
    expect(photoOrAsset.status).toBe(200);
  });

  it('sends no HSTS and a plain session cookie on http outside production', async () => {
    const res = await send(network, '/api/settings.php');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(await login(network, 'bob@velvet.demo')).toMatch(/^sid=/);
  });
});

describe('in production', () => {
  let network: Network;
  beforeAll(async () => {
    network = await createNetwork(configFor(true));
  }, 300_000);
  afterAll(() => network.close());

  it('every answer carries HSTS for a year, subdomains included', async () => {
    for (const path of ['/api/settings.php', '/login']) {
      const res = await send(network, path);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('pages render no <style> element, so the CSP can refuse inline style sheets', async () => {
    const res = await send(network, '/login');
    expect(res.headers.get('content-security-policy')).toContain("style-src-elem 'self';");
    expect(await res.text()).not.toMatch(/<style[\s>]/);
  });

  it('the session cookie is __Host-sid: Secure, HttpOnly, Path=/, no Domain, and it signs in', async () => {
    const res = await send(network, '/api/user.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
    });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^__Host-sid=[\w-]{43}; /);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(await signedIn(network, setCookie.split(';')[0]!)).toBe(true);
  });
});
