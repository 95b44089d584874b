/**
 * The API on its own (ADR 0052): `apps/api` started on a loopback port from the same settings,
 * and a network server with API_URL whose pages and browser calls go to it over HTTP. The two
 * have separate databases here, so an answer that knows the member can only come from the
 * standalone API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@dating/api';
import { type StandaloneApi, startApi } from '@dating/api/main';
import { loadBrands } from '@dating/brand/load.server';
import { seedDemo } from '@dating/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';
import { createLocalStore } from '@dating/storage';

const apiDir = mkdtempSync(join(tmpdir(), 'api-alone-'));
const siteDir = mkdtempSync(join(tmpdir(), 'site-alone-'));
let api: StandaloneApi;
let network: Network;

beforeAll(async () => {
  api = await startApi({
    ...readConfig({ TRUST_PROXY: '1', SCHEDULER: 'off', PORT: '0', HOST: '127.0.0.1' }),
    dataDir: apiDir,
  });
  await seedDemo(api.database.db, {
    brands: loadBrands().filter((b) => b.id === 'velvet'),
    photoStore: createLocalStore(join(apiDir, 'uploads')),
    membersPerBrand: 3,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  network = await createNetwork({
    ...readConfig({ API_URL: `http://127.0.0.1:${api.port}` }),
    dataDir: siteDir,
    seedMembersPerBrand: 0,
    scheduler: false,
  });
}, 120_000);

afterAll(async () => {
  await network?.close();
  await api?.close();
  rmSync(apiDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

const send = (path: string, init: RequestInit = {}) =>
  Promise.resolve(network.app.fetch(new Request(`http://velvet.localhost${path}`, init)));

describe('the site with API_URL', () => {
  it('passes browser API calls to the standalone API, which knows the site from X-Forwarded-Host', async () => {
    const settings = await send('/api/settings.php');
    expect(settings.status).toBe(200);
    const login = await send('/api/user.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://velvet.localhost' },
      body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/^sid=/);
  });

  it("renders a member's page from the loaders' calls over HTTP", async () => {
    const login = await fetch(`http://127.0.0.1:${api.port}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'velvet.localhost' },
      body: JSON.stringify({ email: 'bob@velvet.demo', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    // The site's own database has no member and no session: only the standalone API knows bob.
    const page = await send('/profile', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const anonymous = await send('/profile');
    expect(anonymous.status).toBe(302);
  });
});
