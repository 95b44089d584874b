/**
 * Graceful shutdown on SIGTERM/SIGINT (ADR 0075), in the order that loses nothing: readiness
 * turns 503 (the balancer stops sending), the listeners stop accepting, every open chat stream
 * ends (its page reconnects to another instance and catches up from its last event), requests
 * in flight finish — at most `graceMs`, then their connections are cut — and only then the
 * scheduler, the API's connections and the database close.
 */
import type { Server } from 'node:http';
import { log } from '@dating/log';
import type { ServerType } from '@hono/node-server';
import type { ProbeState } from './probes.ts';

export interface DrainOptions {
  servers: ServerType[];
  state: ProbeState;
  /** Ends every open event stream of this instance (`ChatEventBus.endAll`). */
  endStreams: () => void;
  inFlight: { count: number };
  graceMs: number;
  /** Stops the scheduler and closes the API and the database, once no request runs. */
  close: () => Promise<void>;
}

const asHttp = (server: ServerType) => server as Server;

/** Drains and closes; resolves `true` when every request finished within the grace period. */
export async function drain(options: DrainOptions): Promise<boolean> {
  options.state.draining = true;
  log.info({ inFlight: options.inFlight.count }, 'shutdown: draining');
  const closed = options.servers.map(
    (server) => new Promise<void>((resolve) => asHttp(server).close(() => resolve())),
  );
  options.endStreams();
  const deadline = Date.now() + options.graceMs;
  let finished = true;
  // Keep-alive connections with no request are closed at once; a busy one after its response.
  while (options.inFlight.count > 0 && Date.now() < deadline) {
    for (const server of options.servers) asHttp(server).closeIdleConnections?.();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (options.inFlight.count > 0) {
    finished = false;
    log.warn({ inFlight: options.inFlight.count }, 'shutdown: grace period over, cutting requests');
  }
  for (const server of options.servers) {
    if (finished) asHttp(server).closeIdleConnections?.();
    else asHttp(server).closeAllConnections?.();
  }
  // A response still streaming (a download) gets what is left of the grace period.
  const rest = Math.max(0, deadline - Date.now());
  await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, rest).unref())]);
  for (const server of options.servers) asHttp(server).closeAllConnections?.();
  await options.close();
  log.info({ finished }, 'shutdown: done');
  return finished;
}

/**
 * Runs `drain` on the first SIGTERM or SIGINT, then exits 0 (1 when it failed); a second signal
 * exits at once.
 */
export function onStopSignals(shutdown: () => Promise<unknown>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutdown: signal received');
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
