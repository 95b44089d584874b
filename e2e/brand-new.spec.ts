/**
 * Issue 4: `pnpm brand:new` creates an eighth brand that builds and serves with no further
 * edit. The test creates it, starts a network serving only it, asks for its home page, then
 * removes it again (and re-links the workspace), leaving the repository as it was.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
const ID = `eighth${Date.now().toString(36).slice(-4)}`;
const PORT = 3198;

const pnpm = (args: string[]) => spawnSync('pnpm', args, { cwd: ROOT, encoding: 'utf8' });

function startNetwork(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'tsx', 'packages/server/src/cli.ts'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        BRANDS: ID,
        DEFAULT_BRAND: ID,
        DATA_DIR: '.data/e2e-brand-new',
        SEED_MEMBERS_PER_BRAND: '6',
        DATABASE_URL: '',
      },
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Dating network running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`network exited with ${code}: ${out}`)));
  });
}

test.describe.configure({ timeout: 240_000 });

test.afterAll(() => {
  rmSync(join(ROOT, 'apps', ID), { recursive: true, force: true });
  rmSync(join(ROOT, 'brands', ID), { recursive: true, force: true });
  rmSync(join(ROOT, '.data', 'e2e-brand-new'), { recursive: true, force: true });
  pnpm(['install', '--prefer-offline', '--no-frozen-lockfile']);
});

test('brand:new refuses bad answers and writes nothing', () => {
  const result = pnpm([
    '-s',
    'brand:new',
    '--id',
    ID,
    '--name',
    'Eighth Wave',
    '--niche',
    '9',
    '--accent',
    '#7a1f5c',
    '--domain',
    `${ID}.example:en`,
  ]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Nothing was written. --niche');
  expect(existsSync(join(ROOT, 'brands', ID))).toBe(false);
});

test('brand:new creates an eighth brand that builds and serves its home page', async ({ request }) => {
  const created = pnpm([
    '-s',
    'brand:new',
    '--id',
    ID,
    '--name',
    'Eighth Wave',
    '--niche',
    '2',
    '--accent',
    '#7a1f5c',
    '--domain',
    `${ID}.example:en`,
  ]);
  expect(created.status, created.stderr).toBe(0);
  expect(existsSync(join(ROOT, 'apps', ID, 'build', 'server', 'index.js'))).toBe(true);
  const network = await startNetwork();
  try {
    const home = await request.get(`http://127.0.0.1:${PORT}/`, {
      headers: { Host: `${ID}.localhost:${PORT}` },
    });
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toContain(`class="theme-${ID}"`);
    expect(html).toContain('Eighth Wave');
    const byDomain = await request.get(
      `http://127.0.0.1:${PORT}/api/settings.php?forced-domain=${ID}.example`,
    );
    expect((await byDomain.json()).settings).toMatchObject({
      name: 'Eighth Wave',
      niche: 2,
      slug_prefix: 'she',
    });
  } finally {
    // The server runs under pnpm and tsx: end the whole process group.
    if (network.pid) process.kill(-network.pid, 'SIGTERM');
  }
});
