/**
 * The access middleware of a server's outermost app (ADR 0075): gives each request an id (a sane
 * one from our own proxy, else a new one), runs the request inside the log context so that every
 * line it writes carries that id, answers the id in `X-Request-Id`, writes one access line and
 * counts the request in the metrics. Never headers, query strings or bodies: the route pattern
 * (`/api/chat/:id`, `/sandbox-pay/:token`) stands for the path wherever a router matched one.
 */
import { setAnswerHeaders } from '../http/headers.ts';
import { randomUUID } from 'node:crypto';
import { currentRequest, log, type RequestContext, withRequest } from '@dating/log';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { httpDuration, httpRequests } from './metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a proxy's id may look like: a UUID, a hex trace id, nginx's $request_id… not a log injection. */
const SANE_ID = /^[\w.:@-]{8,128}$/;

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export interface AccessOptions {
  /** Behind our own proxy (TRUST_PROXY=1): its X-Request-Id is kept, so its log and ours agree. */
  trustProxy: boolean;
  /** Requests in flight right now (graceful shutdown waits for them). */
  inFlight?: { count: number };
}

/** The id of this request: the trusted proxy's when it looks like one, else a new UUID. */
export function requestIdOf(c: Context, trustProxy: boolean): string {
  const given = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
  return given && SANE_ID.test(given) ? given : randomUUID();
}

export function accessLog(options: AccessOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const request: RequestContext = { requestId: requestIdOf(c, options.trustProxy) };
    if (options.inFlight) options.inFlight.count += 1;
    try {
      await withRequest(request, () => next());
    } finally {
      if (options.inFlight) options.inFlight.count -= 1;
    }
    setAnswerHeaders(c, [[REQUEST_ID_HEADER, request.requestId]]);
    const seconds = (performance.now() - started) / 1000;
    // The route of the last handler that ran (the one that answered), not the last that matches.
    const route = request.route ?? routePath(c);
    const labels = { method: c.req.method, route, status: String(c.res.status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    // A balancer asks for the probes every few seconds: their lines only at debug level.
    const level = PROBES.has(c.req.path) ? 'debug' : 'info';
    log[level](
      {
        reqId: request.requestId,
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round(seconds * 10_000) / 10,
        host: c.req.header('host') ?? new URL(c.req.url).host,
      },
      'request',
    );
  };
}

/**
 * For an inner router (the member API, the staff API): records the pattern of the route that
 * answered, which the outer access line and metrics use. A request no route matched is `unmatched`.
 * The first API call of a request names it; a page that calls the API names itself afterwards.
 */
export const recordRoute: MiddlewareHandler = async (c, next) => {
  await next();
  const request = currentRequest();
  if (!request || request.route !== undefined) return;
  const route = routePath(c);
  request.route = route.endsWith('*') ? 'unmatched' : route;
};

/** Sets the route of the current request (a page's Remix route, static files). */
export function setRoute(route: string): void {
  const request = currentRequest();
  if (request) request.route = route;
}
