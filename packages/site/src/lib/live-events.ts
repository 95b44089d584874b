/**
 * Live chat events in the page (issue 7): one EventSource per tab, opened by <LiveUpdates>;
 * screens listen here for what concerns them (the open conversation, the typing indicator).
 */
import type { ChatEvent } from '@dating/contract';
import { useEffect, useRef } from 'react';

const target = typeof window === 'undefined' ? null : new EventTarget();

export function emitLiveEvent(event: ChatEvent) {
  target?.dispatchEvent(new CustomEvent('chat', { detail: event }));
}

/** How many message ids a tab remembers (a replay after a reconnection covers far fewer). */
const SEEN_KEPT = 500;

/**
 * Duplicate suppression (ADR 0072): a reconnected stream replays what was missed after its
 * Last-Event-ID, and a message that committed late comes without an id, so the same message can
 * in rare cases arrive twice. Returns false for a message id already seen.
 */
export function createMessageFilter() {
  const seen = new Set<number>();
  return (event: ChatEvent): boolean => {
    if (event.type !== 'message') return true;
    if (seen.has(event.message.id)) return false;
    seen.add(event.message.id);
    if (seen.size > SEEN_KEPT) seen.delete(seen.values().next().value!);
    return true;
  };
}

/** Calls `listener` for every live event while the component is mounted. */
export function useLiveEvents(listener: (event: ChatEvent) => void) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!target) return;
    const handle = (e: Event) => latest.current((e as CustomEvent<ChatEvent>).detail);
    target.addEventListener('chat', handle);
    return () => target.removeEventListener('chat', handle);
  }, []);
}
