/**
 * The site's API calls over HTTP to a standalone API (API_URL, ADR 0052), instead of in-process.
 * The server acts as our own proxy: the member's host and address travel as X-Forwarded-Host
 * and X-Forwarded-For (the API needs TRUST_PROXY=1 to read them), the body streams through,
 * redirects and Set-Cookie come back untouched.
 */
import { currentRequest } from '@dating/log';
import type { Context } from 'hono';

/** The address of the browser behind a request: the first X-Forwarded-For hop behind our proxy, else the socket's. */
export function requestClientIp(c: Context, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return forwarded || incoming?.socket?.remoteAddress;
}

/** Headers of one connection, never passed on by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
];

/** A fetch that sends an API request (addressed to the site's origin) to the API at `apiOrigin`. */
export function forwardToApi(apiOrigin: string) {
  return async (request: Request, clientIp: string | undefined): Promise<Response> => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of [...HOP_BY_HOP, 'host']) headers.delete(name);
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
    if (clientIp) headers.set('x-forwarded-for', clientIp);
    else headers.delete('x-forwarded-for');
    // The API's log lines of this call carry the page's request id (it trusts us with TRUST_PROXY=1).
    const current = currentRequest();
    if (current) headers.set('x-request-id', current.requestId);
    else headers.delete('x-request-id');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await fetch(new URL(url.pathname + url.search, apiOrigin), {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    // fetch has already decoded a compressed body: its encoding and length no longer apply.
    const out = new Headers(response.headers);
    for (const name of HOP_BY_HOP) out.delete(name);
    if (out.has('content-encoding')) {
      out.delete('content-encoding');
      out.delete('content-length');
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  };
}
