/**
 * A stand-in for an open page's live stream in API tests (ADR 0072): subscribes to the bus like
 * the SSE route does and collects what it would write, with the ids.
 */
import type { ChatEvent, DeskEvent } from '@dating/contract';
import { createParser } from 'eventsource-parser';
import type { ChatEventBus, LiveDelivery, LiveStream } from '../chat/events.ts';

export interface Listening<E> {
  /** The events written, in order. */
  events: E[];
  deliveries: LiveDelivery<E>[];
  /** How often the bus ended the stream, and the reconnection delay it asked for. */
  ended: (number | undefined)[];
  position: number;
  /** Resolves once `n` events were written (a test's timeout ends a wait that never comes). */
  until(n: number): Promise<void>;
  stop(): void;
}

/** `after`: the page's Last-Event-ID; `into`: an array that receives the events as well. */
export interface ListenOptions {
  after?: number;
  into?: unknown[];
}

async function listening<E>(
  subscribe: (stream: LiveStream<E>) => ReturnType<ChatEventBus['subscribe']>,
  { after, into }: ListenOptions = {},
): Promise<Listening<E>> {
  const deliveries: LiveDelivery<E>[] = [];
  const events: E[] = [];
  const ended: (number | undefined)[] = [];
  const waiters: (() => void)[] = [];
  const subscription = await subscribe({
    after,
    write: (delivery) => {
      deliveries.push(delivery);
      events.push(delivery.event);
      into?.push(delivery.event);
      for (const w of waiters.splice(0)) w();
    },
    end: (reconnectMs) => ended.push(reconnectMs),
  });
  await subscription.start();
  return {
    events,
    deliveries,
    ended,
    position: subscription.position,
    async until(n) {
      while (deliveries.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    stop: subscription.unsubscribe,
  };
}

export function listenTo(
  bus: ChatEventBus,
  memberId: number,
  options?: ListenOptions,
): Promise<Listening<ChatEvent>> {
  return listening<ChatEvent>((stream) => bus.subscribe(memberId, stream), options);
}

export function listenToDesk(bus: ChatEventBus, options?: ListenOptions): Promise<Listening<DeskEvent>> {
  return listening<DeskEvent>((stream) => bus.subscribeDesk(stream), options);
}

/** One event as the browser's EventSource would parse it. */
export interface StreamMessage {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

/**
 * An open `/api/events.php` (or the desk's) as a page holds it: the real route through
 * `api.fetch`, parsed by eventsource-parser. `lastEventId` is what EventSource sends when it
 * reconnects.
 */
export async function openEventStream(
  api: { fetch(request: Request): Response | Promise<Response> },
  cookie: string,
  options: { lastEventId?: string; url?: string } = {},
) {
  const headers = new Headers({ cookie });
  if (options.lastEventId !== undefined) headers.set('last-event-id', options.lastEventId);
  const response = await api.fetch(
    new Request(options.url ?? 'http://velvet.localhost/api/events.php', { headers }),
  );
  const messages: StreamMessage[] = [];
  const retries: number[] = [];
  const waiters: (() => void)[] = [];
  const wakeWaiters = () => {
    for (const w of waiters.splice(0)) w();
  };
  const parser = createParser({
    onEvent: (m) => {
      messages.push({ id: m.id, event: m.event, data: m.data });
      wakeWaiters();
    },
    onRetry: (ms) => retries.push(ms),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let ended = false;
  const done = (async () => {
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (finished) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    ended = true;
    wakeWaiters();
  })();
  const of = (type: string) => messages.filter((m) => m.event === type);
  return {
    status: response.status,
    messages,
    retries,
    /** The parsed `data` of every event of a type. */
    data: (type: string) => of(type).map((m) => JSON.parse(m.data)),
    of,
    /** Resolves once `test` holds (or the stream ended: then the caller's expectation fails). */
    async until(test: () => boolean) {
      while (!test() && !ended) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    /** The id of the newest event with one: what the browser sends as Last-Event-ID. */
    lastEventId: () => messages.findLast((m) => m.id !== undefined)?.id,
    /** Resolves when the server ended the stream. */
    done,
    close: () => reader.cancel().catch(() => undefined),
  };
}
