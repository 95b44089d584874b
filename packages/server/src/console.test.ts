/**
 * The console by host (issue 18): console.localhost serves the console's pages and the staff
 * API, never a brand or the member API; a brand host never serves either. Drives the real
 * network with the console build (`pnpm build` makes it), logging in through the console's forms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { demoTotpSecret } from '@dating/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';

const CONSOLE = 'http://console.localhost';
const VELVET = 'http://velvet.localhost';
const dataDir = mkdtempSync(join(tmpdir(), 'console-host-'));
let network: Network;

async function send(
  origin: string,
  path: string,
  init: { cookie?: string; form?: Record<string, string> } = {},
) {
  const headers = new Headers({ host: new URL(origin).host, origin });
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.form) headers.set('content-type', 'application/x-www-form-urlencoded');
  return network.app.fetch(
    new Request(`${origin}${path}`, {
      method: init.form ? 'POST' : 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    }),
  );
}
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

beforeAll(async () => {
  network = await createNetwork({
    ...readConfig({}),
    dataDir,
    seedMembersPerBrand: 4,
    databaseUrl: undefined,
    scheduler: false,
    brands: ['velvet'],
  });
  expect(network.console, 'the console build (run `pnpm build`)').not.toBeNull();
}, 120_000);
afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the console host', () => {
  it('serves the console and the staff API, never a brand or the member API', async () => {
    const login = await send(CONSOLE, '/login');
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('class="theme-console"');
    expect(html).toContain('Operator console');
    expect(login.headers.get('content-security-policy')).toMatch(/nonce-/);
    expect((await send(CONSOLE, '/staff-api/me')).status).toBe(401);
    expect((await send(CONSOLE, '/api/settings.php')).status).toBe(404);
    // A brand's page (not /members: the console has its own since issue 19).
    expect((await send(CONSOLE, '/likes')).status).toBe(404);
  });

  it('is never served on a brand host', async () => {
    const page = await send(VELVET, '/login');
    expect(await page.text()).not.toContain('theme-console');
    expect((await send(VELVET, '/staff-api/me')).status).toBe(404);
    expect((await send(VELVET, '/staff-api/openapi.json')).status).toBe(404);
  });

  it('logs a demo admin in through its forms (password, then the code) and shows the home page', async () => {
    const first = await send(CONSOLE, '/login', {
      form: { email: 'admin@console.demo', password: DEMO_PASSWORD },
    });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/login/totp');
    const pending = cookieOf(first);
    const totpPage = await (await send(CONSOLE, '/login/totp', { cookie: pending })).text();
    expect(totpPage).toContain(demoTotpSecret('admin@console.demo'));
    const code = new TOTP({ secret: Secret.fromBase32(demoTotpSecret('admin@console.demo')) }).generate();
    const second = await send(CONSOLE, '/login/totp', { cookie: pending, form: { code } });
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('/');
    const home = await send(CONSOLE, '/', { cookie: cookieOf(second) });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Welcome, Ada Admin');
    // The staff cookie opens nothing on a brand host.
    expect((await send(VELVET, '/staff-api/me', { cookie: cookieOf(second) })).status).toBe(404);
  });

  it("sends a member's session to the console login", async () => {
    const login = await network.app.fetch(
      new Request(`${VELVET}/api/user.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'velvet.localhost' },
        body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
      }),
    );
    const member = cookieOf(login);
    const res = await send(CONSOLE, '/', { cookie: member });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});
