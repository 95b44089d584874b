/** Latencies and answers per action of a load run, and the table it prints. */

export interface ActionFigures {
  action: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by status (0: the connection failed). */
  statuses: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();
  /** Failures that are not an HTTP answer (a dropped stream), with their first few messages. */
  readonly notes = new Map<string, { count: number; examples: string[] }>();
  private readonly started = performance.now();

  record(action: string, status: number, ms: number, error?: string) {
    if (ms > 0) {
      const list = this.latencies.get(action) ?? [];
      list.push(ms);
      this.latencies.set(action, list);
    }
    const byStatus = this.statuses.get(action) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statuses.set(action, byStatus);
    if (error) this.note(action, error);
  }

  note(action: string, message: string) {
    const entry = this.notes.get(action) ?? { count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < 3 && !entry.examples.includes(message)) entry.examples.push(message);
    this.notes.set(action, entry);
  }

  /** How many answers had a status from `min` to `max` (5xx: 500, 599), over every action. */
  count(min: number, max: number): number {
    let n = 0;
    for (const byStatus of this.statuses.values()) {
      for (const [status, c] of byStatus) if (status >= min && status <= max) n += c;
    }
    return n;
  }

  figures(): ActionFigures[] {
    const seconds = (performance.now() - this.started) / 1000;
    return [...this.statuses.keys()].sort().map((action) => {
      const sorted = [...(this.latencies.get(action) ?? [])].sort((a, b) => a - b);
      const statuses = Object.fromEntries([...this.statuses.get(action)!].sort(([a], [b]) => a - b));
      const count = Object.values(statuses).reduce((a, b) => a + b, 0);
      return {
        action,
        count,
        perSecond: count / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        statuses,
      };
    });
  }

  table(): string {
    const rows = this.figures().map(
      (f) =>
        `| ${f.action} | ${f.count} | ${f.perSecond.toFixed(1)} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.p99.toFixed(0)} | ${Object.entries(
          f.statuses,
        )
          .map(([s, c]) => `${s === '0' ? 'no answer' : s}: ${c}`)
          .join(', ')} |`,
    );
    return [
      '| action | count | per s | p50 ms | p95 ms | p99 ms | answers |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  }
}
