/**
 * Headers set on an answer that is already made, in one go. Hono's `c.header()` after the
 * handler copies the whole Response on every call (a finished Response is treated as
 * immutable), so the access log's request id and the eight security headers cost nine copies
 * of every answer; this sets them on the answer's own headers, copying once only when they are
 * immutable (an answer fetched from a standalone API).
 */
import type { Context } from 'hono';

export function setAnswerHeaders(c: Context, headers: Iterable<[string, string]>): void {
  const entries = [...headers];
  try {
    for (const [name, value] of entries) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of entries) copy.headers.set(name, value);
    c.res = copy;
  }
}
