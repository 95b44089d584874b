/**
 * The API refuses state-changing calls a page of another site makes with the member's cookie
 * (issue 16 point 1, ADR 0044); the same guard fronts the sites' form actions (packages/server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, ORIGIN, createHarness } from '../test/harness.ts';
import { type Doc, writesOf } from '../security/fuzz-inputs.ts';
import { CROSS_SITE_EXEMPT_PATHS } from './cross-site.ts';

let h: Harness;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 2 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
});
afterAll(() => h.close());

const privacy = async () => (await h.request('/api/privacy.php', { cookie: alice.cookie })).body.privacy;
const setPrivacy = (on: boolean, headers: Record<string, string>) =>
  h.request('/api/privacy.php', {
    method: 'PUT',
    body: JSON.stringify({ privacy: on }),
    cookie: alice.cookie,
    headers,
  });

describe('a state-changing API call', () => {
  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a sibling subdomain', { origin: 'http://nl.velvet.localhost' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('from %s: 403 forbidden_origin and nothing changed', async (_name, headers) => {
    expect(await privacy()).toBe(false);
    const res = await setPrivacy(true, headers);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden_origin');
    expect(await privacy()).toBe(false);
  });

  it.each([
    ['the same origin', { origin: ORIGIN }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: ORIGIN }],
    ['neither header (no browser: curl, the site in-process)', {}],
  ])('from %s goes through', async (_name, headers) => {
    const res = await setPrivacy(true, headers);
    expect(res.status).toBe(200);
    expect(await privacy()).toBe(true);
    await setPrivacy(false, {});
  });

  it('logout from another site is refused and the session goes on', async () => {
    const res = await h.request('/api/logout.php', {
      method: 'POST',
      cookie: alice.cookie,
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await h.request('/api/user.php', { cookie: alice.cookie })).body.user?.id).toBe(alice.id);
  });

  it('reads from anywhere are not refused', async () => {
    const res = await h.request('/api/user.php', {
      cookie: alice.cookie,
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['the payment provider’s notification', '/api/payment-notify.php'],
    ['the mail side’s bounce report', '/api/mail-events.php'],
  ])('%s is server to server: its own check answers, not the Origin rule', async (_name, path) => {
    const res = await h.request(path, {
      method: 'POST',
      body: '{}',
      headers: { origin: 'http://psp.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).not.toBe(403);
    expect(res.body.error.code).not.toBe('forbidden_origin');
  });
});

/**
 * Server-to-server calls, each with its own check (a signature, a secret), not the Origin rule:
 * the guard's exempt paths, and the providers' notifications, mounted outside the member
 * middleware (ADR 0085).
 */
const serverToServer = (path: string) =>
  CROSS_SITE_EXEMPT_PATHS.has(path) || path === '/api/payment-notify/{provider}';

describe('every state-changing operation of the API document', () => {
  it('is refused from another site with the member’s cookie: 403 forbidden_origin', async () => {
    const writes = writesOf((await h.request('/api/openapi.json')).body as Doc);
    // The document lists the operations of issue 22 too (a guard on every new one).
    expect(writes).toEqual(
      expect.arrayContaining([
        'POST /api/refund-request.php',
        'POST /api/spending-cap.php',
        'POST /api/age-check.php',
        'POST /api/age-check-sandbox.php',
      ]),
    );
    const answers: string[] = [];
    for (const op of writes.filter((w) => !serverToServer(w.split(' ')[1]!))) {
      const [method, path] = op.split(' ') as [string, string];
      const res = await h.request(path.replace(/\{[^}]+\}/g, '1'), {
        method,
        cookie: alice.cookie,
        headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        body: '{}',
      });
      answers.push(`${op}: ${res.status} ${res.body?.error?.code ?? ''}`);
    }
    expect(answers.filter((a) => !a.endsWith(': 403 forbidden_origin'))).toEqual([]);
    expect(await privacy()).toBe(false);
  });
});

describe('a read that marks something seen', () => {
  const newLikes = async () => (await h.request('/api/badges.php', { cookie: alice.cookie })).body.new_likes;

  it('is refused as another site’s subresource; the member opening the profile still clears the new like', async () => {
    const like = await h.request('/api/like.php', {
      method: 'POST',
      body: JSON.stringify({ id: alice.id }),
      cookie: bob.cookie,
    });
    expect(like.status).toBe(200);
    expect(await newLikes()).toBe(1);

    const open = (headers: Record<string, string>) =>
      h.request(`/api/member.php?id=${bob.id}`, { cookie: alice.cookie, headers });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    ]) {
      const res = await open(headers);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden_origin');
      expect(await newLikes()).toBe(1);
    }

    expect((await open({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).status).toBe(200);
    expect(await newLikes()).toBe(0);
  });
});
