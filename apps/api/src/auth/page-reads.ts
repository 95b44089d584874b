/**
 * Reads one page's API calls share (ADR 0078). A site page's loaders make two in-process calls,
 * the page shell and the route's own (ADR 0051), and each looked the session up again, some the
 * member's row too. Those two are read through `readOnce`: the session middleware and
 * `signedInView`. (The site's settings are kept longer, per instance: settings/kept-reads.ts.) The server makes one `PageReads` per page
 * request and hands it to the API with each of the page's calls, in the bindings
 * (`api.fetch(request, { ...env, pageReads })`); the standalone API and the browser's own calls
 * have none and read as before.
 *
 * Only GET and HEAD calls use it. Any other call empties it before it runs: a post may log in or
 * out, end the account or spend credits, and the loaders Remix runs after an action must see
 * that. A read that failed is forgotten, so the next call reads again.
 */

export interface PageReads {
  /** The value under `key`, read by `read` the first time it is asked for. */
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * What these helpers read of a request's context (a Hono `Context<ApiEnv>`), named here so that
 * http/env.ts can name `PageReads` without a cycle.
 */
interface CallContext {
  env: unknown;
  req: { method: string };
  get(key: 'pageReads'): PageReads | null | undefined;
}

export function createPageReads(): PageReads {
  const held = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, read: () => Promise<T>) {
      const known = held.get(key);
      if (known) return known as Promise<T>;
      const reading = read();
      held.set(key, reading);
      reading.catch(() => held.delete(key));
      return reading;
    },
    clear: () => held.clear(),
  };
}

/** The page's shared reads this call may use: a GET or HEAD of a page's; none otherwise (emptied). */
export function pageReadsOf(c: Pick<CallContext, 'env' | 'req'>): PageReads | null {
  const reads = (c.env as { pageReads?: PageReads } | undefined)?.pageReads ?? null;
  if (!reads) return null;
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return reads;
  reads.clear();
  return null;
}

/** `read()`, or the page's earlier read under `key` when this call shares a page's reads. */
export function readOnce<T>(c: Pick<CallContext, 'get'>, key: string, read: () => Promise<T>): Promise<T> {
  const reads = c.get('pageReads');
  return reads ? reads.once(key, read) : read();
}
