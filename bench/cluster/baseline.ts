/**
 * The bare baseline of the load test (issue 20 point 7, guide: CPU per request beside a bare
 * baseline in the same run): as many bare Hono processes (bare-hono.mjs) as the run had
 * instances, behind the same nginx site file, sent requests at the load run's own rate over
 * keep-alive connections for `seconds`. Returns their CPU per request, measured as the
 * instances' was (user + system from /proc).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { startProxy } from './cluster.ts';
import { processCpuSeconds } from './cpu.ts';

export interface BaselineOptions {
  instances: number;
  basePort: number;
  proxyPort: number;
  /** Requests per second, the load run's own. */
  rate: number;
  seconds: number;
  host: string;
}

export interface BaselineResult {
  requests: number;
  cpuSeconds: number;
  /** CPU milliseconds per request of the bare processes. */
  msPerRequest: number;
}

export async function runBaseline(options: BaselineOptions): Promise<BaselineResult> {
  const dir = mkdtempSync(join(tmpdir(), 'dating-baseline-'));
  const script = join(import.meta.dirname, 'bare-hono.mjs');
  const children: ChildProcess[] = Array.from({ length: options.instances }, (_, i) =>
    spawn(process.execPath, [script, String(options.basePort + i)], { stdio: 'ignore' }),
  );
  const stopAll = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  try {
    proxy = await startProxy(
      dir,
      children.map((_, i) => options.basePort + i),
      options.proxyPort,
    );
    const pids = children.map((c) => c.pid!);
    const before = await processCpuSeconds(pids);
    const total = Math.max(1, Math.round(options.rate * options.seconds));
    const started = Date.now();
    const sends: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      // Open loop at the run's rate: request i leaves at i / rate seconds, whatever came back.
      const due = started + (i * 1000) / options.rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const post = i % 3 === 0;
      sends.push(
        request(`${proxy.origin}/api/${post ? 'like.php' : 'user.php'}`, {
          dispatcher,
          method: post ? 'POST' : 'GET',
          headers: { host: options.host, 'content-type': 'application/json' },
          body: post ? JSON.stringify({ id: i }) : undefined,
        }).then(async (res) => {
          await res.body.dump();
          if (res.statusCode !== 200) throw new Error(`baseline answered ${res.statusCode}`);
        }),
      );
    }
    await Promise.all(sends);
    const cpuSeconds = (await processCpuSeconds(pids)) - before;
    return { requests: total, cpuSeconds, msPerRequest: (cpuSeconds * 1000) / total };
  } finally {
    await dispatcher.close();
    await proxy?.stop();
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}
