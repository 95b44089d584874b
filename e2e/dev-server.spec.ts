/**
 * Issue 23: `pnpm dev` in a brand's app serves the brand with hot reload. A bare
 * `remix vite:dev` answered every page with a 500 ("reading 'domain'"): the page had no load
 * context. This starts the app's own dev script, asks for the home page on the brand's host and
 * looks for the brand's theme and Vite's hot-reload client.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
// Beside the suite's own server, on the next port.
const PORT = Number(process.env.E2E_PORT ?? 3199) + 1;
const DATA_DIR = '.data/e2e-dev-server';

function startDev(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', '@dating/app-herflame', 'run', 'dev'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        SEED_MEMBERS_PER_BRAND: '6',
        DATABASE_URL: '',
        NODE_ENV: 'development',
      },
    });
    let out = '';
    const read = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Development server (Vite, hot reload) for herflame')) resolve(child);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`pnpm dev exited with ${code}: ${out}`)));
  });
}

test.describe.configure({ timeout: 240_000 });

test("an app's pnpm dev serves its brand with the hot-reload client", async ({ request }) => {
  const dev = await startDev();
  try {
    const home = await request.get(`http://127.0.0.1:${PORT}/`, {
      headers: { Host: `herflame.localhost:${PORT}` },
      timeout: 180_000,
    });
    const html = await home.text();
    expect(home.status(), html.slice(0, 400)).toBe(200);
    expect(html).toContain('class="theme-herflame"');
    expect(html).toContain('virtual:remix/inject-hmr-runtime');
  } finally {
    // The server runs under pnpm and tsx: end the whole process group.
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    rmSync(join(ROOT, DATA_DIR), { recursive: true, force: true });
  }
});
