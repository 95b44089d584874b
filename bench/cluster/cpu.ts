/** CPU seconds (user + system) the given processes used so far, read from /proc. */
import { readdir, readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100;

export async function processCpuSeconds(pids: readonly number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * CPU seconds of every PostgreSQL process of the machine (backends, checkpointer, WAL writer),
 * dead backends excluded: read before and after a run with nothing else using the server, and
 * with connections that stay open through it (the instances' pools).
 */
export async function postgresCpuSeconds(): Promise<number> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') pids.push(Number(entry));
  }
  return processCpuSeconds(pids);
}
