/**
 * Sends a fixed number of HTTP requests over a fixed number of keep-alive connections (as wrk
 * does with `-c`), after a warm-up, and reads the CPU the serving processes used for exactly the
 * timed requests: CPU time per request is the figure that stays steady on a busy machine, where
 * requests per second swing several-fold. Loopback only, bounded in count.
 */
import { Pool } from 'undici';
import { percentile } from '../lib/measure.ts';

export interface Call {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface CpuReading {
  /** CPU seconds the server process has used so far. */
  server(): Promise<number>;
  /** CPU seconds its database backends have used so far (0 when the database is in-process). */
  database(): Promise<number>;
}

export interface Driven {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per request: the server process, its database backends, both. */
  serverMs: number;
  databaseMs: number;
  totalMs: number;
}

export async function drive(
  origin: string,
  cpu: CpuReading,
  call: (i: number) => Call,
  options: { requests: number; connections: number; warmup: number },
): Promise<Driven> {
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  const send = async (i: number) => {
    const { path, method = 'GET', headers, body } = call(i);
    const res = await pool.request({ path, method, headers, body });
    const text = await res.body.text();
    if (res.statusCode < 200 || res.statusCode > 299) {
      throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`);
    }
  };
  try {
    let next = 0;
    const run = async (count: number, latencies: number[] | null) => {
      next = 0;
      const worker = async () => {
        while (next < count) {
          const i = next++;
          const t0 = performance.now();
          await send(i);
          latencies?.push(performance.now() - t0);
        }
      };
      await Promise.all(Array.from({ length: options.connections }, worker));
    };
    await run(options.warmup, null);
    const latencies: number[] = [];
    const [server0, database0] = [await cpu.server(), await cpu.database()];
    const started = performance.now();
    await run(options.requests, latencies);
    const seconds = (performance.now() - started) / 1000;
    const [server1, database1] = [await cpu.server(), await cpu.database()];
    latencies.sort((a, b) => a - b);
    const perRequest = (s: number) => (s * 1000) / latencies.length;
    return {
      requests: latencies.length,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      serverMs: perRequest(server1 - server0),
      databaseMs: perRequest(database1 - database0),
      totalMs: perRequest(server1 - server0 + database1 - database0),
    };
  } finally {
    await pool.close();
  }
}
