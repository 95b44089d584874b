/**
 * Several instances of the network server on one PostgreSQL behind nginx (issue 20, ADR 0076):
 * the set-up of the multi-instance and fault tests and of the load test. nginx runs the repo's
 * own `deploy/nginx/dating.conf`, with only its upstream servers and its `listen` line replaced,
 * so what is tested is what an operator deploys. Loopback only; every process is this run's own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { ROOT, serverCommand } from './server-command.ts';

export interface Instance {
  index: number;
  port: number;
  /** The running process, or null after it stopped. */
  process: ChildProcess | null;
  logFile: string;
}

export interface Cluster {
  /** The proxy's origin (http://127.0.0.1:PORT); send the site's Host header with each request. */
  proxy: string;
  instances: Instance[];
  /** The folder of logs and nginx files (kept when `keep` is set, else removed by stop). */
  dir: string;
  /** Ends an instance at once (SIGKILL) or gracefully (SIGTERM); resolves when it exited. */
  stopInstance(index: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
  /** Starts an instance again on its port and waits until it is ready. */
  startInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  /** Instance i listens on basePort + i. */
  basePort: number;
  proxyPort: number;
  /** Settings every instance gets (NODE_ENV, secrets, EVENT_BUS…), besides PORT and DATABASE_URL. */
  env: Record<string, string>;
  keep?: boolean;
}

const READY_TIMEOUT_MS = 60_000;

/** Polls /readyz on the instance's own port until it answers 200. */
export async function waitReady(
  port: number,
  exited: () => boolean,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`instance on port ${port} exited before it was ready`);
    try {
      const res = await request(`http://127.0.0.1:${port}/readyz`);
      await res.body.dump();
      if (res.statusCode === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on port ${port} not ready within ${timeoutMs / 1000} s`);
}

/** The repo's nginx site file with this run's instance ports and proxy port. */
export function nginxSite(instancePorts: readonly number[], proxyPort: number): string {
  const site = readFileSync(join(ROOT, 'deploy/nginx/dating.conf'), 'utf8');
  const servers = /^(\s*)server 127\.0\.0\.1:\d+ (.*);$/m;
  const first = servers.exec(site);
  const listen = /^(\s*)listen 80;$/m;
  if (!first || !listen.test(site))
    throw new Error('deploy/nginx/dating.conf lost its upstream or listen line');
  const [, indent, options] = first;
  const upstream = instancePorts.map((p) => `${indent}server 127.0.0.1:${p} ${options};`).join('\n');
  // The first server line becomes this run's list; the file's other server lines go.
  let placed = false;
  return site
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*;$\n?/gm, () => {
      if (placed) return '';
      placed = true;
      return `${upstream}\n`;
    })
    .replace(listen, `$1listen 127.0.0.1:${proxyPort};`);
}

/** A whole nginx.conf around the site file: everything in `dir`, in the foreground. */
function nginxConf(dir: string, site: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
worker_rlimit_nofile 16384;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'dating-cluster-'));
  const instances: Instance[] = Array.from({ length: options.instances }, (_, index) => ({
    index,
    port: options.basePort + index,
    process: null,
    logFile: join(dir, `instance-${index}.log`),
  }));
  const [command, ...args] = serverCommand();

  const startInstance = async (index: number) => {
    const instance = instances[index]!;
    const log = createWriteStream(instance.logFile, { flags: 'a' });
    const child = spawn(command!, args, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        ...options.env,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: join(dir, `data-${index}`),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    instance.process = child;
    let exited = false;
    child.once('exit', () => {
      exited = true;
      if (instance.process === child) instance.process = null;
    });
    await waitReady(instance.port, () => exited);
  };

  const stopInstance = (index: number, signal: 'SIGKILL' | 'SIGTERM') => {
    const child = instances[index]!.process;
    if (!child) return Promise.resolve(null);
    return new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  };

  let proxy: Proxy | null = null;
  const stop = async () => {
    await Promise.all(instances.map((_, i) => stopInstance(i, 'SIGTERM')));
    await proxy?.stop();
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };

  try {
    // One after the other: the first start migrates the database, the others find it done.
    for (const instance of instances) await startInstance(instance.index);
    proxy = await startProxy(
      dir,
      instances.map((i) => i.port),
      options.proxyPort,
    );
    return { proxy: proxy.origin, instances, dir, stopInstance, startInstance, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Proxy {
  /** http://127.0.0.1:PORT */
  origin: string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with the repo's site file in front of the given ports; its files in
 * `dir`/nginx. Resolves once it answers /healthz through an upstream.
 */
export async function startProxy(
  dir: string,
  upstreamPorts: readonly number[],
  port: number,
): Promise<Proxy> {
  const nginxDir = join(dir, 'nginx');
  mkdirSync(nginxDir);
  const conf = join(nginxDir, 'nginx.conf');
  writeFileSync(conf, nginxConf(nginxDir, nginxSite(upstreamPorts, port)));
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(binary, ['-c', conf, '-p', nginxDir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.pipe(createWriteStream(join(nginxDir, 'stderr.log')));
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const done = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await done;
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitProxy(origin, () => nginx.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitProxy(proxy: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('nginx exited at start (see its stderr.log)');
    try {
      const res = await request(`${proxy}/healthz`);
      await res.body.dump();
      if (res.statusCode === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not answer within 10 s');
}
