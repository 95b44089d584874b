/**
 * Graceful shutdown of the built server (ADR 0075): started as `npm run serve` starts it (the
 * bundle, no tsx) on a port of its own, with a live chat stream open and a request still
 * arriving. On SIGTERM the stream ends (the page reconnects elsewhere), the request still gets
 * its answer, and the process exits 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './network.ts';

const PORT = 3823;
const bundle = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const serve = fileURLToPath(new URL('../../../scripts/serve.mjs', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request to the server as the velvet site; resolves with the response once headers arrive. */
function open(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const req = httpRequest({
    host: '127.0.0.1',
    port: PORT,
    path,
    method: init.method ?? 'GET',
    headers: { host: 'velvet.localhost', ...init.headers },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  return { req, response };
}

const bodyOf = (res: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    res.on('data', (chunk) => {
      body += chunk;
    });
    res.on('end', () => resolve(body));
  });

describe('the built server on SIGTERM', () => {
  it('ends open streams, finishes the request in flight and exits 0', async () => {
    expect(existsSync(bundle), 'packages/server/dist/cli.js: run `pnpm build` first').toBe(true);
    // `npm run serve` as an operator runs it: no pnpm launcher around it (so no NODE_PATH).
    const { NODE_PATH: _launcherPath, ...environment } = process.env;
    child = spawn(process.execPath, [serve], {
      env: {
        ...environment,
        NODE_ENV: 'development',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_MEMBERS_PER_BRAND: '3',
        BRANDS: 'velvet',
        SCHEDULER: 'off',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (chunk) => {
        output += chunk;
        if (output.includes('"msg":"network listening"')) resolve();
      });
      child!.stderr!.on('data', (chunk) => {
        output += chunk;
      });
      child!.on('exit', () => reject(new Error(`the server stopped before listening:\n${output}`)));
    });

    const login = open('/api/user.php', { method: 'POST', headers: { 'content-type': 'application/json' } });
    login.req.end(JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }));
    const loggedIn = await login.response;
    expect(loggedIn.statusCode).toBe(200);
    await bodyOf(loggedIn);
    const cookie = String(loggedIn.headers['set-cookie']?.[0]).split(';')[0]!;

    const stream = open('/api/events.php', { headers: { cookie } });
    stream.req.end();
    const events = await stream.response;
    expect(events.headers['content-type']).toContain('text/event-stream');
    const streamEnded = bodyOf(events);

    // A slow client: the request has begun (headers and half its body are sent) when the signal comes.
    const body = JSON.stringify({ email: 'bob@velvet.demo', password: DEMO_PASSWORD });
    const slow = open('/api/user.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    slow.req.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));

    child.kill('SIGTERM');
    await streamEnded;
    slow.req.end(body.slice(10));
    const answered = await slow.response;
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['x-request-id']).toBeTruthy();
    await bodyOf(answered);

    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shutdown: done"');
    expect(output).toContain('"finished":true');
  }, 240_000);
});
