/**
 * Prometheus metrics of this process (ADR 0075), scraped at `/metrics`: request rate and latency
 * by route pattern, open chat streams, queue depth, job failures and settled payments, plus the
 * process's own (memory, CPU, event-loop lag). One registry per process: Prometheus scrapes each
 * instance, and the counters count what this instance did.
 */
import type { Db } from '@dating/db';
import { queuedJobs } from '@dating/db/schema';
import { log } from '@dating/log';
import { and, count, isNull } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to its response headers, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Scheduled job runs and queued job attempts that failed, by job name or queued kind',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

export const paymentsSettled = new Counter({
  name: 'payments_settled_total',
  help: 'Payments completed and credited, by provider',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
});

/** What the gauges read at scrape time: the API instances of this process (normally one). */
interface GaugeSource {
  openStreams(): number;
  db: Db;
}
const sources = new Set<GaugeSource>();

new Gauge({
  name: 'chat_open_streams',
  help: 'Live chat and desk event streams open on this instance',
  registers: [metricsRegistry],
  collect() {
    let open = 0;
    for (const source of sources) open += source.openStreams();
    this.set(open);
  },
});

new Gauge({
  name: 'queued_jobs_open',
  help: 'Queued jobs neither done nor given up (the whole network, read from the database)',
  registers: [metricsRegistry],
  async collect() {
    // Every instance shares the database: one source answers for all of them.
    const source = sources.values().next().value;
    if (!source) return;
    try {
      const [row] = await source.db
        .select({ open: count() })
        .from(queuedJobs)
        .where(and(isNull(queuedJobs.doneAt), isNull(queuedJobs.failedAt)));
      this.set(row?.open ?? 0);
    } catch (error) {
      // A scrape while the database is away still answers with the other metrics.
      log.warn({ err: (error as Error).message }, 'metrics: counting queued jobs failed');
    }
  },
});

/** Lets the gauges read this API's streams and database; returns the function that stops it. */
export function watchGauges(source: GaugeSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}
