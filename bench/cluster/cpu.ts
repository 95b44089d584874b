/** CPU seconds (user + system) the given processes used so far, read from /proc. */
import { readdir, readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100;

export async function processCpuSeconds(pids: readonly number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const fields = await statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * The fields of /proc/PID/stat after the command's closing parenthesis: [1] the parent's pid,
 * [11] utime, [12] stime, [13] cutime, [14] cstime (reaped children), in clock ticks.
 */
async function statFields(pid: number): Promise<string[] | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

/**
 * CPU seconds of the machine's PostgreSQL: every live postgres process (backends, checkpointer,
 * WAL writer) plus, from each postmaster's cutime and cstime, the processes it has reaped — the
 * backends of pooled connections that closed during the run. Read before and after a run with
 * nothing else using the server.
 */
export async function postgresCpuSeconds(): Promise<number> {
  const processes = new Map<number, { parent: number; fields: string[] }>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() !== 'postgres') continue;
    const fields = await statFields(Number(entry));
    if (fields) processes.set(Number(entry), { parent: Number(fields[1]), fields });
  }
  let ticks = 0;
  for (const { parent, fields } of processes.values()) {
    ticks += Number(fields[11]) + Number(fields[12]);
    // A postmaster (its parent is not postgres): add what its reaped children used.
    if (!processes.has(parent)) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * CPU seconds of the live PostgreSQL backends connected to one database (their process title
 * is `postgres: USER DATABASE HOST STATE`): a bench's own server, not the other users of the
 * machine's shared PostgreSQL. Backends that end between two readings are lost, so read it around
 * runs whose pool stays open.
 */
export async function databaseBackendsCpuSeconds(database: string): Promise<number> {
  // `postgres: [CLUSTER: ]USER DATABASE HOST STATE`: the name as a whole word among them.
  const named = new RegExp(`^postgres: (?:\\S+: )?\\S+ ${database} `);
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (!named.test(cmdline.replaceAll('\0', ' '))) continue;
    const fields = await statFields(Number(entry));
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}
