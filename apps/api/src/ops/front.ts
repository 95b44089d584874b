/**
 * What every server process puts in front of its routes (ADR 0075), shared by the network server
 * (packages/server) and the API on its own (`main.ts`): the access middleware, the probes, the
 * metrics (on the site port only outside production; on METRICS_PORT when set) and the
 * graceful shutdown.
 */
import type { Config } from '@dating/config';
import type { Db } from '@dating/db';
import { log } from '@dating/log';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { ChatEventBus } from '../chat/events.ts';
import { accessLog } from './access.ts';
import { watchGauges } from './metrics.ts';
import { metricsText, type ProbeState, probeRoutes } from './probes.ts';
import { drain } from './shutdown.ts';

export interface OpsFront {
  state: ProbeState;
  inFlight: { count: number };
  /** Puts the access middleware and the probes first on the process's outermost app. */
  install(app: Hono): void;
  /** Opens the METRICS_PORT listener when the configuration names one. */
  listenMetrics(): Promise<ServerType | null>;
  /** Drains `servers` (and the metrics listener), then runs `close` (see ops/shutdown.ts). */
  shutdown(servers: ServerType[], close: () => Promise<void>): Promise<boolean>;
}

type OpsConfig = Pick<Config, 'trustProxy' | 'demo' | 'metrics' | 'shutdownGraceMs'>;

export function createOpsFront(config: OpsConfig, api: { db: Db; events: ChatEventBus }): OpsFront {
  const state: ProbeState = { draining: false };
  const inFlight = { count: 0 };
  const unwatch = watchGauges({ db: api.db, openStreams: () => api.events.openStreams() });
  let metricsServer: ServerType | null = null;
  return {
    state,
    inFlight,
    install(app) {
      app.use('*', accessLog({ trustProxy: config.trustProxy, inFlight }));
      // Metrics describe the business (payments, streams): public brand hosts never show them in
      // production; there they answer on METRICS_PORT only.
      app.route('/', probeRoutes({ db: api.db, state, metrics: config.demo }));
    },
    async listenMetrics() {
      const where = config.metrics;
      if (!where) return null;
      const app = new Hono();
      app.get('/metrics', metricsText);
      metricsServer = await new Promise<ServerType>((resolve) => {
        const server = serve({ fetch: app.fetch, port: where.port, hostname: where.host }, () =>
          resolve(server),
        );
      });
      log.info({ host: where.host, port: where.port }, 'metrics listening');
      return metricsServer;
    },
    shutdown(servers, close) {
      return drain({
        servers: metricsServer ? [...servers, metricsServer] : servers,
        state,
        endStreams: () => api.events.endAll(),
        inFlight,
        graceMs: config.shutdownGraceMs,
        close: async () => {
          unwatch();
          await close();
        },
      });
    },
  };
}
