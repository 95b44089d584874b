/**
 * Issues 4 and 23: `pnpm brand:new` creates an eighth brand that builds and serves with no
 * further edit, from answers it refuses to guess (country, currency, logo, trade name, the
 * tagline in every language), in files `pnpm lint` accepts, with a short summary, and with its
 * build in turbo's cache for the next start. The test creates it, starts a network serving only
 * it, asks for its home page on both domains, then removes it again (and re-links the
 * workspace), leaving the repository as it was.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
const ID = `eighth${Date.now().toString(36).slice(-4)}`;
// Beside the suite's own server, two ports on.
const PORT = Number(process.env.E2E_PORT ?? 3199) + 2;
const COMPANY = join(ROOT, 'brands', 'company.json');
const company = readFileSync(COMPANY, 'utf8');
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];

const pnpm = (args: string[]) => spawnSync('pnpm', args, { cwd: ROOT, encoding: 'utf8' });
const answers = (niche: string) => [
  '-s',
  'brand:new',
  '--id',
  ID,
  '--name',
  'Eighth Wave',
  '--niche',
  niche,
  '--accent',
  '#7a1f5c',
  '--logo',
  'initial',
  '--trade-name',
  'Eighth Wave',
  ...LOCALES.flatMap((l) => ['--tagline', `${l}:Eighth wave in ${l}`]),
  '--domain',
  `${ID}.example:en:GB:GBP`,
  '--domain',
  `${ID}.example.de:de:DE:EUR`,
];

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
  writeFileSync(COMPANY, company);
  rmSync(join(ROOT, 'apps', ID), { recursive: true, force: true });
  rmSync(join(ROOT, 'brands', ID), { recursive: true, force: true });
  rmSync(join(ROOT, '.data', 'e2e-brand-new'), { recursive: true, force: true });
  pnpm(['install', '--prefer-offline', '--no-frozen-lockfile']);
});

test('brand:new refuses bad answers and writes nothing', () => {
  const result = pnpm(answers('9'));
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Nothing was written. --niche');
  expect(existsSync(join(ROOT, 'brands', ID))).toBe(false);
});

test('brand:new without a terminal names every missing answer and assumes none', () => {
  const result = pnpm([
    '-s',
    'brand:new',
    '--id',
    ID,
    '--name',
    'Eighth Wave',
    '--domain',
    `${ID}.example:en`,
  ]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'Nothing was written. Missing answers: --niche; --accent; --trade-name; --logo;',
  );
  expect(result.stderr).toContain(`--domain ${ID}.example:en: write it as host:language:country:currency`);
  expect(existsSync(join(ROOT, 'brands', ID))).toBe(false);
  expect(readFileSync(COMPANY, 'utf8')).toBe(company);
});

test('brand:new creates an eighth brand that builds and serves its home page', async ({
  request,
  playwright,
}) => {
  const created = pnpm(answers('2'));
  expect(created.status, created.stderr).toBe(0);
  // A summary, not the build's logs (those are in .turbo/build.log).
  expect(created.stdout.trim().split('\n').length).toBeLessThan(15);
  expect(created.stdout).toContain('Eighth Wave is ready');
  expect(existsSync(join(ROOT, 'apps', ID, 'build', 'server', 'index.js'))).toBe(true);
  expect(JSON.parse(readFileSync(COMPANY, 'utf8')).tradenames).toContain('Eighth Wave');
  // What it wrote passes `pnpm lint`.
  const lint = pnpm(['exec', 'biome', 'check', `apps/${ID}`, `brands/${ID}`, 'brands/company.json']);
  expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  // Built through turbo with the inputs the next start hashes: the same task hash, so
  // `npm start` takes the new site from turbo's cache (ADR 0091).
  const built = readFileSync(join(ROOT, '.turbo', 'build.log'), 'utf8').match(
    new RegExp(`@dating/app-${ID}:build: cache miss, executing ([0-9a-f]+)`),
  );
  const dry = pnpm(['exec', 'turbo', 'run', 'build', `--filter=@dating/app-${ID}`, '--dry=json']);
  const task = JSON.parse(dry.stdout).tasks.find(
    (t: { taskId: string }) => t.taskId === `@dating/app-${ID}#build`,
  );
  expect(task.hash).toBe(built?.[1]);
  const network = await startNetwork();
  try {
    const home = await request.get(`http://127.0.0.1:${PORT}/`, {
      headers: { Host: `${ID}.localhost:${PORT}` },
    });
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toContain(`class="theme-${ID}"`);
    expect(html).toContain('Eighth Wave');
    expect(html).toContain('Eighth wave in en');
    // A visitor of its own: the first answer's language cookie (kept for 127.0.0.1) would choose English.
    const visitor = await playwright.request.newContext();
    const german = await visitor.get(`http://127.0.0.1:${PORT}/`, {
      headers: { Host: `de.${ID}.localhost:${PORT}` },
    });
    expect(german.status()).toBe(200);
    expect(await german.text()).toContain('Eighth wave in de');
    await visitor.dispose();
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
