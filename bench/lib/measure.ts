/**
 * A small closed-loop load measurer: runs `fn` a fixed number of times with a fixed number in
 * flight and reports requests/s and latency percentiles. Bounded in count, so it always stops.
 */
export interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The value below which `p` % of the sorted values lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measure(
  name: string,
  fn: () => Promise<unknown>,
  options: { requests: number; concurrency: number; warmup?: number },
): Promise<Figures> {
  for (let i = 0; i < (options.warmup ?? 50); i++) await fn();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.requests) {
      next++;
      const t0 = performance.now();
      await fn();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function table(rows: { subject: Figures; baseline: Figures }[]): string {
  const f = (n: number) => n.toFixed(2);
  const lines = [
    '| subject | req/s | p50 ms | p99 ms | baseline | baseline req/s | baseline p50 ms | baseline p99 ms | throughput ratio | p50 ratio |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { subject: s, baseline: b } of rows) {
    lines.push(
      `| ${s.name} | ${s.rps.toFixed(0)} | ${f(s.p50)} | ${f(s.p99)} | ${b.name} | ${b.rps.toFixed(0)} | ${f(b.p50)} | ${f(b.p99)} | ${f(s.rps / b.rps)}× | ${f(s.p50 / b.p50)}× |`,
    );
  }
  return lines.join('\n');
}
