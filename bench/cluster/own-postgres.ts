/**
 * A PostgreSQL cluster of the test's own, in a temporary folder (initdb, pg_ctl), for the fault
 * test that restarts the database mid-load: the machine's shared server is never stopped.
 * As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** Stops the server (fast: open connections are cut) and starts it again, without blocking. */
  restart(): Promise<void>;
  /** Stops the server, keeping its data, until `resume`. */
  halt(): Promise<void>;
  resume(): Promise<void>;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return join(root, versions[0]!, 'bin');
}

export function startOwnPostgres(port: number): OwnPostgres {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'dating-own-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  const argv = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => execFileSync(...argv(tool, args), { stdio: 'pipe' });
  const runAsync = (tool: string, args: string[]) => promisify(execFile)(...argv(tool, args));
  if (asRoot) {
    const pg = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const group = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, pg, group);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const startArgs = ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'];
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async halt() {
      await runAsync('pg_ctl', stopArgs);
    },
    async resume() {
      await runAsync('pg_ctl', startArgs);
    },
    async restart() {
      await this.halt();
      await this.resume();
    },
    stop() {
      try {
        run('pg_ctl', stopArgs);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
