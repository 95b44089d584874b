/**
 * A site form whose action does not expect the API's refusal (here a rate limit on starting an
 * age check) answers with the refusal's status and its translated text, not a 500, and nothing
 * is started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';

const ORIGIN = 'http://velvet.localhost';
const dataDir = mkdtempSync(join(tmpdir(), 'api-refusals-'));
let network: Network;
let cookie: string;

const send = (path: string, init: RequestInit = {}) =>
  Promise.resolve(network.app.fetch(new Request(`${ORIGIN}${path}`, init)));

beforeAll(async () => {
  network = await createNetwork({
    ...readConfig({}),
    dataDir,
    seedMembersPerBrand: 2,
    databaseUrl: undefined,
    scheduler: false,
    brands: ['velvet'],
  });
  const login = await send('/api/user.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 180_000);
afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('an action meeting a rate limit it does not catch shows the translated 429 page', async () => {
  // velvet.localhost is the British domain: the member is asked for an age check.
  const { age_check: status } = (await (
    await send('/api/age-check.php', { headers: { cookie } })
  ).json()) as {
    age_check: { missing: string[] };
  };
  expect(status.missing.length).toBeGreaterThan(0);
  // Every write of the minute the member may make (120, ADR 0045), spent on something harmless.
  let answer = 200;
  for (let i = 0; i < 200 && answer !== 429; i++) {
    answer = (
      await send('/api/privacy.php', {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ privacy: false }),
      })
    ).status;
  }
  expect(answer).toBe(429);

  const res = await send('/age-check', {
    method: 'POST',
    headers: {
      cookie,
      origin: ORIGIN,
      host: 'velvet.localhost',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ method: status.missing[0]!, return_to: '/members' }).toString(),
  });
  expect(res.status).toBe(429);
  const page = await res.text();
  expect(page).toContain('Too many attempts. Please try again in');
  expect(page).not.toContain('{{minutes}}');
});
