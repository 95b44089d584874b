/**
 * The probes of a server (ADR 0075): `/healthz` says the process runs (a load balancer or
 * orchestrator restarts it when not), `/readyz` says it should get traffic (the database answers
 * with every migration applied, and no shutdown has begun), `/metrics` is the Prometheus text.
 */
import { databaseNotReady, type Db } from '@dating/db';
import { log } from '@dating/log';
import { Hono } from 'hono';
import { RETRY_AFTER_SECONDS } from '../http/errors.ts';
import { metricsRegistry } from './metrics.ts';

export interface ProbeState {
  /** Set when a graceful shutdown begins: readiness fails so traffic moves elsewhere. */
  draining: boolean;
}

export function probeRoutes(options: { db: Db; state: ProbeState; metrics: boolean }) {
  const app = new Hono();
  const unready = (reason: string) =>
    new Response(JSON.stringify({ ready: false, reason }), {
      status: 503,
      headers: {
        'Content-Type': 'application/json',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      },
    });
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true });
  });
  app.get('/readyz', async (c) => {
    if (options.state.draining) return unready('shutting down');
    let reason: string | null;
    try {
      reason = await databaseNotReady(options.db);
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'readiness check failed');
      reason = 'the database check failed';
    }
    if (reason) return unready(reason);
    c.header('Cache-Control', 'no-store');
    return c.json({ ready: true });
  });
  if (options.metrics) app.get('/metrics', metricsText);
  return app;
}

/** The Prometheus exposition of this process's registry. */
export async function metricsText(): Promise<Response> {
  return new Response(await metricsRegistry.metrics(), {
    headers: { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' },
  });
}
