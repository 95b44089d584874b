/**
 * The Server-Sent Events stream of one topic, shared by the members' `/api/events.php` and the
 * desk's `/staff-api/desk/events` (ADR 0072): every event with its `id:`, a `ready` event whose
 * id is the stream's position (so a page that heard nothing yet still reconnects from there),
 * the replay after the page's `Last-Event-ID`, keep-alive comments, and `retry:` before a
 * graceful shutdown closes it.
 */
import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { LiveStream, LiveSubscription } from './events.ts';

/** Streams stay open this long between keep-alive comments (proxies close idle ones). */
const KEEP_ALIVE_MS = 25_000;

/** The page's `Last-Event-ID` (EventSource sends it when it reconnects); anything else: none. */
export function lastEventId(header: string | undefined): number | undefined {
  if (!header || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}

/** Answers with the stream: `subscribe` registers it with the bus, `name` names each event. */
export function liveEventStream<E>(
  c: Context,
  subscribe: (stream: LiveStream<E>) => Promise<LiveSubscription>,
  name: (event: E) => string,
): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  const after = lastEventId(c.req.header('last-event-id'));
  return streamSSE(c, async (stream) => {
    const subscription = await subscribe({
      after,
      write: ({ id, event }) => {
        void stream.writeSSE({
          event: name(event),
          data: JSON.stringify(event),
          ...(id === null ? {} : { id: String(id) }),
        });
      },
      end: (reconnectMs) => void close(stream, reconnectMs),
    });
    stream.onAbort(subscription.unsubscribe);
    await stream.writeSSE({ event: 'ready', data: '{}', id: String(subscription.position) });
    await subscription.start();
    while (!stream.aborted && !stream.closed) {
      await stream.sleep(KEEP_ALIVE_MS);
      if (!stream.aborted && !stream.closed) await stream.write(': keep-alive\n\n');
    }
    subscription.unsubscribe();
  });
}

/**
 * A `retry:` line alone sets the browser's reconnection delay without firing an event (HTML
 * § 9.2.6); then the stream ends and the browser comes back after that delay.
 */
async function close(stream: SSEStreamingApi, reconnectMs: number | undefined) {
  if (reconnectMs !== undefined && !stream.closed && !stream.aborted) {
    await stream.write(`retry: ${reconnectMs}\n\n`).catch(() => undefined);
  }
  await stream.close();
}
